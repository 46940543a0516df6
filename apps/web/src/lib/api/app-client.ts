import { notifications } from '@mantine/notifications';
import { currentLanguage, translateMessage } from '../i18n';
import { flushStorage, getCachedUser, setCachedToken } from '../storage';
import { type ApiClient, createApiClient, type LogoutTarget } from './client';

let logoutHandler: (to: LogoutTarget) => void = (to) => {
  window.location.assign(to);
};

/** The app installs its logout (clear records, call the server, navigate) once the router exists. */
export function setLogoutHandler(handler: (to: LogoutTarget) => void): void {
  logoutHandler = handler;
}

/** The API client of the app: session token from `bi:cache`, language from i18n. */
export const api: ApiClient = createApiClient({
  getToken: () => getCachedUser()?.token ?? null,
  getLanguage: currentLanguage,
  translate: translateMessage,
  notify: ({ message, title, color, autoClose }) => {
    notifications.show({ message, title, color, ...(autoClose ? { autoClose } : {}) });
  },
  onLogout: (to) => logoutHandler(to),
  onTokenRefreshed: (token, expiresAt) => setCachedToken(token, expiresAt),
  // The encrypted records are written in the background: the new token must be kept first.
  reload: () => void flushStorage().finally(() => window.location.reload()),
  heartbeat: true,
});
