/**
 * The afterLogin flag (spec §4): set when a sign-in completes, removed the first time the user
 * reaches the intended path, where the profile questionnaire may then appear. Kept outside the
 * encrypted bi:* records: it holds nothing but its presence.
 */
const AFTER_LOGIN_KEY = 'afterLogin';

export function markAfterLogin(): void {
  try {
    window.localStorage.setItem(AFTER_LOGIN_KEY, '1');
  } catch {
    // Storage disabled: the questionnaire waits for a later sign-in.
  }
}

export function hasAfterLogin(): boolean {
  try {
    return window.localStorage.getItem(AFTER_LOGIN_KEY) !== null;
  } catch {
    return false;
  }
}

export function clearAfterLogin(): void {
  try {
    window.localStorage.removeItem(AFTER_LOGIN_KEY);
  } catch {
    // Nothing to clear.
  }
}
