import { ZOkResponse } from '../auth';
import {
  ZCreateFaqEntryRequest,
  ZFaqEntryParams,
  ZFaqListQuery,
  ZFaqPage,
  ZManagedFaqEntry,
  ZManagedFaqListQuery,
  ZManagedFaqPage,
  ZMoveFaqEntryRequest,
  ZUpdateFaqEntryRequest,
} from '../faq';
import { route } from '../route-map';

/** The FAQ's calls: read by units' members, partners and visitors; kept by the operator and each partner. */
export const faqRoutes = {
  readPublic: route('GET /faq', {
    summary: 'The FAQ of a visitor without a session: the platform’s, and on a unit’s address its partner’s',
    query: ZFaqListQuery,
    response: ZFaqPage,
  }),
  read: route('GET /auth/faq', {
    summary: 'The entries of the platform and of the caller’s partner, in the caller’s language',
    query: ZFaqListQuery,
    response: ZFaqPage,
  }),
  listKept: route('GET /auth/faq/entries', {
    summary: 'The caller’s own entries, in order, with every language',
    query: ZManagedFaqListQuery,
    response: ZManagedFaqPage,
  }),
  create: route('POST /auth/faq/entries', {
    summary: 'Add an entry, last in the caller’s order',
    body: ZCreateFaqEntryRequest,
    response: ZManagedFaqEntry,
    status: 201,
  }),
  update: route('PUT /auth/faq/entries/:id', {
    summary: 'Change the texts of the languages named',
    params: ZFaqEntryParams,
    body: ZUpdateFaqEntryRequest,
    response: ZManagedFaqEntry,
  }),
  move: route('POST /auth/faq/entries/:id/move', {
    summary: 'Move an entry one place up or down',
    params: ZFaqEntryParams,
    body: ZMoveFaqEntryRequest,
    response: ZManagedFaqEntry,
  }),
  remove: route('DELETE /auth/faq/entries/:id', {
    summary: 'Delete an entry',
    params: ZFaqEntryParams,
    response: ZOkResponse,
  }),
} as const;
