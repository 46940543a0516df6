/* Kinds, modes and limits of reports. */

export const REPORT_KINDS = ['powerbi', 'html', 'external'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Kinds a person adds by hand; provider reports come from the provider import. */
export const MANUAL_REPORT_KINDS = ['html', 'external'] as const satisfies readonly ReportKind[];
export const REPORT_FILTER_MODES = ['none', 'filter', 'rls'] as const;
export type ReportFilterMode = (typeof REPORT_FILTER_MODES)[number];

export const REPORT_GROUP_NAME_MAX = 100;
export const REPORT_GROUP_ICON_MAX = 64;
/** Subgroups one group may have (one level only). */
export const REPORT_SUBGROUPS_MAX = 50;
export const REPORT_TITLE_MAX = 160;
export const REPORT_DESCRIPTION_MAX = 2000;
export const REPORT_MAINTENANCE_MESSAGE_MAX = 500;
export const REPORT_URL_MAX = 2000;
/** Imported HTML is stored in the database; beyond this it is refused. */
export const REPORT_HTML_MAX_BYTES = 2 * 1024 * 1024;
/** Reload every N seconds: 0 = never, at most one day. */
export const REPORT_UPDATE_SECONDS_MAX = 86_400;
/** Cover pictures, sent as the raw request body with their image content type. */
export const REPORT_COVER_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const REPORT_COVER_MAX_BYTES = 2 * 1024 * 1024;
/** Items of the dashboard's lists. */
export const DASHBOARD_LIST_SIZE = 8;
export const REPORT_FILTERS_MAX = 50;
export const REPORT_ACCESS_GRANTS_MAX = 500;
