/** Query flag of the playlist view on a TV screen signed in through a device link. */
export const SCREEN_PARAM = 'screen';

/** Where a screen goes after signing in: its playlist view, marked as a screen. */
export function screenPath(intended: string): string {
  return `${intended}?${SCREEN_PARAM}=1`;
}
