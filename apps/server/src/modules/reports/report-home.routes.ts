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
import { authorize } from '../../platform/policy';
import { auditReports } from './report-audit';
import { listReportGrants, saveReportGrants } from './report-grants.repository';
import {
  addFavorite,
  dashboardOf,
  homePageOf,
  listFavorites,
  removeFavorite,
  setHomePage,
} from './report-home.service';
import type { ProviderService } from '../provider/provider.service';
import { providerReportPages } from './report-view.service';
import { reportPolicy, unitOf } from './reports.policy';

/** Favorites, the dashboard and the home page selection of a unit member. */
export function reportHomeRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['dashboard'];
    app.addHook('preValidation', async (request) => authorize(request.scope, reportPolicy.view));

    app.get(
      '/auth/dashboard',
      {
        schema: {
          tags,
          summary: 'Latest reports added, favorites and recently viewed',
          response: { 200: ZDashboardResponse },
        },
      },
      async (request) => dashboardOf(db, request.scope),
    );
    app.get(
      '/auth/reports/favorites',
      { schema: { tags, summary: "The caller's favorite reports", response: { 200: ZReportCardList } } },
      async (request) => ({ data: await listFavorites(db, request.scope) }),
    );
    app.post(
      '/auth/reports/:id/favorite',
      {
        schema: {
          tags,
          summary: 'Mark a favorite',
          params: ZReportParams,
          response: { 200: ZFavoriteResponse },
        },
      },
      async (request) => addFavorite(db, request.scope, request.params.id),
    );
    app.delete(
      '/auth/reports/:id/favorite',
      {
        schema: {
          tags,
          summary: 'Unmark a favorite',
          params: ZReportParams,
          response: { 200: ZFavoriteResponse },
        },
      },
      async (request) => removeFavorite(db, request.scope, request.params.id),
    );
    app.get(
      '/auth/home-page',
      { schema: { tags, summary: "The caller's home page", response: { 200: ZHomePageResponse } } },
      async (request) => homePageOf(db, request.scope),
    );
    app.put(
      '/auth/home-page',
      {
        schema: {
          tags,
          summary: "Choose the caller's home page (null: the unit's)",
          body: ZHomePageRequest,
          response: { 200: ZHomePageResponse },
        },
      },
      async (request) => setHomePage(db, request.scope, request.body.home_page),
    );
  };
}

/** Who may open a report: per user and per user group (unit admins), and the pages to grant. */
export function reportGrantRoutes(deps: {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    const tags = ['reports'];
    const audit = auditReports(db);
    app.addHook('preValidation', async (request) => authorize(request.scope, reportPolicy.manage));
    app.get(
      '/auth/reports/:id/access',
      {
        schema: {
          tags,
          summary: 'Users and user groups that may open a report',
          params: ZReportParams,
          response: { 200: ZReportAccessList },
        },
      },
      async (request) => ({ data: await listReportGrants(db, unitOf(request.scope), request.params.id) }),
    );
    app.get(
      '/auth/reports/:id/pages',
      {
        schema: {
          tags,
          summary: "A provider report's pages (none for other kinds)",
          params: ZReportParams,
          response: { 200: ZReportPagesResponse },
        },
      },
      async (request) =>
        providerReportPages({ ...deps, companyId: unitOf(request.scope), reportId: request.params.id }),
    );
    app.put(
      '/auth/reports/:id/access',
      {
        schema: {
          tags,
          summary: 'Replace the grants of a report',
          params: ZReportParams,
          body: ZSaveReportAccessRequest,
          response: { 200: ZReportAccessList },
        },
      },
      async (request) => {
        const data = await saveReportGrants(db, unitOf(request.scope), request.params.id, request.body);
        await audit(request.scope, 'report.access', { report_id: request.params.id, grants: data.length });
        return { data };
      },
    );
  };
}
