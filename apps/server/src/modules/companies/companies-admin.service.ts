import { randomBytes } from 'node:crypto';
import {
  DEFAULT_COMPANY_CONFIG,
  passwordRuleFailures,
  type TCompanyDetail,
  type TCreateCompanyAdminResponse,
  type ZCompanyFields,
  type ZCreateCompanyAdminRequest,
} from '@mirante/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { recordAudit } from '../../platform/audit';
import { assertSsoWorks, lockUnitWaysIn, revokeCompanySessions } from '../auth';
import { insertUnitClient } from '../clients';
import { insertCompanySettings } from '../config';
import { assertPasswordRules } from '../users';
import { provisionMember } from '../users';
import { findUserByEmail } from '../identity';
import {
  type CompanyColumns,
  clearAzureDefault,
  findPartnerCompany,
  presentCompany,
  updateCompany,
} from './companies-admin.repository';
import { findClientById, findSubdomainHolder, insertCompany } from './companies.repository';
import { trustedUnitId } from '../../platform/scope';

type Fields = z.output<typeof ZCompanyFields>;
type CreateInput = z.output<typeof ZCreateCompanyAdminRequest>;

/** The last day of the trial counts whole: the unit closes when it ends. */
function trialEnd(day: string | null): Date | null {
  return day ? new Date(`${day}T23:59:59.999Z`) : null;
}

function columnsOf(fields: Fields): CompanyColumns {
  return {
    name: fields.name,
    subdomain: fields.subdomain,
    document: fields.document,
    userLimit: fields.user_limit,
    bonusUsers: fields.bonus_users,
    trialEndsAt: trialEnd(fields.trial_ends_at),
    standardAuth: fields.standard_auth,
    azureDefault: fields.azure_default,
    restrictProviderAccounts: fields.restrict_provider_accounts,
    allowAddReports: fields.allow_add_reports,
    active: fields.active,
  };
}

async function assertSubdomainFree(db: Db, subdomain: string, ownId?: number) {
  const taken = await findSubdomainHolder(db, subdomain);
  if (taken && taken.id !== ownId) {
    throw new AppError('subdomain_exists', { errors: { subdomain: ['subdomain_exists'] } });
  }
}

/** A password that meets the default rules, shown to the partner once. */
export function generatePassword(): string {
  for (;;) {
    const candidate = `${randomBytes(12).toString('base64url')}#7aA`;
    if (passwordRuleFailures(DEFAULT_COMPANY_CONFIG, candidate).length === 0) return candidate;
  }
}

/**
 * Creates a business unit of the partner with its first admin, in one transaction: the client
 * (a new one named after the unit unless one of the partner's is picked), the unit, its
 * configuration row, the admin account and the admin's membership.
 */
export async function createCompanyWithAdmin({
  db,
  partnerId,
  actorUserId,
  baseDomain,
  input,
  newClient,
}: {
  db: Db;
  partnerId: number;
  actorUserId: number;
  baseDomain: string;
  input: CreateInput;
  /** Inserts the client the unit is billed to (the registration flow's full customer record). */
  newClient?: (tx: Tx) => Promise<number>;
}): Promise<TCreateCompanyAdminResponse> {
  if (input.client_id) {
    const client = await findClientById(db, input.client_id);
    if (!client || client.partnerId !== partnerId) {
      throw new AppError('validation_failed', { errors: { client_id: ['field_invalid'] } });
    }
  }
  await assertSubdomainFree(db, input.subdomain);
  // Early answer, before the password rules; provisionMember holds the rule in the transaction.
  if (await findUserByEmail(db, input.admin_email)) {
    throw new AppError('email_exists', { errors: { admin_email: ['email_exists'] } });
  }
  // A new unit has no SAML application yet: signing in only through one would leave nobody a way in.
  if (input.standard_auth === 'saml') {
    throw new AppError('sso_not_ready', { errors: { standard_auth: ['sso_not_ready'] } });
  }
  const generated = input.admin_password ? null : generatePassword();
  const password = input.admin_password ?? generated!;
  if (!generated) {
    try {
      assertPasswordRules(DEFAULT_COMPANY_CONFIG, password);
    } catch (error) {
      // The rules speak of `password`; this form's field is the admin's.
      if (error instanceof AppError && error.details.errors?.password) {
        throw new AppError('validation_failed', {
          errors: { admin_password: error.details.errors.password },
          ...(error.details.params ? { params: error.details.params } : {}),
        });
      }
      throw error;
    }
  }
  const passwordHash = await hashPassword(password);
  const company = await db.transaction(async (tx) => {
    const clientId =
      input.client_id ??
      (newClient ? await newClient(tx) : await insertUnitClient(tx, { partnerId, name: input.name }));
    const row = await insertCompany(tx, {
      clientId,
      partnerId,
      name: input.name,
      subdomain: input.subdomain,
    });
    await updateCompany(tx, row.id, columnsOf(input));
    if (input.azure_default) await clearAzureDefault(tx, partnerId, row.id);
    // The unit this transaction creates.
    await insertCompanySettings(tx, trustedUnitId(row.id), {});
    await recordCompanyAudit(tx, actorUserId, 'company.created', row.id);
    await provisionMember(tx, {
      unit: trustedUnitId(row.id),
      email: input.admin_email,
      account: { name: input.admin_name, passwordHash, passwordChangedAt: new Date() },
      profile: 'admin',
      existingAccount: 'refuse',
      // The unit's first admin comes with it: its user limit counts the people its admin adds.
      seat: { skip: 'first-admin-of-new-unit' },
      audit: { event: 'company.admin_created', actorUserId },
    }).catch((error: unknown) => {
      // This form's field is the admin's.
      if (error instanceof AppError && error.code === 'email_exists')
        throw new AppError('email_exists', { errors: { admin_email: ['email_exists'] } });
      throw error;
    });
    return row;
  });
  return {
    company: await getPartnerCompany(db, partnerId, company.id),
    admin_email: input.admin_email,
    generated_password: generated,
    sign_in_host: `${input.subdomain}.${baseDomain}`,
  };
}

export async function getPartnerCompany(db: Db | Tx, partnerId: number, id: number): Promise<TCompanyDetail> {
  const row = await findPartnerCompany(db, partnerId, id);
  if (!row) throw new AppError('not_found');
  return presentCompany(row);
}

/**
 * Edits a unit that is not deleted; setting it as Azure default unsets the partner's others, and
 * making single sign-on its standard authentication needs a SAML application that works.
 */
export async function updatePartnerCompany(
  db: Db,
  partnerId: number,
  actorUserId: number,
  id: number,
  fields: Fields,
): Promise<TCompanyDetail> {
  const current = await getPartnerCompany(db, partnerId, id);
  if (current.deleted_at) throw new AppError('not_found');
  await assertSubdomainFree(db, fields.subdomain, id);
  await db.transaction(async (tx) => {
    // Single sign-on as the standard closes the password way: it must work first.
    if (current.standard_auth !== 'saml' && fields.standard_auth === 'saml') {
      await lockUnitWaysIn(tx, id);
      await assertSsoWorks(tx, id, 'standard_auth');
    }
    await updateCompany(tx, id, columnsOf(fields));
    if (fields.azure_default) await clearAzureDefault(tx, partnerId, id);
    await recordCompanyAudit(tx, actorUserId, 'company.updated', id);
  });
  return getPartnerCompany(db, partnerId, id);
}

/**
 * Soft delete: the unit stops resolving by host and its users cannot sign in to it, but
 * nothing under it is removed, so it can be restored. It is also deactivated so that every
 * check on `active` keeps it out; restoring brings it back active.
 */
export async function deletePartnerCompany(db: Db, partnerId: number, actorUserId: number, id: number) {
  const current = await getPartnerCompany(db, partnerId, id);
  if (current.deleted_at) throw new AppError('not_found');
  // Its sessions end with it, in the same transaction: nobody keeps working in a deleted unit.
  await db.transaction(async (tx) => {
    await updateCompany(tx, id, { deletedAt: new Date(), active: false, azureDefault: false });
    // The unit getPartnerCompany found among the partner's own.
    await revokeCompanySessions(tx, trustedUnitId(id));
    await recordCompanyAudit(tx, actorUserId, 'company.deleted', id);
  });
}

export async function restorePartnerCompany(db: Db, partnerId: number, actorUserId: number, id: number) {
  const current = await getPartnerCompany(db, partnerId, id);
  if (!current.deleted_at) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    await updateCompany(tx, id, { deletedAt: null, active: true });
    await recordCompanyAudit(tx, actorUserId, 'company.restored', id);
  });
  return getPartnerCompany(db, partnerId, id);
}

async function recordCompanyAudit(tx: Tx, userId: number, event: string, companyId: number) {
  await recordAudit(tx, { event, outcome: 'success', userId, companyId });
}
