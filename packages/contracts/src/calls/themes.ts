import { ZOkResponse } from '../auth';
import { route } from '../route-map';
import { ZSiteTheme, ZTheme, ZThemeIdParams, ZThemeInput, ZThemeList } from '../themes';
import { ZUnitScopeQuery } from '../users';

/**
 * The themes screen's calls: an admin works on their unit, a master names one of its partner's
 * units (`company_id`).
 */
export const themeRoutes = {
  active: route('GET /auth/themes/active', {
    summary: "The active theme of the session's unit (null outside a unit), for the layout",
    response: ZSiteTheme,
  }),
  list: route('GET /auth/themes', {
    summary: "The unit's themes",
    query: ZUnitScopeQuery,
    response: ZThemeList,
  }),
  get: route('GET /auth/themes/:id', {
    summary: 'One theme',
    params: ZThemeIdParams,
    query: ZUnitScopeQuery,
    response: ZTheme,
  }),
  create: route('POST /auth/themes', {
    summary: 'Create a theme',
    query: ZUnitScopeQuery,
    body: ZThemeInput,
    response: ZTheme,
  }),
  update: route('PUT /auth/themes/:id', {
    summary: 'Edit a theme',
    params: ZThemeIdParams,
    query: ZUnitScopeQuery,
    body: ZThemeInput,
    response: ZTheme,
  }),
  remove: route('DELETE /auth/themes/:id', {
    summary: 'Delete a theme',
    params: ZThemeIdParams,
    query: ZUnitScopeQuery,
    response: ZOkResponse,
  }),
  activate: route('POST /auth/themes/:id/activate', {
    summary: "Make the theme the unit's active one",
    params: ZThemeIdParams,
    query: ZUnitScopeQuery,
    response: ZTheme,
  }),
  deactivate: route('POST /auth/themes/:id/deactivate', {
    summary: 'Turn the theme off',
    params: ZThemeIdParams,
    query: ZUnitScopeQuery,
    response: ZTheme,
  }),
} as const;
