import { reportGroups, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';
import { demoPartner } from './screens';

/**
 * The unit of the theme-palette spec: its admin saves and activates a theme with a green primary
 * colour and finds it on the tabs, badges, light buttons and card icons; one report in a group,
 * without a cover.
 */
export const THEME_PALETTE_E2E = {
  subdomain: 'palette',
  admin: 'admin@palette.mirante.local',
  report: 'Harvest board',
  group: 'Fields',
} as const;

export const seedThemePaletteFixture: E2eFixture = async (db, { password }) => {
  const partner = await demoPartner(db);
  const company = await createCompany({
    db,
    input: {
      name: 'Palette Business Unit',
      subdomain: THEME_PALETTE_E2E.subdomain,
      partner_id: partner.id,
    },
  });
  const admin = await createUser({
    db,
    input: {
      name: 'Paula Palette',
      email: THEME_PALETTE_E2E.admin,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  const [group] = await db
    .insert(reportGroups)
    .values({ companyId: company.id, name: THEME_PALETTE_E2E.group, icon: 'folder', position: 0 })
    .returning({ id: reportGroups.id });
  await db.insert(reports).values({
    companyId: company.id,
    kind: 'html',
    title: THEME_PALETTE_E2E.report,
    groupId: group!.id,
    htmlContent: '<p>Hectares: 120</p>',
    createdByUserId: admin.id,
  });
};
