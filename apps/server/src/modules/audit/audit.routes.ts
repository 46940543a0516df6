import { ZAuditPage, ZAuditQuery } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPolicy } from './audit.policy';
import { listAuditEvents } from './audit.repository';

export function auditRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/audit',
      {
        config: { policy: auditPolicy.list },
        schema: {
          tags: ['audit'],
          summary: 'The audit trail: sign-ins, failures, switches, logouts (newest first)',
          querystring: ZAuditQuery,
          response: { 200: ZAuditPage },
        },
      },
      async (request) => listAuditEvents(request.db, request.scope, request.query),
    );
  };
}
