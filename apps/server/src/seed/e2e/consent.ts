import { eq, sql } from 'drizzle-orm';
import { companyConfigs, users } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';
import { demoPartner } from './screens';

/**
 * A unit for the remote-access spec: members consent to remote access, a user lets its admins act
 * as them, and a partner account of the demo partner of its own asks to enter it.
 */
export const CONSENT_SUBDOMAIN = 'consent';
export const CONSENT_ACCOUNTS = {
  admin: 'admin@consent.mirante.local',
  user: 'user@consent.mirante.local',
  partner: 'partner.consent@e2e.mirante.local',
} as const;

export const seedConsentFixture: E2eFixture = async (db, { password }) => {
  const partner = await demoPartner(db);
  const company = await createCompany({
    db,
    input: { name: 'Consent Business Unit', subdomain: CONSENT_SUBDOMAIN, partner_id: partner.id },
  });
  await db
    .update(companyConfigs)
    .set({
      settings: sql`${companyConfigs.settings} || '{"allow_access_remote":"S","allow_admin_remote":"S","require_consent_remote":"S"}'::jsonb`,
    })
    .where(eq(companyConfigs.companyId, company.id));
  await createUser({
    db,
    input: {
      name: 'Carla Consent',
      email: CONSENT_ACCOUNTS.admin,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  const user = await createUser({
    db,
    input: {
      name: 'Otto Owner',
      email: CONSENT_ACCOUNTS.user,
      password,
      perfil_usuario: 'user',
      company_id: company.id,
    },
  });
  await db.update(users).set({ allowAdminRemote: true }).where(eq(users.id, user.id));
  await createUser({
    db,
    input: {
      name: 'Pedro Parceiro',
      email: CONSENT_ACCOUNTS.partner,
      password,
      perfil_usuario: 'master',
      partner_id: partner.id,
    },
  });
};
