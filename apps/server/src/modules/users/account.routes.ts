import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  translate,
  ZAccountProfile,
  ZAccountProfileUpdate,
  ZAvatarResponse,
  ZOkResponse,
  ZPasswordChangeRequest,
  unitUserRoutes as userCalls,
} from '@mirante/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request';
import { serve } from '../../platform/serve';
import { remoteAccessPolicy } from '../remote-access/remote-access.policy';
import { accessAsUser } from '../remote-access/user-access';
import {
  changeOwnPassword,
  getAccount,
  replaceOwnAvatar,
  replaceUserAvatar,
  updateAccount,
} from './account.service';
import { type AdminContext, linkableUnits, resolveManagedUnit } from './users-admin.service';
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
 * (pictures, linked units, acting as a user).
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
    app.get(
      '/auth/account',
      {
        config: { policy: accountPolicy.read },
        schema: { tags, summary: "The caller's own profile", response: { 200: ZAccountProfile } },
      },
      async (request) => getAccount({ db: request.db, scope: request.scope }),
    );

    app.put(
      '/auth/account',
      {
        config: { policy: accountPolicy.change },
        schema: {
          tags,
          summary: 'Edit the caller’s name, phone and language',
          body: ZAccountProfileUpdate,
          response: { 200: ZAccountProfile },
        },
      },
      async (request) =>
        updateAccount({
          db: request.db,
          scope: request.scope,
          input: request.body,
          client: clientOf(request),
        }),
    );

    app.post(
      '/auth/password/change',
      {
        config: { policy: accountPolicy.change },
        schema: {
          tags,
          summary: 'Change one’s own password; the other sessions end',
          body: ZPasswordChangeRequest,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await changeOwnPassword({
          db: request.db,
          scope: request.scope,
          input: request.body,
          client: clientOf(request),
        });
        return { status: 'success' as const, message: translate('password_changed', request.lang) };
      },
    );

    const manageUsers = { tags: ['users'], config: { policy: unitUserPolicy.manage } };

    serve(app, userCalls.linkableUnits, manageUsers, async (request) => {
      const ctx = await adminContext(request, request.query.company_id);
      return { data: await linkableUnits(ctx) };
    });

    serve(
      app,
      userCalls.access,
      { tags: ['users'], config: { policy: remoteAccessPolicy.accessAsUser } },
      async (request) => {
        const { sessionId: _sessionId, ...answer } = await accessAsUser({
          db: request.db,
          scope: request.scope,
          userId: request.params.id,
          client: clientOf(request),
        });
        return answer;
      },
    );

    await app.register(async (scoped) => {
      acceptRawPictures(scoped);
      const pictures = scoped.withTypeProvider<ZodTypeProvider>();

      for (const method of ['POST', 'DELETE'] as const) {
        const remove = method === 'DELETE';
        pictures.route({
          method,
          url: '/auth/account/avatar',
          bodyLimit: AVATAR_MAX_BYTES,
          config: { policy: accountPolicy.change },
          schema: {
            tags,
            summary: remove
              ? 'Remove one’s own picture'
              : 'Upload one’s own picture (PNG, JPEG or WebP body)',
            response: { 200: ZAvatarResponse },
          },
          handler: async (request) => ({
            avatar_url: await replaceOwnAvatar({
              db: request.db,
              storageDir,
              scope: request.scope,
              body: remove ? null : request.body,
              client: clientOf(request),
            }),
          }),
        });
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
