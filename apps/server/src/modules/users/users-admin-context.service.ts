import type { FastifyRequest } from 'fastify';
import type { Mailer } from '../../platform/mail';
import { clientOf } from '../../platform/request';
import { unitLinkOriginOf } from '../tenancy';
import { resolveManagedUnit } from '../identity';
import type { AdminContext } from './users-admin.service';

export interface AdminContextDeps {
  mailer: Mailer;
}

/**
 * What a call administering a unit's people works with: the unit the caller manages (named by
 * `companyId` for a partner), the caller's client, and how links in its e-mails are addressed.
 */
export async function adminContextOf(
  { mailer }: AdminContextDeps,
  request: FastifyRequest,
  companyId: number | undefined,
): Promise<AdminContext> {
  // The request's own handle: the unit's rows alone for a unit's admin (db-reach.ts).
  const db = request.db;
  const unit = await resolveManagedUnit(db, request.scope, companyId);
  return {
    db,
    scope: request.scope,
    companyId: unit,
    client: clientOf(request),
    mail: {
      mailer,
      log: request.log,
      // Links in its e-mails go to the unit's own address, whatever host the caller works on.
      linkOrigin: () => unitLinkOriginOf(request, unit),
    },
  };
}
