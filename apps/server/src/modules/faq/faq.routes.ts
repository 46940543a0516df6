import { faqRoutes as calls, translate } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../platform/serve';
import { faqPolicy } from './faq.policy';
import {
  addFaqEntry,
  deleteFaqEntry,
  listKeptFaq,
  moveFaqEntry,
  readFaq,
  readPublicFaq,
  updateFaqEntry,
} from './faq.service';
import { resolveSite } from '../tenancy';

const tags = ['faq'];

/** The FAQ: read by units' members and partners, kept by the operator and by each partner. */
export function faqRoutes({ baseDomain }: { baseDomain: string }): FastifyPluginAsync {
  return async (app) => {
    const manage = { tags, config: { policy: faqPolicy.manage } };
    serve(app, calls.readPublic, { tags, config: { public: true, reach: 'crossing' } }, async (request) =>
      readPublicFaq({
        db: request.db,
        site: await resolveSite(request.db, request.headers.host, baseDomain),
        lang: request.lang,
        query: request.query,
      }),
    );
    serve(app, calls.read, { tags, config: { policy: faqPolicy.read } }, (request) =>
      readFaq({ db: request.db, scope: request.scope, lang: request.lang, query: request.query }),
    );
    serve(app, calls.listKept, manage, (request) =>
      listKeptFaq({ db: request.db, scope: request.scope, query: request.query }),
    );
    serve(app, calls.create, manage, (request) =>
      addFaqEntry({ db: request.db, scope: request.scope, input: request.body }),
    );
    serve(app, calls.update, manage, (request) =>
      updateFaqEntry({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    serve(app, calls.move, manage, (request) =>
      moveFaqEntry({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    serve(app, calls.remove, manage, async (request) => {
      await deleteFaqEntry({ db: request.db, scope: request.scope, id: request.params.id });
      return { status: 'success' as const, message: translate('done', request.lang) };
    });
  };
}
