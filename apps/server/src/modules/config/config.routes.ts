import { ZGetConfigResponse } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configPolicy } from './config.policy';
import { getSessionConfig } from './config.service';

export function configRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/config/getConfig',
      {
        config: { policy: configPolicy.read },
        schema: {
          tags: ['config'],
          summary: "The caller's company configuration and session context",
          response: { 200: ZGetConfigResponse },
        },
      },
      async (request) => getSessionConfig(request.db, request.scope),
    );
  };
}
