import { eq } from 'drizzle-orm';
import { partners, userGroups } from '../../db/schema';
import { addUserToGroup } from '../../modules/groups';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/**
 * A unit of its own for the provider spec: an admin who registers the report-provider account,
 * adds a workspace and imports a report, and a user (in the "Report readers" group the spec
 * grants the report to) who opens it.
 */
export const PROVIDER_SUBDOMAIN = 'provider';
export const PROVIDER_ADMIN = 'admin@provider.mirante.local';
export const PROVIDER_USER = 'user@provider.mirante.local';
export const PROVIDER_READERS = 'Report readers';

export const seedProviderFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The provider fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Provider Business Unit', subdomain: PROVIDER_SUBDOMAIN, partner_id: partner.id },
  });
  await createUser({
    db,
    input: {
      name: 'Paula Provider',
      email: PROVIDER_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  const reader = await createUser({
    db,
    input: {
      name: 'Rui Reader',
      email: PROVIDER_USER,
      password,
      perfil_usuario: 'user',
      company_id: company.id,
    },
  });
  const [group] = await db
    .insert(userGroups)
    .values({ companyId: company.id, name: PROVIDER_READERS })
    .returning({ id: userGroups.id });
  await addUserToGroup(db, company.id, reader.id, group!.id);
};
