import { eq } from 'drizzle-orm';
import { partners, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/**
 * A partner of its own under the demo operator, with one unit, a user of it and one report, so
 * the FAQ spec's entries and the operator's report view filtered by this partner see nothing
 * another spec adds at the same time.
 */
export const FAQ_SUBDOMAIN = 'faq';
export const FAQ_ACCOUNTS = {
  master: 'master@faq.mirante.local',
  user: 'user@faq.mirante.local',
} as const;
export const FAQ_PARTNER = 'FAQ Partner';
export const FAQ_REPORT = 'FAQ Partner Sales';

export const seedFaqFixture: E2eFixture = async (db, { password }) => {
  const [operator] = await db.select().from(partners).where(eq(partners.kind, 'operator')).limit(1);
  if (!operator) throw new Error('The FAQ fixture needs the demo operator');
  const [partner] = await db
    .insert(partners)
    .values({ name: FAQ_PARTNER, kind: 'partner', parentId: operator.id })
    .returning();
  await createUser({
    db,
    input: {
      name: 'Fabio Faq',
      email: FAQ_ACCOUNTS.master,
      password,
      perfil_usuario: 'master',
      partner_id: partner!.id,
    },
  });
  const unit = await createCompany({
    db,
    input: { name: 'FAQ Business Unit', subdomain: FAQ_SUBDOMAIN, partner_id: partner!.id },
  });
  await createUser({
    db,
    input: {
      name: 'Flora Reader',
      email: FAQ_ACCOUNTS.user,
      password,
      perfil_usuario: 'user',
      company_id: unit.id,
    },
  });
  await db
    .insert(reports)
    .values({ companyId: unit.id, kind: 'external', title: FAQ_REPORT, externalUrl: 'https://example.com' });
};
