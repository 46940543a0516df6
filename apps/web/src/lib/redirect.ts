/**
 * A `redirect` query value we are willing to follow after sign-in: a path of this site that
 * starts with exactly one '/' (no scheme, no protocol-relative '//host', no '/\host').
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes can be read as a host by some browsers.
  for (const char of value) {
    if (char.charCodeAt(0) < 0x20 || char === '\\') return null;
  }
  try {
    const base = 'http://mirante.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in address that brings the visitor back to `target` (path + search) afterwards. */
export function signinPath(target?: string): string {
  const safe = safeRedirectTarget(target);
  if (!safe || safe === '/' || safe.startsWith('/signin')) return '/signin';
  return `/signin?redirect=${encodeURIComponent(safe)}`;
}
