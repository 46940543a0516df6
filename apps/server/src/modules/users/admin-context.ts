import type { FastifyRequest } from 'fastify';
import type { Mailer } from '../../platform/mail';
import { clientOf } from '../../platform/request';
import { mailLinkOrigin } from '../passwords/passwords.service';
import { type AdminContext, resolveManagedUnit } from './users-admin.service';

export interface AdminContextDeps {
  mailer: Mailer;
  baseDomain: string;
}

/**
 * What a call administering a unit's people works with: the unit the caller manages (named by
 * `companyId` for a partner), the caller's client, and how links in its e-mails are addressed.
 */
export async function adminContextOf(
  { mailer, baseDomain }: AdminContextDeps,
  request: FastifyRequest,
  companyId: number | undefined,
): Promise<AdminContext> {
  // The request's own handle: the unit's rows alone for a unit's admin (db-reach.ts).
  const db = request.db;
  return {
    db,
    scope: request.scope,
    companyId: await resolveManagedUnit(db, request.scope, companyId),
    client: clientOf(request),
    mail: {
      mailer,
      log: request.log,
      linkOrigin: () =>
        mailLinkOrigin({
          db,
          origin: { host: request.headers.host, protocol: request.protocol },
          baseDomain,
        }),
    },
  };
}
