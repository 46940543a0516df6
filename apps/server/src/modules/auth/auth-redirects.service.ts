import type { TLoginResponse } from '@mirante/contracts';

const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20);

/** Only this portal's own paths: one leading slash, no scheme, no host, no backslash tricks. */
export function safeRedirect(value: string | undefined | null): string | undefined {
  if (!value || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value) || hasControlCharacter(value))
    return undefined;
  return value;
}

/**
 * Where a login answer sends the browser (spec §7's `redirect`): the page the person wanted, else
 * the one they land on; the page of the next step (password change, second factor, authorization);
 * or, for `change`, the address on the unit's own domain where the sign-in continues.
 */
export function loginRedirect(
  answer: Pick<TLoginResponse, 'status' | 'token' | 'domain' | 'data'>,
  wanted: string | undefined,
  protocol: string,
): string {
  const token = encodeURIComponent(answer.token);
  const safe = safeRedirect(wanted);
  // The sign-in page itself is no page to return to.
  const page = safe && !safe.startsWith('/signin') ? safe : undefined;
  switch (answer.status) {
    case 'user_change_password':
      return `/new/password/${token}`;
    case 'redirect_two_factor':
      return `/config/2fa/${token}${page ? `?redirect=${encodeURIComponent(page)}` : ''}`;
    case 'wait_authorization':
      return `/authorization/${token}`;
    case 'change':
      return `${protocol === 'https' ? 'https' : 'http'}://${answer.domain}/change/company/${token}`;
    default:
      return page ?? answer.data.intended;
  }
}
