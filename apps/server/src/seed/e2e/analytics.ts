import { eq } from 'drizzle-orm';
import { partners, reportAccess, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import { DEMO_HTML_REPORT } from '../demo-reports';
import type { E2eFixture } from './index';

/**
 * A partner of its own for the analyze spec (no other spec's views land in its units): its
 * master, one unit with a user and an HTML report granted to that user.
 */
export const ANALYTICS_SUBDOMAIN = 'analytics';
export const ANALYTICS_ACCOUNTS = {
  master: 'master@analytics.mirante.local',
  user: 'user@analytics.mirante.local',
} as const;
export const ANALYTICS_REPORT = 'Usage Pulse';

export const seedAnalyticsFixture: E2eFixture = async (db, { password }) => {
  const [operator] = await db.select().from(partners).where(eq(partners.kind, 'operator')).limit(1);
  if (!operator) throw new Error('The analytics fixture needs the demo operator');
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Analytics Partner', kind: 'partner', parentId: operator.id })
    .returning();
  await createUser({
    db,
    input: {
      name: 'Ana Analytics',
      email: ANALYTICS_ACCOUNTS.master,
      password,
      perfil_usuario: 'master',
      partner_id: partner!.id,
    },
  });
  const unit = await createCompany({
    db,
    input: { name: 'Analytics Unit', subdomain: ANALYTICS_SUBDOMAIN, partner_id: partner!.id },
  });
  const user = await createUser({
    db,
    input: {
      name: 'Vera Views',
      email: ANALYTICS_ACCOUNTS.user,
      password,
      perfil_usuario: 'user',
      company_id: unit.id,
    },
  });
  const [report] = await db
    .insert(reports)
    .values({ companyId: unit.id, kind: 'html', title: ANALYTICS_REPORT, htmlContent: DEMO_HTML_REPORT })
    .returning({ id: reports.id });
  await db.insert(reportAccess).values({ companyId: unit.id, reportId: report!.id, userId: user.id });
};
