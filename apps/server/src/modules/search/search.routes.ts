import { searchRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { searchPolicy } from './search.policy';
import { searchUnit } from './search.service';

/** The global search of the header and of Ctrl+K. */
export function searchRoutes(): FastifyPluginAsync {
  return async (app) => {
    serve(app, calls.search, { tags: ['search'], config: { policy: searchPolicy.search } }, (request) =>
      searchUnit({ ...contextOf(request), query: request.query }),
    );
  };
}
