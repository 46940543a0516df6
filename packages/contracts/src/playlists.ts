import { z } from 'zod';
import { pageOf, zId, zIdParam, zIntParam, zText } from './common';

export const PLAYLIST_NAME_MAX = 120;
export const PLAYLIST_ITEMS_MAX = 100;
/** Seconds a slide stays on screen: at least this long… */
export const PLAYLIST_SECONDS_MIN = 2;
/** …and at most one hour. */
export const PLAYLIST_SECONDS_MAX = 3600;
export const PLAYLIST_DEFAULT_SECONDS = 30;
export const PLAYLIST_DEVICE_NAME_MAX = 80;

export const ZPlaylistReportKind = z.enum(['powerbi', 'html', 'external']);

const ZSeconds = zIntParam().min(PLAYLIST_SECONDS_MIN).max(PLAYLIST_SECONDS_MAX);

export const ZPlaylistItemInput = z.object({
  report_id: zId(),
  /** Own time on screen; null = the playlist's default. */
  seconds: ZSeconds.nullish().transform((v) => v ?? null),
  /** Provider reports: the page to show; null = the report's default page. */
  page_name: zText()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
});
export type TPlaylistItemInput = z.input<typeof ZPlaylistItemInput>;

export const ZSavePlaylistRequest = z.object({
  name: zText().trim().min(1).max(PLAYLIST_NAME_MAX),
  update_seconds: ZSeconds,
  /** In the order they are shown. */
  items: z.array(ZPlaylistItemInput).max(PLAYLIST_ITEMS_MAX),
});
export type TSavePlaylistRequest = z.input<typeof ZSavePlaylistRequest>;

export const ZPlaylistItem = z.object({
  id: z.number().int(),
  report_id: z.number().int(),
  report_title: z.string(),
  report_kind: ZPlaylistReportKind,
  position: z.number().int(),
  seconds: z.number().int().nullable(),
  page_name: z.string().nullable(),
});
export type TPlaylistItem = z.infer<typeof ZPlaylistItem>;

export const ZPlaylistSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  update_seconds: z.number().int(),
  items_count: z.number().int(),
  created_at: z.string(),
});
export type TPlaylistSummary = z.infer<typeof ZPlaylistSummary>;

/** The list, with what the caller may do (admins manage; users only watch). */
export const ZPlaylistPage = pageOf(ZPlaylistSummary).extend({
  policies: z.object({ manage: z.boolean() }),
});
export type TPlaylistPage = z.infer<typeof ZPlaylistPage>;

export const ZPlaylist = ZPlaylistSummary.extend({ items: z.array(ZPlaylistItem) });
export type TPlaylist = z.infer<typeof ZPlaylist>;

export const ZPlaylistParams = z.object({ id: zIdParam() });
export const ZPlaylistDeviceParams = ZPlaylistParams.extend({
  deviceId: zIdParam(),
});

/** One slide of the view: only the reports the caller can open, with the time already resolved. */
export const ZPlaylistSlide = z.object({
  report_id: z.number().int(),
  title: z.string(),
  kind: ZPlaylistReportKind,
  seconds: z.number().int(),
  page_name: z.string().nullable(),
  /** The report is under maintenance: the slide shows the maintenance message instead. */
  in_maintenance: z.boolean(),
  /** The report's own maintenance message (null: the standard one). */
  maintenance_message: z.string().nullable(),
});
export type TPlaylistSlide = z.infer<typeof ZPlaylistSlide>;

export const ZPlaylistView = z.object({
  id: z.number().int(),
  name: z.string(),
  slides: z.array(ZPlaylistSlide),
});
export type TPlaylistView = z.infer<typeof ZPlaylistView>;

export const ZPlaylistDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TPlaylistDevice = z.infer<typeof ZPlaylistDevice>;
export const ZPlaylistDeviceList = z.object({ data: z.array(ZPlaylistDevice) });

export const ZCreatePlaylistDeviceRequest = z.object({
  name: zText().trim().min(1).max(PLAYLIST_DEVICE_NAME_MAX),
});
export type TCreatePlaylistDeviceRequest = z.input<typeof ZCreatePlaylistDeviceRequest>;

/** Shown once: only the token's hash is kept, so the link cannot be shown again. */
export const ZCreatePlaylistDeviceResponse = z.object({
  device: ZPlaylistDevice,
  token: z.string(),
  /** Path on the unit's site that signs a screen in (`/auth/playlist/{token}`). */
  path: z.string(),
});
export type TCreatePlaylistDeviceResponse = z.infer<typeof ZCreatePlaylistDeviceResponse>;

export const ZPlaylistLoginRequest = z.object({ token: zText().trim().min(1).max(200) });
export type TPlaylistLoginRequest = z.infer<typeof ZPlaylistLoginRequest>;

/** Path of the playlist view of a playlist. */
export function playlistViewPath(id: number): string {
  return `/${id}/playlist/view`;
}
