import {
  DEFAULT_COMPANY_CONFIG,
  isPartnerProfile,
  type MessageCode,
  passwordRuleFailures,
  type TCompanyConfig,
  type TCreateUserRequest,
  ZCreateUserRequest,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { parseInput } from '../../platform/validation';
import { revokeUserSessions } from '../auth/sessions.repository';
import { findCompanyById, findPartnerById } from '../companies/companies.repository';
import { getCompanyConfig } from '../config/config.service';
import {
  countCompanyMembers,
  findUserByEmail,
  insertMembership,
  insertUser,
  updatePassword,
} from './users.repository';

/** Throws a field error on `password` when it breaks the company's password rules. */
export function assertPasswordRules(config: TCompanyConfig, password: string): void {
  if (passwordRuleFailures(config, password).length > 0) {
    throw new AppError('validation_failed', { errors: { password: ['field_invalid'] } });
  }
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
    config = await getCompanyConfig(db, company.id);
    if (company.userLimit !== null) {
      const allowed = company.userLimit + company.bonusUsers;
      if ((await countCompanyMembers(db, company.id)) >= allowed) throw new AppError('user_limit_reached');
    }
  }
  assertPasswordRules(config, data.password);
  if (await findUserByEmail(db, data.email)) throw new AppError('email_exists');
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, { name: data.name, email: data.email, passwordHash });
    await insertMembership(tx, {
      userId: user.id,
      profile: data.perfil_usuario,
      ...(partnerProfile ? { partnerId: data.partner_id! } : { companyId: data.company_id! }),
      isDefault: true,
    });
    return user;
  });
}

function fieldCode(value: unknown): MessageCode {
  return value === undefined ? 'field_required' : 'field_invalid';
}

/** Sets a new password (under the default rules) and ends every session of the user. */
export async function resetPassword({ db, email, password }: { db: Db; email: string; password: string }) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('not_found');
  assertPasswordRules(DEFAULT_COMPANY_CONFIG, password);
  await updatePassword(db, user.id, await hashPassword(password));
  await revokeUserSessions(db, user.id);
  return user;
}
