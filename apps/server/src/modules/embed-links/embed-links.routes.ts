import { embedLinkRoutes as calls, embeddedRoutes as open } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { declarePublic } from '../../platform/auth-guard';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { embedLinkPolicy } from './embed-links.policy';
import {
  createUnitEmbedLink,
  getUnitEmbedLink,
  listUnitEmbedLinks,
  regenerateUnitEmbedLinks,
  revokeUnitEmbedLinks,
  updateUnitEmbedLink,
} from './embed-links.service';
import {
  type EmbeddedDeps,
  embeddedLinkStatus,
  embeddedReport,
  logEmbeddedView,
  unitOfLinkToken,
} from './embed-links-embedded.service';

/** The unit's embed links: list, make, change, regenerate and revoke (its admins). */
export function embedLinkRoutes(deps: EmbeddedDeps): FastifyPluginAsync {
  const { secretBox } = deps;
  return async (app) => {
    const tags = ['embed links'];
    const manage = { tags, config: { policy: embedLinkPolicy.manage } };

    serve(app, calls.list, manage, (request) =>
      listUnitEmbedLinks({ ...contextOf(request), secretBox, query: request.query }),
    );
    serve(app, calls.get, manage, (request) =>
      getUnitEmbedLink({ ...contextOf(request), secretBox, id: request.params.id }),
    );
    serve(app, calls.create, manage, (request) =>
      createUnitEmbedLink({ ...contextOf(request), secretBox, provider: deps.provider, input: request.body }),
    );
    serve(app, calls.update, manage, (request) =>
      updateUnitEmbedLink({ ...contextOf(request), secretBox, id: request.params.id, input: request.body }),
    );
    serve(app, calls.regenerate, manage, (request) =>
      regenerateUnitEmbedLinks({ ...contextOf(request), secretBox, ids: request.body.ids }),
    );
    serve(app, calls.revoke, manage, (request) =>
      revokeUnitEmbedLinks({ ...contextOf(request), ids: request.body.ids }),
    );
  };
}

/**
 * The embedded page's calls, without a session: the link's token is the credential. It travels
 * in the body, so it never lands in an API path (nor in the request log).
 */
export function embeddedRoutes(deps: EmbeddedDeps): FastifyPluginAsync {
  return async (app) => {
    // Framed on other sites, where the portal's cookies (and its XSRF cookie) are not sent. Each
    // call runs in the reach of the unit its link's token names: it reads no other unit's rows.
    declarePublic(app, { skipXsrf: true, reach: { token: unitOfLinkToken(deps) } });
    const tags = ['embedded page'];
    const inReach = (request: { db: EmbeddedDeps['db'] }): EmbeddedDeps => ({ ...deps, db: request.db });

    serve(app, open.report, { tags }, (request) => embeddedReport(inReach(request), request.body));
    serve(app, open.status, { tags }, (request) => embeddedLinkStatus(inReach(request), request.body.token));
    serve(app, open.pageView, { tags }, (request) => logEmbeddedView(inReach(request), request.body));
  };
}
