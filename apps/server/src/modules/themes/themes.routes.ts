import { themeRoutes as calls } from '@mirante/contracts';
import { authRoutes, THEME_UPLOAD_MAX_BYTES, translate } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/serve';
import { unitScopeOf } from '../identity';
import { resolveSite } from '../tenancy';
import {
  createTheme,
  deleteTheme,
  findActiveTheme,
  getTheme,
  listThemes,
  setActiveTheme,
  updateTheme,
} from './themes.service';
import { themePolicy } from './themes.policy';

/** Three pictures in base64 (4/3 of their size) plus the rest of the form. */
const THEME_BODY_LIMIT = Math.ceil(THEME_UPLOAD_MAX_BYTES * 3 * (4 / 3)) + 64 * 1024;

export function themeRoutes(opts: { storageDir: string; baseDomain: string }): FastifyPluginAsyncZod {
  const { storageDir, baseDomain } = opts;
  return async (app) => {
    serve(
      app,
      authRoutes.siteTheme,
      { tags: ['themes'], config: { public: true, reach: 'crossing' } },
      async (request) => {
        const site = await resolveSite(request.db, request.headers.host, baseDomain);
        return { theme: site.kind === 'company' ? await findActiveTheme(request.db, site.companyId) : null };
      },
    );

    const manage = { tags: ['themes'], config: { policy: themePolicy.manage } };
    serve(
      app,
      calls.active,
      { tags: ['themes'], config: { policy: themePolicy.readActive } },
      async (request) => ({
        theme: request.scope.companyId ? await findActiveTheme(request.db, request.scope.companyId) : null,
      }),
    );

    // The admin's (or the master's, naming the unit) theme editing.
    serve(app, calls.list, manage, async (request) => ({
      data: await listThemes(request.db, await unitScopeOf(request.db, request)),
    }));
    serve(app, calls.get, manage, async (request) =>
      getTheme(request.db, await unitScopeOf(request.db, request), request.params.id),
    );
    const upload = { ...manage, bodyLimit: THEME_BODY_LIMIT };
    serve(app, calls.create, upload, async (request) =>
      createTheme(request.db, storageDir, await unitScopeOf(request.db, request), request.body),
    );
    serve(app, calls.update, upload, async (request) =>
      updateTheme(
        request.db,
        storageDir,
        await unitScopeOf(request.db, request),
        request.params.id,
        request.body,
      ),
    );
    serve(app, calls.remove, manage, async (request) => {
      await deleteTheme(request.db, await unitScopeOf(request.db, request), request.params.id);
      return { status: 'success' as const, message: translate('done', request.lang) };
    });
    serve(app, calls.activate, manage, async (request) =>
      setActiveTheme(request.db, await unitScopeOf(request.db, request), request.params.id, true),
    );
    serve(app, calls.deactivate, manage, async (request) =>
      setActiveTheme(request.db, await unitScopeOf(request.db, request), request.params.id, false),
    );
  };
}
