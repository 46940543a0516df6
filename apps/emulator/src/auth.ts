import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const POWERBI_AUDIENCE = 'https://analysis.windows.net/powerbi/api';
export const ARM_AUDIENCE = 'https://management.azure.com';

export interface AccessClaims {
  aud: string;
  tid: string;
  appid: string;
  oid: string;
  exp: number;
}

export type BearerCheck =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'audience' };

/** Reads and verifies the bearer token the emulated Entra ID issued (HS256 with the emulator's key). */
export function checkBearer(request: FastifyRequest, audience: string, key: string): BearerCheck {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return { ok: false, reason: 'missing' };
  const parts = header.slice(7).trim().split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [head, body, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as AccessClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.aud !== audience) return { ok: false, reason: 'audience' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now())
    return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
