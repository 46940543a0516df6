import {
  accountRoutes as calls,
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  translate,
  unitUserRoutes as userCalls,
} from '@mirante/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request';
import { serve } from '../../platform/serve';
import {
  changeOwnPassword,
  getAccount,
  replaceOwnAvatar,
  replaceUserAvatar,
  updateAccount,
} from './users-account.service';
import { resolveManagedUnit } from '../identity';
import { type AdminContext, linkableUnits } from './users-admin.service';
import { accountPolicy, unitUserPolicy } from './users.policy';

export interface AccountRouteOptions {
  storageDir: string;
}

const tags = ['account'];

/** Raw picture bodies arrive as bytes; any other type too, so the content check answers invalid_file. */
function acceptRawPictures(app: FastifyInstance) {
  app.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/**
 * The caller's own account (profile, picture, password) and the extras of the unit's user page
 * (pictures, linked units; acting as a user is served by remote-access).
 */
export function accountRoutes({ storageDir }: AccountRouteOptions): FastifyPluginAsyncZod {
  async function adminContext(request: FastifyRequest, companyId: number | undefined): Promise<AdminContext> {
    return {
      db: request.db,
      scope: request.scope,
      companyId: await resolveManagedUnit(request.db, request.scope, companyId),
      client: clientOf(request),
    };
  }

  return async (app) => {
    const change = { tags, config: { policy: accountPolicy.change } };

    serve(app, calls.get, { tags, config: { policy: accountPolicy.read } }, (request) =>
      getAccount({ db: request.db, scope: request.scope }),
    );

    serve(app, calls.update, change, (request) =>
      updateAccount({
        db: request.db,
        scope: request.scope,
        input: request.body,
        client: clientOf(request),
      }),
    );

    serve(app, calls.changePassword, change, async (request) => {
      await changeOwnPassword({
        db: request.db,
        scope: request.scope,
        input: request.body,
        client: clientOf(request),
      });
      return { status: 'success' as const, message: translate('password_changed', request.lang) };
    });

    const manageUsers = { tags: ['users'], config: { policy: unitUserPolicy.manage } };

    serve(app, userCalls.linkableUnits, manageUsers, async (request) => {
      const ctx = await adminContext(request, request.query.company_id);
      return { data: await linkableUnits(ctx) };
    });

    await app.register(async (scoped) => {
      acceptRawPictures(scoped);

      for (const [def, remove] of [
        [calls.uploadAvatar, false],
        [calls.removeAvatar, true],
      ] as const) {
        serve(
          scoped,
          def,
          { tags, config: { policy: accountPolicy.change }, bodyLimit: AVATAR_MAX_BYTES },
          async (request) => ({
            avatar_url: await replaceOwnAvatar({
              db: request.db,
              storageDir,
              scope: request.scope,
              body: remove ? null : request.body,
              client: clientOf(request),
            }),
          }),
        );
      }

      // The upload's body is the picture's bytes (see acceptRawPictures): its declaration has no body.
      for (const [def, remove] of [
        [userCalls.uploadAvatar, false],
        [userCalls.removeAvatar, true],
      ] as const) {
        serve(scoped, def, { ...manageUsers, bodyLimit: AVATAR_MAX_BYTES }, async (request) => {
          const ctx = await adminContext(request, request.query.company_id);
          return {
            avatar_url: await replaceUserAvatar({
              ctx,
              storageDir,
              userId: request.params.id,
              body: remove ? null : (request as FastifyRequest).body,
            }),
          };
        });
      }
    });
  };
}
