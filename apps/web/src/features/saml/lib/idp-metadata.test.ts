import { describe, expect, it } from 'vitest';
import { parseIdpMetadata } from './idp-metadata';

const ENTRA = `<?xml version="1.0" encoding="utf-8"?>
<EntityDescriptor ID="_x" entityID="https://sts.windows.net/tenant-id/" xmlns="urn:oasis:names:tc:SAML:2.0:metadata">
  <RoleDescriptor xmlns:fed="http://docs.oasis-open.org/wsfed/federation/200706" xsi:type="fed:SecurityTokenServiceType" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
    <KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>T1RIRVI=</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
  </RoleDescriptor>
  <IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>
      Q1VSUkVOVA==
    </X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>TkVYVA==</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <KeyDescriptor use="encryption"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>RU5D</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://login.microsoftonline.com/tenant-id/saml2/post"/>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://login.microsoftonline.com/tenant-id/saml2"/>
  </IDPSSODescriptor>
</EntityDescriptor>`;

describe('parseIdpMetadata', () => {
  it("reads Entra's federation metadata: entity, redirect sign-on and the IdP role's signing certificates", () => {
    expect(parseIdpMetadata(ENTRA)).toEqual({
      entityId: 'https://sts.windows.net/tenant-id/',
      ssoUrl: 'https://login.microsoftonline.com/tenant-id/saml2',
      certificates: ['Q1VSUkVOVA==', 'TkVYVA=='],
    });
  });

  it('reads prefixed metadata as SimpleSAMLphp writes it', () => {
    const xml = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.example/">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>QUJD</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:KeyDescriptor><ds:KeyInfo><ds:X509Data><ds:X509Certificate>QUJD</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="http://127.0.0.1:8081/saml2/idp/SSOService.php"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
    expect(parseIdpMetadata(xml)).toEqual({
      entityId: 'https://idp.example/',
      ssoUrl: 'http://127.0.0.1:8081/saml2/idp/SSOService.php',
      certificates: ['QUJD'],
    });
  });

  it('refuses what is not IdP metadata', () => {
    expect(parseIdpMetadata('not xml <')).toBeNull();
    expect(
      parseIdpMetadata('<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>'),
    ).toBeNull();
  });
});
