import { healthRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db';
import { NO_UNIT_ROUTE } from '../../platform/route-reach';
import { serve } from '../../platform/serve';

export function healthRoutes(database: Pick<Database, 'ping'>): FastifyPluginAsync {
  return async (app) => {
    serve(
      app,
      calls.get,
      { tags: ['health'], config: { public: true, reach: NO_UNIT_ROUTE } },
      async (_request, reply) => {
        const up = await database.ping();
        if (up) return { status: 'ok', database: 'up' } as const;
        return reply.status(503).send({ status: 'degraded', database: 'down' });
      },
    );
  };
}
