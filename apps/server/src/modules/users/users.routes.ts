import { unitUserRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Mailer } from '../../platform/mail';
import { serve } from '../../platform/serve';
import { adminContextOf } from './users-admin-context.service';
import { resendInvitation } from './users-invitations.service';
import {
  listUsers,
  removeUnitUser,
  restoreUnitUser,
  setUnitUserActive,
  updateUnitUser,
} from './users-admin.service';
import { createUnitUser, duplicateUnitUser } from './users-create.service';
import { unitUserPolicy } from './users.policy';

export interface UnitUserRouteOptions {
  /** Invitations and welcome e-mails go out through it. */
  mailer: Mailer;
}

export function unitUserRoutes({ mailer }: UnitUserRouteOptions): FastifyPluginAsync {
  const context = (request: FastifyRequest, companyId: number | undefined) =>
    adminContextOf({ mailer }, request, companyId);

  return async (app) => {
    const manage = { tags: ['users'], config: { policy: unitUserPolicy.manage } };

    serve(app, calls.list, manage, async (request) =>
      listUsers(await context(request, request.query.company_id), request.query),
    );

    serve(app, calls.create, manage, async (request) =>
      createUnitUser(await context(request, request.query.company_id), request.body),
    );

    serve(app, calls.update, manage, async (request) =>
      updateUnitUser(await context(request, request.query.company_id), request.params.id, request.body),
    );

    for (const [def, active] of [
      [calls.activate, true],
      [calls.deactivate, false],
    ] as const) {
      serve(app, def, manage, async (request) =>
        setUnitUserActive(await context(request, request.query.company_id), request.params.id, active),
      );
    }

    serve(app, calls.remove, manage, async (request) => {
      await removeUnitUser(await context(request, request.query.company_id), request.params.id);
      return { code: 'done' as const };
    });

    serve(app, calls.restore, manage, async (request) =>
      restoreUnitUser(await context(request, request.query.company_id), request.params.id),
    );

    serve(app, calls.resendInvitation, manage, async (request) => {
      await resendInvitation(await context(request, request.query.company_id), request.params.id);
      return { code: 'done' as const };
    });

    serve(app, calls.duplicate, manage, async (request) =>
      duplicateUnitUser(await context(request, request.query.company_id), request.params.id, request.body),
    );
  };
}
