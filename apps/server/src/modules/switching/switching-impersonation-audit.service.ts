import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { recordEvent } from '../../platform/audit';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change a partner makes from inside a unit (an impersonated session) is audited with both
 * identities: the session's user and the partner's user acting through it. Reads are not.
 */
export function registerImpersonationAudit(app: FastifyInstance, db: Db): void {
  // onSend rather than onResponse: the answer leaves only once its audit row is written.
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.scope;
    if (!scope?.impersonatorUserId || READ_ONLY.has(request.method)) return payload;
    try {
      await recordEvent(db, {
        event: 'impersonated_action',
        outcome: reply.statusCode < 400 ? 'success' : `http_${reply.statusCode}`,
        userId: scope.userId,
        actorUserId: scope.impersonatorUserId,
        companyId: scope.companyId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        details: {
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          status: reply.statusCode,
          sessionId: scope.sessionId,
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit of an impersonated action failed');
    }
    return payload;
  });
}
