import { eq, sql } from 'drizzle-orm';
import { companyConfigs, partners, users } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** A unit with the help desk on, a user who asks and a support agent who answers. */
export const HELP_DESK_SUBDOMAIN = 'helpdesk';
export const HELP_DESK_ACCOUNTS = {
  user: 'user@helpdesk.mirante.local',
  agent: 'agent@helpdesk.mirante.local',
} as const;

export const seedHelpDeskFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The help desk fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Help Desk Unit', subdomain: HELP_DESK_SUBDOMAIN, partner_id: partner.id },
  });
  await db
    .update(companyConfigs)
    .set({ settings: sql`${companyConfigs.settings} || ${JSON.stringify({ enable_helpdesk: 'S' })}::jsonb` })
    .where(eq(companyConfigs.companyId, company.id));
  await createUser({
    db,
    input: {
      name: 'Ursula Asks',
      email: HELP_DESK_ACCOUNTS.user,
      password,
      perfil_usuario: 'user',
      company_id: company.id,
    },
  });
  const agent = await createUser({
    db,
    input: {
      name: 'Agnes Agent',
      email: HELP_DESK_ACCOUNTS.agent,
      password,
      perfil_usuario: 'user',
      company_id: company.id,
    },
  });
  await db.update(users).set({ supportAgent: true }).where(eq(users.id, agent.id));
};
