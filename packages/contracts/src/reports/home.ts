import { z } from 'zod';
import { zText } from '../common';
import { ZReportCard } from './cards';

/* Favorites, dashboard, home page. */

/** `GET /api/auth/reports/favorites`. `POST`/`DELETE /api/auth/reports/:id/favorite`. */
export const ZReportCardList = z.object({ data: z.array(ZReportCard) });
export type TReportCardList = z.infer<typeof ZReportCardList>;
export const ZFavoriteResponse = z.object({ favorite: z.boolean() });

export const ZRecentReport = ZReportCard.extend({ viewed_at: z.string() });
export type TRecentReport = z.infer<typeof ZRecentReport>;

/** `GET /api/auth/dashboard`: latest reports added, favorites and recently viewed. */
export const ZDashboardResponse = z.object({
  latest: z.array(ZReportCard),
  favorites: z.array(ZReportCard),
  recent: z.array(ZRecentReport),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

/**
 * `GET`/`PUT /api/auth/home-page`: the user's own landing page (null = the unit's home_page).
 * A path the user may open: '/', '/{route}' of the profile, or '/{id}/reports/view' of a
 * report the user sees.
 */
export const ZHomePageRequest = z.object({
  home_page: zText()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null),
});
export type THomePageRequest = z.input<typeof ZHomePageRequest>;
export const ZHomePageResponse = z.object({
  home_page: z.string().nullable(),
  /** The unit's default, used when `home_page` is null. */
  default_home_page: z.string(),
  /** Route paths (without parameters) the user may choose. */
  routes: z.array(z.string()),
});
export type THomePageResponse = z.infer<typeof ZHomePageResponse>;
