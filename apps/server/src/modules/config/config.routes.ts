import { configRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../platform/serve';
import { configPolicy } from './config.policy';
import { getSessionConfig } from './config.service';

export function configRoutes(): FastifyPluginAsync {
  return async (app) => {
    serve(app, calls.get, { tags: ['config'], config: { policy: configPolicy.read } }, (request) =>
      getSessionConfig(request.db, request.scope),
    );
  };
}
