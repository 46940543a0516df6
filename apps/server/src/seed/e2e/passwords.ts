import { eq, inArray, sql } from 'drizzle-orm';
import { companyConfigs, partners, users } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** The unit of the password specs: strict rules, so the checklist has something to tick. */
export const PASSWORDS_E2E_SUBDOMAIN = 'pwrules';
/** Accounts of their own: the specs change their passwords, which would break other specs' sign-ins. */
export const PASSWORDS_E2E_EMAILS = {
  forgot: 'forgot.me@pwrules.mirante.local',
  forcedChange: 'change.me@pwrules.mirante.local',
} as const;

export const seedPasswordsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The password fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Password Rules Unit', subdomain: PASSWORDS_E2E_SUBDOMAIN, partner_id: partner.id },
  });
  const rules = { min_character: 10, capital_letter: 'S', special_characters: 'S', expiry_time_password: 90 };
  await db
    .update(companyConfigs)
    .set({ settings: sql`${companyConfigs.settings} || ${JSON.stringify(rules)}::jsonb` })
    .where(eq(companyConfigs.companyId, company.id));
  for (const [name, email] of [
    ['Fernanda Forgot', PASSWORDS_E2E_EMAILS.forgot],
    ['Carlos Change', PASSWORDS_E2E_EMAILS.forcedChange],
  ] as const) {
    await createUser({
      db,
      input: { name, email, password, perfil_usuario: 'user', company_id: company.id },
    });
  }
  await db
    .update(users)
    .set({ language: 'en-US' })
    .where(inArray(users.email, Object.values(PASSWORDS_E2E_EMAILS)));
  await db
    .update(users)
    .set({ mustChangePassword: true })
    .where(eq(users.email, PASSWORDS_E2E_EMAILS.forcedChange));
};
