import { eq, sql } from 'drizzle-orm';
import { companies, companyConfigs, memberships, partners, users } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** A second unit of the demo partner, on its own subdomain, for company switching. */
export const SWITCHING_E2E_SUBDOMAIN = 'north';
export const SWITCHING_E2E_ACCOUNTS = {
  /** A member of the demo unit (user) and of the north unit (admin). */
  switcher: 'switcher@e2e.mirante.local',
  /** A second partner account, so the refusal spec never shares a request with the demo partner's. */
  partner: 'partner.two@e2e.mirante.local',
  /** A demo unit user who has not answered the profile questionnaire yet. */
  newcomer: 'newcomer@e2e.mirante.local',
} as const;

/**
 * Switching, remote access and questionnaire specs: the demo unit lets its partner in with the
 * admin's consent, a user belongs to two units, and one user is due the questionnaire.
 */
export const seedSwitchingFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  const [demo] = await db.select().from(companies).where(eq(companies.subdomain, 'demo')).limit(1);
  if (!partner || !demo) throw new Error('The switching fixture needs the demo partner and unit');

  await db
    .update(companyConfigs)
    .set({
      settings: sql`${companyConfigs.settings} || '{"allow_access_remote":"S","require_consent_remote":"S"}'::jsonb`,
    })
    .where(eq(companyConfigs.companyId, demo.id));

  const north = await createCompany({
    db,
    input: { name: 'North Business Unit', subdomain: SWITCHING_E2E_SUBDOMAIN, partner_id: partner.id },
  });
  const switcher = await createUser({
    db,
    input: {
      name: 'Sara Switcher',
      email: SWITCHING_E2E_ACCOUNTS.switcher,
      password,
      perfil_usuario: 'user',
      company_id: demo.id,
    },
  });
  await db.insert(memberships).values({ userId: switcher.id, companyId: north.id, profile: 'admin' });

  await createUser({
    db,
    input: {
      name: 'Priscila Partner',
      email: SWITCHING_E2E_ACCOUNTS.partner,
      password,
      perfil_usuario: 'master',
      partner_id: partner.id,
    },
  });

  const newcomer = await createUser({
    db,
    input: {
      name: 'Nina Newcomer',
      email: SWITCHING_E2E_ACCOUNTS.newcomer,
      password,
      perfil_usuario: 'user',
      company_id: demo.id,
    },
  });
  await db.update(users).set({ showQuestionnaire: true }).where(eq(users.id, newcomer.id));
};
