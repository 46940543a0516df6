import { auditRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../platform/serve';
import { auditPolicy } from './audit.policy';
import { listAuditEvents } from './audit.repository';

export function auditRoutes(): FastifyPluginAsync {
  return async (app) => {
    serve(app, calls.list, { tags: ['audit'], config: { policy: auditPolicy.list } }, (request) =>
      listAuditEvents(request.db, request.scope, request.query),
    );
  };
}
