import { reportGroups, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';
import { demoPartner } from './screens';

/**
 * The unit of the report-icon spec: its admin uploads the unit's report icon in a theme and finds
 * it on the report cards and in the reports menu; one report in a group, without a cover.
 */
export const REPORT_ICON_E2E = {
  subdomain: 'reporticon',
  admin: 'admin@reporticon.mirante.local',
  report: 'Warehouse board',
  group: 'Operations',
} as const;

export const seedReportIconFixture: E2eFixture = async (db, { password }) => {
  const partner = await demoPartner(db);
  const company = await createCompany({
    db,
    input: {
      name: 'Report Icon Business Unit',
      subdomain: REPORT_ICON_E2E.subdomain,
      partner_id: partner.id,
    },
  });
  const admin = await createUser({
    db,
    input: {
      name: 'Iris Icon',
      email: REPORT_ICON_E2E.admin,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  const [group] = await db
    .insert(reportGroups)
    .values({ companyId: company.id, name: REPORT_ICON_E2E.group, icon: 'folder', position: 0 })
    .returning({ id: reportGroups.id });
  await db.insert(reports).values({
    companyId: company.id,
    kind: 'html',
    title: REPORT_ICON_E2E.report,
    groupId: group!.id,
    htmlContent: '<p>Pallets: 42</p>',
    createdByUserId: admin.id,
  });
};
