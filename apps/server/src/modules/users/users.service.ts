import {
  DEFAULT_COMPANY_CONFIG,
  isPartnerProfile,
  type MessageCode,
  PASSWORD_RULE_MESSAGES,
  passwordRuleFailures,
  type TCompanyConfig,
  type TPasswordRules,
  type TCreateUserRequest,
  ZCreateUserRequest,
} from '@mirante/contracts';
import { trustedUnitId, unitOfRow } from '../../platform/scope';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { parseInput } from '../../platform/validation';
import { revokeUserSessions } from '../auth';
import {
  findCompanyById,
  findLandingMembership,
  findMembershipOfUser,
  findPartnerById,
  findUserByEmail,
  findUserById,
  getCompanyConfig,
} from '../identity';
import { provisionMember } from './users-provision.service';
import {
  freeSeats,
  insertMembership,
  insertUser,
  updatePassword,
  setUserDeactivated,
} from './users.repository';

// Accounts and memberships as the other modules use them: through here, never the repositories.
export { findUnitUser, isPendingRow, setMembershipRemoved } from './users-admin.repository';
export {
  assertSeatAvailable,
  setMembershipDeactivated,
  updateAccountColumns,
  findHomePage,
  findMembershipTerms,
  freeSeats,
  saveQuestionnaireAnswer,
  setUserHomePage,
  updatePassword,
} from './users.repository';

/** Throws field errors on `password` naming each of the unit's password rules it breaks. */
export function assertPasswordRules(rules: TPasswordRules, password: string): void {
  const failures = passwordRuleFailures(rules, password);
  if (failures.length > 0) {
    throw new AppError('validation_failed', {
      errors: { password: failures.map((failure) => PASSWORD_RULE_MESSAGES[failure]) },
      params: { count: rules.min_character },
    });
  }
}

/**
 * The configuration whose password rules apply to a user: that of the unit of `membershipId`
 * (the membership a token was issued for), else of the unit they land on; partner and
 * operator accounts follow the defaults.
 */
export async function passwordRulesForUser(
  db: Db,
  userId: number,
  membershipId?: number,
): Promise<TCompanyConfig> {
  const membership =
    (membershipId ? await findMembershipOfUser(db, userId, membershipId) : undefined) ??
    (await findLandingMembership(db, userId));
  const unit = membership ? unitOfRow(membership) : null;
  return unit ? getCompanyConfig(db, unit) : DEFAULT_COMPANY_CONFIG;
}

/**
 * Creates a user with one membership: in a business unit for admin and user, in a partner for
 * master and a2m. Applies the unit's password rules and user limit; one transaction.
 */
export async function createUser({ db, input }: { db: Db; input: TCreateUserRequest }) {
  const data = parseInput(ZCreateUserRequest, input);
  const partnerProfile = isPartnerProfile(data.perfil_usuario);
  let config = DEFAULT_COMPANY_CONFIG;
  if (partnerProfile) {
    const partner = data.partner_id ? await findPartnerById(db, data.partner_id) : undefined;
    const expectedKind = data.perfil_usuario === 'a2m' ? 'operator' : 'partner';
    if (!partner || partner.kind !== expectedKind) {
      throw new AppError('validation_failed', { errors: { partner_id: [fieldCode(data.partner_id)] } });
    }
  } else {
    const company = data.company_id ? await findCompanyById(db, data.company_id) : undefined;
    if (!company)
      throw new AppError('validation_failed', { errors: { company_id: [fieldCode(data.company_id)] } });
    config = await getCompanyConfig(db, trustedUnitId(company.id));
    // Early answer; the locked check inside the transaction below is the one that holds.
    if ((await freeSeats(db, trustedUnitId(company.id))) === 0) throw new AppError('user_limit_reached');
  }
  assertPasswordRules(config, data.password);
  if (await findUserByEmail(db, data.email)) throw new AppError('email_exists');
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    if (partnerProfile) {
      const user = await insertUser(tx, { name: data.name, email: data.email, passwordHash });
      await insertMembership(tx, {
        userId: user.id,
        profile: data.perfil_usuario,
        partnerId: data.partner_id!,
        isDefault: true,
      });
      return user;
    }
    const member = await provisionMember(tx, {
      unit: trustedUnitId(data.company_id!),
      email: data.email,
      account: { name: data.name, passwordHash, passwordChangedAt: new Date() },
      profile: data.perfil_usuario as 'admin' | 'user',
      existingAccount: 'refuse',
      audit: { event: 'user_create' },
    });
    return (await findUserById(tx, member.accountId))!;
  });
}

function fieldCode(value: unknown): MessageCode {
  return value === undefined ? 'field_required' : 'field_invalid';
}

/** Sets a new password (under the user's unit rules) and ends every session of the user. */
export async function resetPassword({ db, email, password }: { db: Db; email: string; password: string }) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('not_found');
  assertPasswordRules(await passwordRulesForUser(db, user.id), password);
  await updatePassword(db, user.id, await hashPassword(password));
  await revokeUserSessions(db, user.id);
  return user;
}

/** Deactivates an account and ends every session of it at once, in one transaction. */
export async function deactivateUser({ db, email }: { db: Db; email: string }) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    await setUserDeactivated(tx, user.id, true);
    await revokeUserSessions(tx, user.id);
  });
  return user;
}
