import { X509Certificate } from 'node:crypto';
import { type CacheItem, type CacheProvider, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { Db } from '../../platform/db';
import type { SecretBox } from '../../platform/crypto';
import { readSamlRequest, removeSamlRequest, type SamlConfigRow, saveSamlRequest } from './saml.repository';

/** How long a sent request may be answered. */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;
/** Clock difference tolerated between the provider and this server. */
export const SAML_CLOCK_SKEW_MS = 3 * 60_000;

/** The portal's side of a unit's SAML: built on the address the provider knows the unit by. */
export function serviceProviderUrls(spBaseUrl: string, companyId: number) {
  const base = spBaseUrl.replace(/\/+$/, '');
  return {
    entityId: `${base}/api/saml/metadata/${companyId}`,
    metadataUrl: `${base}/api/saml/metadata/${companyId}`,
    acsUrl: `${base}/api/saml/callback/${companyId}`,
  };
}

/** A certificate as PEM, whether pasted whole or as the base64 body metadata carries. */
export function toPem(certificate: string): string {
  const body = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** Reads a certificate, or undefined when it is not one. */
export function parseCertificate(certificate: string): X509Certificate | undefined {
  try {
    return new X509Certificate(toPem(certificate));
  } catch {
    return undefined;
  }
}

/**
 * The requests a unit sent, kept in the database so that any server instance can check the
 * answer; each is answered once (node-saml removes it when it is used).
 */
class UnitRequestCache implements CacheProvider {
  constructor(
    private readonly db: Db,
    private readonly companyId: number,
    private readonly test: boolean,
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    await saveSamlRequest(this.db, {
      id: key,
      companyId: this.companyId,
      value,
      test: this.test,
      expiresAt: new Date(Date.now() + SAML_REQUEST_TTL_MS),
    });
    return { value, createdAt: Date.now() };
  }

  async getAsync(key: string): Promise<string | null> {
    return (await readSamlRequest(this.db, this.companyId, key))?.value ?? null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    return key ? removeSamlRequest(this.db, this.companyId, key) : null;
  }
}

/**
 * The SAML service provider of one unit: trusts only that unit's certificates and issuer,
 * wants the assertion signed (the response may be too), RSA-SHA256, checks the audience, the
 * time window with a few minutes' skew and that the answer matches a request this unit sent.
 */
export function samlFor(
  db: Db,
  secretBox: SecretBox,
  config: SamlConfigRow,
  opts: { test?: boolean } = {},
): SAML {
  const sp = serviceProviderUrls(config.spBaseUrl, config.companyId);
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    entryPoint: config.ssoUrl,
    idpIssuer: config.idpEntityId,
    idpCert: config.idpCertificates.map(toPem),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    privateKey: secretBox.open(config.spPrivateKeyEnc),
    publicCert: config.spCertificate,
    // Entra refuses people who signed in with MFA or without a password otherwise.
    disableRequestedAuthnContext: true,
    identifierFormat: null,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: new UnitRequestCache(db, config.companyId, opts.test === true),
  });
}

/** The unit's SP metadata, signed by nothing (providers read it once, when set up). */
export function serviceProviderMetadata(db: Db, secretBox: SecretBox, config: SamlConfigRow): string {
  return samlFor(db, secretBox, config).generateServiceProviderMetadata(null, config.spCertificate);
}
