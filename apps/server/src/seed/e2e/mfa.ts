import { eq, sql } from 'drizzle-orm';
import { companyConfigs, partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** The unit of the two-factor specs: it requires a second factor of everyone. */
export const MFA_E2E_SUBDOMAIN = 'secure';
/** One account per spec, so specs running side by side never share an enrolment. */
export const MFA_E2E_EMAILS = ['journey@secure.mirante.local', 'wrong-code@secure.mirante.local'] as const;

export const seedMfaFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The two-factor fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Secure Business Unit', subdomain: MFA_E2E_SUBDOMAIN, partner_id: partner.id },
  });
  await db
    .update(companyConfigs)
    .set({ settings: sql`${companyConfigs.settings} || '{"mfa_master":"S"}'::jsonb` })
    .where(eq(companyConfigs.companyId, company.id));
  for (const [i, email] of MFA_E2E_EMAILS.entries()) {
    await createUser({
      db,
      input: {
        name: `Sofia Secure ${i + 1}`,
        email,
        password,
        perfil_usuario: 'user',
        company_id: company.id,
      },
    });
  }
};
