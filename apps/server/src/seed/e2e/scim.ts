import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** A unit of its own for the SCIM token spec: its tokens and provisioned people stay there. */
export const SCIM_SUBDOMAIN = 'scim';
export const SCIM_ADMIN = 'admin@scim.mirante.local';

export const seedScimFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The SCIM fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Provisioned Business Unit', subdomain: SCIM_SUBDOMAIN, partner_id: partner.id },
  });
  await createUser({
    db,
    input: {
      name: 'Sofia Scim',
      email: SCIM_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
};
