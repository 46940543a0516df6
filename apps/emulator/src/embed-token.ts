import { createHmac, timingSafeEqual } from 'node:crypto';

/** What GenerateToken granted, carried inside the embed token. */
export interface EmbedGrant {
  tokenId: string;
  reports: { id: string; allowEdit: boolean }[];
  datasets: string[];
  workspaces: string[];
  identities: { username: string; roles: string[]; datasets: string[] }[];
  /** Expiry, epoch seconds. */
  exp: number;
}

function mac(body: string, key: string): Buffer {
  return createHmac('sha256', `embed:${key}`).update(body).digest();
}

/** An opaque-looking, HMAC-signed embed token. */
export function signEmbedToken(grant: EmbedGrant, key: string): string {
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${mac(body, key).toString('base64url')}`;
}

export type EmbedTokenCheck =
  | { ok: true; grant: EmbedGrant }
  | { ok: false; reason: 'invalid' | 'expired'; grant?: EmbedGrant };

export function verifyEmbedToken(token: string, key: string, now = Date.now()): EmbedTokenCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(body, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let grant: EmbedGrant;
  try {
    grant = JSON.parse(Buffer.from(body, 'base64url').toString()) as EmbedGrant;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (grant.exp * 1000 <= now) return { ok: false, reason: 'expired', grant };
  return { ok: true, grant };
}

/** The roles an embed token applies to a dataset (none when it carries no identity for it). */
export function rolesFor(grant: EmbedGrant, datasetId: string): string[] | null {
  const identity = grant.identities.find((i) => i.datasets.includes(datasetId));
  return identity ? identity.roles : null;
}
