/** Time constants of spec §9, shared so the server, the web app and the tests agree. */

/** How long a notification toast stays on screen; confirmations stay until answered. */
export const NOTIFICATION_DURATION_MS = 10_000;
export const NOTIFICATION_POSITION = 'top-right';
/** How long the "refreshing session" notice shows after a token refresh on the playlist view. */
export const SESSION_REFRESH_NOTICE_MS = 1_000;
/** Wait before the request that failed with an expired token is retried with the new token. */
export const SESSION_RETRY_DELAY_MS = 500;
/** Wait before the page reloads after a session refresh. */
export const SESSION_RELOAD_DELAY_MS = 1_000;
/** Delay before the profile questionnaire opens after the first login. */
export const QUESTIONNAIRE_DELAY_MS = 1_000;
/** How long the "company changed" modal shows before navigating to the intended path. */
export const COMPANY_CHANGE_MODAL_MS = 2_000;
/**
 * How often an open session asks for the unit's settings again (remote_config), so a change of
 * menu or switches reaches open tabs without signing in again; also on returning to the tab.
 */
export const REMOTE_CONFIG_POLL_MS = 15_000;

/** Format in which dates are shown and typed (see `isValidDate`). */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_DISPLAY_FORMAT = 'DD/MM/YYYY HH:mm';
export const TIME_DISPLAY_FORMAT = 'HH:mm';
