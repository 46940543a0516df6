import type { Profile } from '@mirante/contracts';

/**
 * Who is calling and on which tenant. Built by the auth guard from the session; every
 * repository function that reads tenant data takes it.
 */
export interface Scope {
  userId: number;
  sessionId: number;
  profile: Profile;
  /** The business unit, for admin and user sessions. */
  companyId: number | null;
  /** The partner (master) or operator (a2m), for partner sessions. */
  partnerId: number | null;
  /** The partner's user when a partner acts inside a unit (audited with both identities). */
  impersonatorUserId: number | null;
  /** The partner session a switched session returns to. */
  originSessionId: number | null;
  /** A TV screen's session (`sessions.playlist_id`): only this playlist and its reports. */
  playlistId?: number | null;
}

/** The id the browser knows the tenant by: the business unit, or the partner for partner profiles. */
export function tenantIdOf(scope: Pick<Scope, 'companyId' | 'partnerId'>): number {
  return scope.companyId ?? scope.partnerId ?? 0;
}
