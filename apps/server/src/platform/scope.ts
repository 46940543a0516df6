import type { Profile, TCompanyConfig } from '@mirante/contracts';
import { AppError } from './errors';

declare const unitIdBrand: unique symbol;

/**
 * A business unit's id as the tenancy rules know it: produced by the scope (the session's unit,
 * or the unit a partner was checked to hold), never an arbitrary number from a request. Every
 * repository function that reads or writes a unit's data takes one, so a forgotten check does
 * not compile.
 */
export type UnitId = number & { readonly [unitIdBrand]: 'UnitId' };

/**
 * Who is calling and on which tenant. Built by the auth guard from the session; every
 * repository function that reads tenant data takes it.
 */
export interface Scope {
  userId: number;
  sessionId: number;
  profile: Profile;
  /** The business unit, for admin and user sessions. */
  companyId: UnitId | null;
  /** The partner (master) or operator (a2m), for partner sessions. */
  partnerId: number | null;
  /** The partner's user when a partner acts inside a unit (audited with both identities). */
  impersonatorUserId: number | null;
  /** The partner session a switched session returns to. */
  originSessionId: number | null;
  /** A TV screen's session (`sessions.playlist_id`): only this playlist and its reports. */
  playlistId?: number | null;
  /**
   * The unit's configuration as read with the session, for the rest of the request (unset when
   * the request changed the settings: they are read again).
   */
  unitConfig?: TCompanyConfig;
  /** The change feed's generation when the session was read: what is built from it is as fresh. */
  readAt?: number;
}

/** The id the browser knows the tenant by: the business unit, or the partner for partner profiles. */
export function tenantIdOf(scope: { companyId: number | null; partnerId: number | null }): number {
  return scope.companyId ?? scope.partnerId ?? 0;
}

/** The scope of a session row (the auth guard and the sessions a sign-in opens). */
export function scopeOfSession(session: Omit<Scope, 'companyId'> & { companyId: number | null }): Scope {
  return { ...session, companyId: session.companyId as UnitId | null };
}

/** The caller's scope moved onto one unit, once the caller was checked to hold it (a partner's unit). */
export function scopeOnUnit(scope: Scope, unitId: number): Scope {
  return { ...scope, companyId: unitId as UnitId };
}

/**
 * A unit id from a place the tenancy rules trust without a session's scope: the seeds, the
 * command line (createUser), background jobs, the unit a transaction has just created, the unit a
 * request's host names, and a unit the caller's partner reach was checked to hold just before.
 * Never for an id taken from a request without that check.
 */
export function trustedUnitId(id: number): UnitId {
  return id as UnitId;
}

/**
 * The unit of a row that is itself the tenancy rules' source (the person's own membership,
 * their session, a TV device found by its token), or null when the row has no unit.
 */
export function unitOfRow(row: { companyId: number | null }): UnitId | null {
  return row.companyId === null ? null : trustedUnitId(row.companyId);
}

/**
 * The business unit of a scope whose route policy requires one (a unit's admin or user). It
 * resolves, it does not decide: a scope without a unit never passes such a policy, and is
 * refused here as the policy would refuse it.
 */
export function unitOf(scope: Pick<Scope, 'companyId'>): UnitId {
  if (scope.companyId === null) throw new AppError('no_functionality_access');
  return scope.companyId;
}

/**
 * What a copy of a session's reads depends on (tagged-cache.ts): the session, its account, the
 * account's memberships and its unit with the unit's settings. A change to any of them drops it.
 */
export function sessionDependencies(session: {
  sessionId: number;
  userId: number;
  companyId: number | null;
}): string[] {
  const tags = [`sessions:${session.sessionId}`, `users:${session.userId}`, `memberships:${session.userId}`];
  if (session.companyId !== null) {
    tags.push(`companies:${session.companyId}`, `company_configs:${session.companyId}`);
  }
  return tags;
}

/**
 * What names a scope's answers in a cache: the session and where it stands. A partner's session
 * moved onto one of its units (`scopeOnUnit`) reads that unit's answers, not the session's own.
 */
export function scopeCacheKey(scope: Pick<Scope, 'sessionId' | 'companyId' | 'profile'>): string {
  return `${scope.sessionId}:${scope.companyId ?? '-'}:${scope.profile}`;
}
