import { reportAccess, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';
import { demoPartner } from './screens';

/**
 * The unit of the home-report spec: an admin who picks the unit's home report in its settings,
 * a user granted that report, and the report itself (imported HTML).
 */
export const UNIT_HOME_E2E = {
  subdomain: 'unithome',
  admin: 'admin@unithome.mirante.local',
  user: 'user@unithome.mirante.local',
  report: 'Morning briefing',
} as const;

export const seedUnitHomeFixture: E2eFixture = async (db, { password }) => {
  const partner = await demoPartner(db);
  const company = await createCompany({
    db,
    input: { name: 'Unit Home Business Unit', subdomain: UNIT_HOME_E2E.subdomain, partner_id: partner.id },
  });
  const person = (name: string, email: string, perfil_usuario: 'admin' | 'user') =>
    createUser({ db, input: { name, email, password, perfil_usuario, company_id: company.id } });
  const admin = await person('Hugo Home', UNIT_HOME_E2E.admin, 'admin');
  const user = await person('Helena Home', UNIT_HOME_E2E.user, 'user');
  const [report] = await db
    .insert(reports)
    .values({
      companyId: company.id,
      kind: 'html',
      title: UNIT_HOME_E2E.report,
      htmlContent: '<h1 style="font-family:sans-serif">Good morning</h1><p>Today: three deliveries.</p>',
      createdByUserId: admin.id,
    })
    .returning({ id: reports.id });
  await db.insert(reportAccess).values({ companyId: company.id, reportId: report!.id, userId: user.id });
};
