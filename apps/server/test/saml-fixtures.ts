import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SAML_CLAIMS } from '@mirante/contracts';
import { SignedXml } from 'xml-crypto';
import { selfSignedCertificate, type KeyAndCertificate } from '../src/platform/self-signed';

/*
 * A test identity provider shaped like Entra ID: it writes SAML responses and signs them with
 * its own key, the way Entra does (assertion signed; optionally the response too).
 */

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

export interface TestIdp {
  entityId: string;
  keys: KeyAndCertificate;
}

export async function createTestIdp(tenant = randomUUID()): Promise<TestIdp> {
  return { entityId: `https://sts.windows.net/${tenant}/`, keys: await selfSignedCertificate('Test IdP') };
}

export interface AssertionOptions {
  issuer?: string;
  audience: string;
  acsUrl: string;
  inResponseTo?: string;
  email: string;
  objectId?: string;
  groups?: string[];
  givenName?: string;
  surname?: string;
  assertionId?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
}

const xmlEscape = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attribute(name: string, values: string[]): string {
  const items = values.map((v) => `<AttributeValue>${xmlEscape(v)}</AttributeValue>`).join('');
  return `<Attribute Name="${xmlEscape(name)}">${items}</Attribute>`;
}

/** The assertion element as Entra writes it (default namespace, no prefixes). */
export function assertionXml(idp: TestIdp, o: AssertionOptions): string {
  const now = new Date();
  const notBefore = (o.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
  const notOnOrAfter = (o.notOnOrAfter ?? new Date(now.getTime() + 60 * 60_000)).toISOString();
  const id = o.assertionId ?? `_${randomUUID()}`;
  const inResponseTo = o.inResponseTo ? ` InResponseTo="${xmlEscape(o.inResponseTo)}"` : '';
  const attributes = [
    attribute(SAML_CLAIMS.email, [o.email]),
    ...(o.objectId ? [attribute(SAML_CLAIMS.objectId, [o.objectId])] : []),
    ...(o.givenName ? [attribute(SAML_CLAIMS.givenName, [o.givenName])] : []),
    ...(o.surname ? [attribute(SAML_CLAIMS.surname, [o.surname])] : []),
    ...(o.groups?.length ? [attribute(SAML_CLAIMS.groups, o.groups)] : []),
  ].join('');
  return (
    `<Assertion xmlns="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" IssueInstant="${now.toISOString()}" Version="2.0">` +
    `<Issuer>${xmlEscape(o.issuer ?? idp.entityId)}</Issuer>` +
    `<Subject><NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xmlEscape(o.email)}</NameID>` +
    `<SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${xmlEscape(o.acsUrl)}"/>` +
    `</SubjectConfirmation></Subject>` +
    `<Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
    `<AudienceRestriction><Audience>${xmlEscape(o.audience)}</Audience></AudienceRestriction></Conditions>` +
    `<AttributeStatement>${attributes}</AttributeStatement>` +
    `<AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id}">` +
    `<AuthnContext><AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password</AuthnContextClassRef></AuthnContext>` +
    `</AuthnStatement></Assertion>`
  );
}

/** Wraps assertions in a response (unsigned). */
export function responseXml(
  idp: TestIdp,
  o: { acsUrl: string; inResponseTo?: string; issuer?: string },
  inner: string,
): string {
  const inResponseTo = o.inResponseTo ? ` InResponseTo="${xmlEscape(o.inResponseTo)}"` : '';
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_${randomUUID()}" Version="2.0" ` +
    `IssueInstant="${new Date().toISOString()}" Destination="${xmlEscape(o.acsUrl)}"${inResponseTo}>` +
    `<Issuer xmlns="urn:oasis:names:tc:SAML:2.0:assertion">${xmlEscape(o.issuer ?? idp.entityId)}</Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `${inner}</samlp:Response>`
  );
}

/**
 * Signs the element with the given ID by `keys` (enveloped, exclusive c14n, RSA-SHA256), the
 * signature placed after its Issuer; the certificate goes into KeyInfo.
 */
export function signElement(xml: string, elementId: string, keys: KeyAndCertificate): string {
  const sig = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.certificate,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  const target = `//*[@ID='${elementId}']`;
  sig.addReference({ xpath: target, transforms: [ENVELOPED, EXC_C14N], digestAlgorithm: SHA256 });
  sig.computeSignature(xml, {
    location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return sig.getSignedXml();
}

export const idOf = (xml: string) => /\bID="([^"]+)"/.exec(xml)![1]!;

/** Base64 of a document, as the browser posts it. */
export const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

/** The ID of the AuthnRequest inside an HTTP-Redirect URL. */
export function requestIdOf(url: string): string {
  const request = new URL(url).searchParams.get('SAMLRequest')!;
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  return /\bID="([^"]+)"/.exec(xml)![1]!;
}

/** A signed Entra-style response: only the assertion signed (Entra's default), or both. */
export function signedResponse(
  idp: TestIdp,
  o: AssertionOptions,
  opts: { signResponse?: boolean; keys?: KeyAndCertificate } = {},
): string {
  const keys = opts.keys ?? idp.keys;
  const assertion = assertionXml(idp, o);
  const signedAssertion = signElement(assertion, idOf(assertion), keys);
  const response = responseXml(idp, o, signedAssertion);
  return opts.signResponse ? signElement(response, idOf(response), keys) : response;
}

export { SAML_CLAIMS };
