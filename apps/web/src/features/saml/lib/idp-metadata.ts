const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What a provider's metadata says about signing people in. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** The signing certificates (base64 bodies), current and next during a rollover. */
  certificates: string[];
}

/** Descendants by namespace and local name (matched by hand: some DOMs miss prefixed names). */
function within(root: Document | Element, ns: string, name: string): Element[] {
  return Array.from(root.getElementsByTagName('*')).filter(
    (el) => el.localName === name && el.namespaceURI === ns,
  );
}

/**
 * Reads an identity provider's SAML metadata (Entra's "Federation Metadata XML", or any SAML 2.0
 * IdP's): its entity ID, the HTTP-Redirect sign-on address and the signing certificates of its
 * IdP role (Entra's other roles carry certificates too, which sign nothing of ours). Null when the
 * text is not such metadata.
 */
export function parseIdpMetadata(xml: string): IdpMetadata | null {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return null;
  const entity = within(doc, MD, 'EntityDescriptor')[0];
  const idp = entity ? within(entity, MD, 'IDPSSODescriptor')[0] : undefined;
  if (!entity || !idp) return null;
  const services = within(idp, MD, 'SingleSignOnService');
  const sso = services.find((s) => s.getAttribute('Binding') === REDIRECT_BINDING) ?? services[0] ?? null;
  const certificates = within(idp, MD, 'KeyDescriptor')
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => within(k, DSIG, 'X509Certificate'))
    .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
    .filter((c, i, all) => c.length > 0 && all.indexOf(c) === i);
  const entityId = entity.getAttribute('entityID') ?? '';
  const ssoUrl = sso?.getAttribute('Location') ?? '';
  if (!entityId || !ssoUrl || certificates.length === 0) return null;
  return { entityId, ssoUrl, certificates };
}
