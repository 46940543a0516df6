import { randomBytes } from 'node:crypto';
import type { TEmbedLinkIdentity, TReportFilter } from '@mirante/contracts';
import { type SecretBox, sha256 } from '../../platform/crypto';

/**
 * What an embed link's token carries, sealed (AES-GCM) with the server's key: the link, a nonce
 * that a regeneration replaces, and the fixed identity and filters the page is shown with. The
 * viewer can read none of it and change none of it; the server reads it back on every call.
 */
export interface EmbedLinkClaims {
  linkId: number;
  companyId: number;
  reportId: number;
  identity: TEmbedLinkIdentity | null;
  filters: TReportFilter[];
}

interface Sealed {
  v: 1;
  l: number;
  c: number;
  r: number;
  n: string;
  i: TEmbedLinkIdentity | null;
  f: TReportFilter[];
}

// The sealed text separates its parts with dots; a token is one path segment without any
// (a dot would make `/embedded/{token}` look like a file to the web server).
const SEP = '~';

/** A new token for the link, with the hash it is found by. */
export function issueEmbedToken(box: SecretBox, claims: EmbedLinkClaims): { token: string; hash: string } {
  const sealed: Sealed = {
    v: 1,
    l: claims.linkId,
    c: claims.companyId,
    r: claims.reportId,
    n: randomBytes(12).toString('base64url'),
    i: claims.identity,
    f: claims.filters,
  };
  const token = box.seal(JSON.stringify(sealed)).replaceAll('.', SEP);
  return { token, hash: embedTokenHash(token) };
}

export function embedTokenHash(token: string): string {
  return sha256(token);
}

/** The claims of a token this server sealed, or null for anything else. */
export function readEmbedToken(box: SecretBox, token: string): EmbedLinkClaims | null {
  if (!/^[\w~-]+$/.test(token)) return null;
  try {
    const value = JSON.parse(box.open(token.replaceAll(SEP, '.'))) as Partial<Sealed>;
    if (
      value.v !== 1 ||
      !Number.isInteger(value.l) ||
      !Number.isInteger(value.c) ||
      !Number.isInteger(value.r)
    )
      return null;
    return {
      linkId: value.l as number,
      companyId: value.c as number,
      reportId: value.r as number,
      identity: value.i ?? null,
      filters: Array.isArray(value.f) ? value.f : [],
    };
  } catch {
    return null;
  }
}

/** The page a token opens, relative to the portal. */
export function embeddedPath(token: string): string {
  return `/embedded/${token}`;
}
