import { eq, sql } from 'drizzle-orm';
import { companyConfigs, partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/**
 * A unit of its own for the spec where an admin manages the unit's SAML application through the
 * screen (the unit lets its admins configure SAML); the demo unit's belongs to the sign-in spec.
 */
export const SAML_ADMIN_SUBDOMAIN = 'sso-admin';
export const SAML_ADMIN = 'admin@sso.mirante.local';

export const seedSamlFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The SAML fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Single Sign-On Unit', subdomain: SAML_ADMIN_SUBDOMAIN, partner_id: partner.id },
  });
  await db
    .update(companyConfigs)
    .set({ settings: sql`${companyConfigs.settings} || '{"allow_admin_saml":"S"}'::jsonb` })
    .where(eq(companyConfigs.companyId, company.id));
  await createUser({
    db,
    input: { name: 'Sara Sso', email: SAML_ADMIN, password, perfil_usuario: 'admin', company_id: company.id },
  });
};
