import {
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

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import { unitScopeOf } from '../config/unit-scope';
import { resolveSite } from '../tenancy/site';
import {
  createTheme,
  deleteTheme,
  findActiveTheme,
  getTheme,
  listThemes,
  setActiveTheme,
  themePolicy,
  updateTheme,
} from './themes.service';

/** Three pictures in base64 (4/3 of their size) plus the rest of the form. */
const THEME_BODY_LIMIT = Math.ceil(THEME_UPLOAD_MAX_BYTES * 3 * (4 / 3)) + 64 * 1024;

export function themeRoutes(opts: { db: Db; storageDir: string; baseDomain: string }): FastifyPluginAsyncZod {
  const { db, storageDir, baseDomain } = opts;
  return async (app) => {
    app.get(
      '/site/theme',
      {
        config: { public: true },
        schema: {
          tags: ['themes'],
          summary: "The active theme of the request host's unit (sign-in page), or null",
          response: { 200: ZSiteTheme },
        },
      },
      async (request) => {
        const site = await resolveSite(db, request.headers.host, baseDomain);
        return { theme: site.kind === 'company' ? await findActiveTheme(db, site.companyId) : null };
      },
    );

    app.get(
      '/auth/themes/active',
      {
        schema: {
          tags: ['themes'],
          summary: "The active theme of the session's unit (null outside a unit), for the layout",
          response: { 200: ZSiteTheme },
        },
      },
      async (request) => ({
        theme: request.scope.companyId ? await findActiveTheme(db, request.scope.companyId) : null,
      }),
    );

    await app.register(async (managed) => {
      // Before body validation, so a profile without access gets 403 rather than field errors.
      managed.addHook('preValidation', async (request) => authorize(request.scope, themePolicy.manage));
      await managedThemeRoutes(managed, db, storageDir);
    });
  };
}

/** The admin's theme editing; the caller's plugin checks the profile first. */
async function managedThemeRoutes(app: ZodApp, db: Db, storageDir: string) {
  app.get(
    '/auth/themes',
    { schema: { tags: ['themes'], summary: "The unit's themes", response: { 200: ZThemeList } } },
    async (request) => {
      return { data: await listThemes(db, await unitScopeOf(db, request)) };
    },
  );

  app.get(
    '/auth/themes/:id',
    {
      schema: { tags: ['themes'], summary: 'One theme', params: ZThemeIdParams, response: { 200: ZTheme } },
    },
    async (request) => {
      return getTheme(db, await unitScopeOf(db, request), request.params.id);
    },
  );

  app.post(
    '/auth/themes',
    {
      bodyLimit: THEME_BODY_LIMIT,
      schema: { tags: ['themes'], summary: 'Create a theme', body: ZThemeInput, response: { 200: ZTheme } },
    },
    async (request) => {
      return createTheme(db, storageDir, await unitScopeOf(db, request), request.body);
    },
  );

  app.put(
    '/auth/themes/:id',
    {
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
      return updateTheme(db, storageDir, await unitScopeOf(db, request), request.params.id, request.body);
    },
  );

  app.delete(
    '/auth/themes/:id',
    {
      schema: {
        tags: ['themes'],
        summary: 'Delete a theme',
        params: ZThemeIdParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await deleteTheme(db, await unitScopeOf(db, request), request.params.id);
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
        schema: {
          tags: ['themes'],
          summary: active ? "Make the theme the unit's active one" : 'Turn the theme off',
          params: ZThemeIdParams,
          response: { 200: ZTheme },
        },
      },
      async (request) => {
        return setActiveTheme(db, await unitScopeOf(db, request), request.params.id, active);
      },
    );
  }
}
