import { eq } from 'drizzle-orm';
import { companies, partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** A unit whose only seat is taken by its admin: adding a user must hit the user limit. */
export const USERS_FULL_SUBDOMAIN = 'users-full';
export const USERS_FULL_ADMIN = 'admin@users-full.mirante.local';

export const seedUsersFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The users fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Full Business Unit', subdomain: USERS_FULL_SUBDOMAIN, partner_id: partner.id },
  });
  await createUser({
    db,
    input: {
      name: 'Fiona Full',
      email: USERS_FULL_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  await db.update(companies).set({ userLimit: 1, bonusUsers: 0 }).where(eq(companies.id, company.id));
};
