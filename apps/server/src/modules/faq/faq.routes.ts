import {
  ZCreateFaqEntryRequest,
  ZFaqEntryParams,
  ZFaqListQuery,
  ZFaqPage,
  ZManagedFaqEntry,
  ZManagedFaqListQuery,
  ZManagedFaqPage,
  ZMoveFaqEntryRequest,
  ZOkResponse,
  ZUpdateFaqEntryRequest,
  translate,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { resolveSite } from '../tenancy/site';

const tags = ['faq'];

/** The FAQ: read by units' members and partners, kept by the operator and by each partner. */
export function faqRoutes({ baseDomain }: { baseDomain: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/faq',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags,
          summary:
            'The FAQ of a visitor without a session: the platform’s, and on a unit’s address its partner’s',
          querystring: ZFaqListQuery,
          response: { 200: ZFaqPage },
        },
      },
      async (request) =>
        readPublicFaq({
          db: request.db,
          site: await resolveSite(request.db, request.headers.host, baseDomain),
          lang: request.lang,
          query: request.query,
        }),
    );
    app.get(
      '/auth/faq',
      {
        config: { policy: faqPolicy.read },
        schema: {
          tags,
          summary: 'The entries of the platform and of the caller’s partner, in the caller’s language',
          querystring: ZFaqListQuery,
          response: { 200: ZFaqPage },
        },
      },
      async (request) =>
        readFaq({ db: request.db, scope: request.scope, lang: request.lang, query: request.query }),
    );
    app.get(
      '/auth/faq/entries',
      {
        config: { policy: faqPolicy.manage },
        schema: {
          tags,
          summary: 'The caller’s own entries, in order, with every language',
          querystring: ZManagedFaqListQuery,
          response: { 200: ZManagedFaqPage },
        },
      },
      async (request) => listKeptFaq({ db: request.db, scope: request.scope, query: request.query }),
    );
    app.post(
      '/auth/faq/entries',
      {
        config: { policy: faqPolicy.manage },
        schema: {
          tags,
          summary: 'Add an entry, last in the caller’s order',
          body: ZCreateFaqEntryRequest,
          response: { 201: ZManagedFaqEntry },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addFaqEntry({ db: request.db, scope: request.scope, input: request.body })),
    );
    app.put(
      '/auth/faq/entries/:id',
      {
        config: { policy: faqPolicy.manage },
        schema: {
          tags,
          summary: 'Change the texts of the languages named',
          params: ZFaqEntryParams,
          body: ZUpdateFaqEntryRequest,
          response: { 200: ZManagedFaqEntry },
        },
      },
      async (request) =>
        updateFaqEntry({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    app.post(
      '/auth/faq/entries/:id/move',
      {
        config: { policy: faqPolicy.manage },
        schema: {
          tags,
          summary: 'Move an entry one place up or down',
          params: ZFaqEntryParams,
          body: ZMoveFaqEntryRequest,
          response: { 200: ZManagedFaqEntry },
        },
      },
      async (request) =>
        moveFaqEntry({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    app.delete(
      '/auth/faq/entries/:id',
      {
        config: { policy: faqPolicy.manage },
        schema: { tags, summary: 'Delete an entry', params: ZFaqEntryParams, response: { 200: ZOkResponse } },
      },
      async (request) => {
        await deleteFaqEntry({ db: request.db, scope: request.scope, id: request.params.id });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );
  };
}
