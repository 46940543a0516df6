import {
  authRoutes,
  THEME_UPLOAD_MAX_BYTES,
  translate,
  ZOkResponse,
  ZSiteTheme,
  ZTheme,
  ZThemeIdParams,
  ZThemeInput,
  ZThemeList,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/serve';
import { unitScopeOf } from '../config/unit-scope';
import { resolveSite } from '../tenancy/site';
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

    app.get(
      '/auth/themes/active',
      {
        config: { policy: themePolicy.readActive },
        schema: {
          tags: ['themes'],
          summary: "The active theme of the session's unit (null outside a unit), for the layout",
          response: { 200: ZSiteTheme },
        },
      },
      async (request) => ({
        theme: request.scope.companyId ? await findActiveTheme(request.db, request.scope.companyId) : null,
      }),
    );

    // The admin's (or the master's, naming the unit) theme editing.
    app.get(
      '/auth/themes',
      {
        config: { policy: themePolicy.manage },
        schema: { tags: ['themes'], summary: "The unit's themes", response: { 200: ZThemeList } },
      },
      async (request) => {
        return { data: await listThemes(request.db, await unitScopeOf(request.db, request)) };
      },
    );

    app.get(
      '/auth/themes/:id',
      {
        config: { policy: themePolicy.manage },
        schema: { tags: ['themes'], summary: 'One theme', params: ZThemeIdParams, response: { 200: ZTheme } },
      },
      async (request) => {
        return getTheme(request.db, await unitScopeOf(request.db, request), request.params.id);
      },
    );

    app.post(
      '/auth/themes',
      {
        config: { policy: themePolicy.manage },
        bodyLimit: THEME_BODY_LIMIT,
        schema: { tags: ['themes'], summary: 'Create a theme', body: ZThemeInput, response: { 200: ZTheme } },
      },
      async (request) => {
        return createTheme(request.db, storageDir, await unitScopeOf(request.db, request), request.body);
      },
    );

    app.put(
      '/auth/themes/:id',
      {
        config: { policy: themePolicy.manage },
        bodyLimit: THEME_BODY_LIMIT,
        schema: {
          tags: ['themes'],
          summary: 'Edit a theme',
          params: ZThemeIdParams,
          body: ZThemeInput,
          response: { 200: ZTheme },
        },
      },
      async (request) => {
        return updateTheme(
          request.db,
          storageDir,
          await unitScopeOf(request.db, request),
          request.params.id,
          request.body,
        );
      },
    );

    app.delete(
      '/auth/themes/:id',
      {
        config: { policy: themePolicy.manage },
        schema: {
          tags: ['themes'],
          summary: 'Delete a theme',
          params: ZThemeIdParams,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await deleteTheme(request.db, await unitScopeOf(request.db, request), request.params.id);
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );

    for (const [action, active] of [
      ['activate', true],
      ['deactivate', false],
    ] as const) {
      app.post(
        `/auth/themes/:id/${action}`,
        {
          config: { policy: themePolicy.manage },
          schema: {
            tags: ['themes'],
            summary: active ? "Make the theme the unit's active one" : 'Turn the theme off',
            params: ZThemeIdParams,
            response: { 200: ZTheme },
          },
        },
        async (request) => {
          return setActiveTheme(
            request.db,
            await unitScopeOf(request.db, request),
            request.params.id,
            active,
          );
        },
      );
    }
  };
}
