import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/**
 * A unit of its own for the groups and custom-fields spec: the required field it creates must
 * not reach the demo unit, where other specs add users at the same time.
 */
export const GROUPS_SUBDOMAIN = 'groups';
export const GROUPS_ADMIN = 'admin@groups.mirante.local';

export const seedGroupsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The groups fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Groups Business Unit', subdomain: GROUPS_SUBDOMAIN, partner_id: partner.id },
  });
  await createUser({
    db,
    input: {
      name: 'Gabriel Groups',
      email: GROUPS_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
};
