import { reportAccessRoutes as grants, reportHomeRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import type { ProviderService } from '../provider';
import { listReportAccess, reportPagesToGrant, saveReportAccess } from './reports-grants.service';
import {
  addFavorite,
  dashboardOf,
  homePageOf,
  listFavorites,
  removeFavorite,
  setHomePage,
} from './reports-home.service';
import { reportPolicy } from './reports.policy';

/** Favorites, the dashboard and the home page selection of a unit member. */
export function reportHomeRoutes(): FastifyPluginAsync {
  return async (app) => {
    const view = { tags: ['dashboard'], config: { policy: reportPolicy.view } };

    serve(app, calls.dashboard, view, (request) => dashboardOf(request.db, request.scope));
    serve(app, calls.favorites, view, async (request) => ({
      data: await listFavorites(request.db, request.scope),
    }));
    serve(app, calls.addFavorite, view, (request) =>
      addFavorite(request.db, request.scope, request.params.id),
    );
    serve(app, calls.removeFavorite, view, (request) =>
      removeFavorite(request.db, request.scope, request.params.id),
    );
    serve(app, calls.homePage, view, (request) => homePageOf(request.db, request.scope));
    serve(app, calls.setHomePage, view, (request) =>
      setHomePage(request.db, request.scope, request.body.home_page),
    );
  };
}

/** Who may open a report: per user and per user group (unit admins), and the pages to grant. */
export function reportGrantRoutes(deps: {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
}): FastifyPluginAsync {
  return async (app) => {
    const manage = { tags: ['reports'], config: { policy: reportPolicy.manage } };

    serve(app, grants.list, manage, (request) =>
      listReportAccess({ ...deps, ...contextOf(request), reportId: request.params.id }),
    );
    serve(app, grants.pages, manage, (request) =>
      reportPagesToGrant({ ...deps, ...contextOf(request), reportId: request.params.id }),
    );
    serve(app, grants.save, manage, (request) =>
      saveReportAccess({ ...deps, ...contextOf(request), reportId: request.params.id, input: request.body }),
    );
  };
}
