import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionByTokenHash } from '../modules/auth/sessions.repository';
import { sha256 } from './crypto';
import type { Db } from './db';
import { AppError } from './errors';
import type { Scope } from './scope';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Resolves a bearer token to the caller's scope, or throws the matching 401/403. */
export async function scopeFromToken(db: Db, token: string | undefined): Promise<Scope> {
  if (!token) throw new AppError('unauthorized');
  const session = await findSessionByTokenHash(db, sha256(token));
  if (!session || session.revokedAt) throw new AppError('session_expired');
  if (session.expiresAt.getTime() <= Date.now()) throw new AppError('token_expired');
  if (session.userDeactivatedAt) throw new AppError('user_deactivated');
  if (session.userStatus === 'B') throw new AppError('user_blocked');
  if (session.userStatus === 'I') throw new AppError('user_inactive');
  return {
    userId: session.userId,
    sessionId: session.id,
    profile: session.profile,
    companyId: session.companyId,
    partnerId: session.partnerId,
  };
}

/** Every /api route requires a session unless its config says `public: true`. */
export function registerAuthGuard(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    if (!request.routeOptions.url) return; // not-found handler
    request.scope = await scopeFromToken(db, bearerOf(request));
  });
}
