import {
  translate,
  ZOkResponse,
  ZRefuseRemoteAccessRequest,
  ZRemoteAccessRequestList,
  ZRemoteAccessRequestParams,
  ZRemoteStatusParams,
  ZRemoteStatusResponse,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request';
import { remoteAccessPolicy } from './remote-access.policy';
import { decideRemoteAccess, listRemoteAccessRequests, remoteAccessStatus } from './remote-access.service';

export function remoteAccessRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/remote/requests',
      {
        config: { policy: remoteAccessPolicy.list },
        schema: {
          tags: ['remote-access'],
          summary: "The unit's pending and recent remote-access requests",
          response: { 200: ZRemoteAccessRequestList },
        },
      },
      async (request) => ({ data: await listRemoteAccessRequests({ db: request.db, scope: request.scope }) }),
    );

    app.post(
      '/auth/remote/requests/:id/authorize',
      {
        config: { policy: remoteAccessPolicy.decide },
        schema: {
          tags: ['remote-access'],
          summary: 'Let the partner in',
          params: ZRemoteAccessRequestParams,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await decideRemoteAccess({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          decision: 'authorized',
          client: clientOf(request),
        });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );

    app.post(
      '/auth/remote/requests/:id/refuse',
      {
        config: { policy: remoteAccessPolicy.decide },
        schema: {
          tags: ['remote-access'],
          summary: 'Refuse the partner, with an optional reason it will see',
          params: ZRemoteAccessRequestParams,
          body: ZRefuseRemoteAccessRequest.nullish(),
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await decideRemoteAccess({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          decision: 'refused',
          reason: request.body?.reason ?? null,
          client: clientOf(request),
        });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );

    app.get(
      '/remote/status/:token',
      {
        config: { policy: remoteAccessPolicy.status },
        schema: {
          tags: ['remote-access'],
          summary: "The answer to the partner's request; once authorized, the unit's session (once)",
          params: ZRemoteStatusParams,
          response: { 200: ZRemoteStatusResponse },
        },
      },
      async (request) =>
        remoteAccessStatus({
          db: request.db,
          scope: request.scope,
          token: request.params.token,
          client: clientOf(request),
        }),
    );
  };
}
