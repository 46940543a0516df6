import { eq } from 'drizzle-orm';
import { partners, reportAccess, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createGroup } from '../../modules/groups';
import { createUser } from '../../modules/users';
import { trustedUnitId } from '../../platform/scope';
import type { E2eFixture } from './index';

/**
 * A unit of its own for the spec of people in several user groups: two groups, each granted one
 * report, an admin, and a user in neither group yet.
 */
export const TEAMS_SUBDOMAIN = 'teams';
export const TEAMS_ADMIN = 'admin@teams.mirante.local';
export const TEAMS_USER = 'user@teams.mirante.local';

export const seedTeamsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The teams fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Teams Business Unit', subdomain: TEAMS_SUBDOMAIN, partner_id: partner.id },
  });
  const unit = trustedUnitId(company.id);
  await createUser({
    db,
    input: {
      name: 'Tamara Teams',
      email: TEAMS_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  await createUser({
    db,
    input: {
      name: 'Tomas Two-Teams',
      email: TEAMS_USER,
      password,
      perfil_usuario: 'user',
      company_id: company.id,
    },
  });
  for (const [group, title] of [
    ['Field team', 'Field visits'],
    ['Office team', 'Office budget'],
  ] as const) {
    const created = await createGroup(db, unit, { name: group, description: null });
    const [report] = await db
      .insert(reports)
      .values({ companyId: company.id, kind: 'external', title, externalUrl: 'https://bi.example.com/r' })
      .returning({ id: reports.id });
    await db
      .insert(reportAccess)
      .values({ companyId: company.id, reportId: report!.id, groupId: created.id });
  }
};
