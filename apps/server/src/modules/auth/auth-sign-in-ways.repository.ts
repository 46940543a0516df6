import type { MessageCode, TCompanyConfig } from '@mirante/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { findCompanyById, getCompanyConfig, hasWorkingSamlApp } from '../identity';

/*
 * The ways into a business unit: the password, while the unit's standard authentication is the
 * password and its settings allow it (`enable_password`), and single sign-on through an enabled
 * SAML application that has completed a sign-in. No change made by an admin or a partner may
 * leave a unit with neither.
 */

/**
 * Holds the unit's row until the transaction ends: a change to its ways in (settings, standard
 * authentication, its SAML application) waits for another one under way, whose outcome it reads.
 */
export async function lockUnitWaysIn(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
}

/** Whether a unit lets its members sign in with a password. */
export function passwordWayOpen(
  unit: { standardAuth: 'password' | 'saml' },
  config: Pick<TCompanyConfig, 'enable_password'>,
): boolean {
  return unit.standardAuth === 'password' && config.enable_password !== 'N';
}

/** Whether a unit lets its members sign in with a password, read from its row and settings. */
export async function unitAcceptsPasswords(
  db: Db | Tx,
  companyId: UnitId,
  config?: Pick<TCompanyConfig, 'enable_password'>,
): Promise<boolean> {
  const company = await findCompanyById(db, companyId);
  if (!company) return false;
  return passwordWayOpen(company, config ?? (await getCompanyConfig(db, companyId)));
}

/**
 * Refuses a change that closes the password way (`field` names it on the form) while the unit
 * has no working single sign-on: nobody could sign in, and only the partner could undo it.
 */
export async function assertSsoWorks(db: Db | Tx, companyId: number, field: string): Promise<void> {
  if (await hasWorkingSamlApp(db, companyId)) return;
  const errors: Record<string, MessageCode[]> = { [field]: ['sso_not_ready'] };
  throw new AppError('sso_not_ready', { errors });
}
