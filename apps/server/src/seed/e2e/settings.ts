import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema';
import { createCompany } from '../../modules/companies/companies.service';
import { createUser } from '../../modules/users/users.service';
import type { E2eFixture } from './index';

/**
 * The unit of the settings spec: it activates a theme, which changes the sign-in page of the
 * unit's host (title, colours) that the other specs read on the demo unit.
 */
export const SETTINGS_E2E_SUBDOMAIN = 'branded';
export const SETTINGS_E2E_ADMIN = 'admin@branded.mirante.local';

export const seedSettingsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The settings fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Branded Unit', subdomain: SETTINGS_E2E_SUBDOMAIN, partner_id: partner.id },
  });
  await createUser({
    db,
    input: {
      name: 'Beatriz Brand',
      email: SETTINGS_E2E_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
};
