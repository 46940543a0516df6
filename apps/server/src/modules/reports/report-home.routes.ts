import {
  ZDashboardResponse,
  ZFavoriteResponse,
  ZHomePageRequest,
  ZHomePageResponse,
  ZReportAccessList,
  ZReportCardList,
  ZReportPagesResponse,
  ZReportParams,
  ZSaveReportAccessRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { ProviderService } from '../provider/provider.service';
import { listReportAccess, reportPagesToGrant, saveReportAccess } from './report-grants.service';
import {
  addFavorite,
  dashboardOf,
  homePageOf,
  listFavorites,
  removeFavorite,
  setHomePage,
} from './report-home.service';
import { reportPolicy } from './reports.policy';

/** Favorites, the dashboard and the home page selection of a unit member. */
export function reportHomeRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['dashboard'];

    app.get(
      '/auth/dashboard',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: 'Latest reports added, favorites and recently viewed',
          response: { 200: ZDashboardResponse },
        },
      },
      async (request) => dashboardOf(request.db, request.scope),
    );
    app.get(
      '/auth/reports/favorites',
      {
        config: { policy: reportPolicy.view },
        schema: { tags, summary: "The caller's favorite reports", response: { 200: ZReportCardList } },
      },
      async (request) => ({ data: await listFavorites(request.db, request.scope) }),
    );
    app.post(
      '/auth/reports/:id/favorite',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: 'Mark a favorite',
          params: ZReportParams,
          response: { 200: ZFavoriteResponse },
        },
      },
      async (request) => addFavorite(request.db, request.scope, request.params.id),
    );
    app.delete(
      '/auth/reports/:id/favorite',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: 'Unmark a favorite',
          params: ZReportParams,
          response: { 200: ZFavoriteResponse },
        },
      },
      async (request) => removeFavorite(request.db, request.scope, request.params.id),
    );
    app.get(
      '/auth/home-page',
      {
        config: { policy: reportPolicy.view },
        schema: { tags, summary: "The caller's home page", response: { 200: ZHomePageResponse } },
      },
      async (request) => homePageOf(request.db, request.scope),
    );
    app.put(
      '/auth/home-page',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: "Choose the caller's home page (null: the unit's)",
          body: ZHomePageRequest,
          response: { 200: ZHomePageResponse },
        },
      },
      async (request) => setHomePage(request.db, request.scope, request.body.home_page),
    );
  };
}

/** Who may open a report: per user and per user group (unit admins), and the pages to grant. */
export function reportGrantRoutes(deps: {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reports'];
    app.get(
      '/auth/reports/:id/access',
      {
        config: { policy: reportPolicy.manage },
        schema: {
          tags,
          summary: 'Users and user groups that may open a report',
          params: ZReportParams,
          response: { 200: ZReportAccessList },
        },
      },
      async (request) =>
        listReportAccess({ ...deps, db: request.db, scope: request.scope, reportId: request.params.id }),
    );
    app.get(
      '/auth/reports/:id/pages',
      {
        config: { policy: reportPolicy.manage },
        schema: {
          tags,
          summary: "A provider report's pages (none for other kinds)",
          params: ZReportParams,
          response: { 200: ZReportPagesResponse },
        },
      },
      async (request) =>
        reportPagesToGrant({ ...deps, db: request.db, scope: request.scope, reportId: request.params.id }),
    );
    app.put(
      '/auth/reports/:id/access',
      {
        config: { policy: reportPolicy.manage },
        schema: {
          tags,
          summary: 'Replace the grants of a report',
          params: ZReportParams,
          body: ZSaveReportAccessRequest,
          response: { 200: ZReportAccessList },
        },
      },
      async (request) =>
        saveReportAccess({
          ...deps,
          db: request.db,
          scope: request.scope,
          reportId: request.params.id,
          input: request.body,
        }),
    );
  };
}
