import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { getCompanyConfig } from '../../modules/identity';
import { upsertCompanySettings } from '../../modules/config';
import { addUserToGroup } from '../../modules/groups';
import { createGroup } from '../../modules/groups';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';
import { trustedUnitId } from '../../platform/scope';

/**
 * A unit of its own for the reports screens spec: an admin who publishes reports and a user in
 * the "Analysts" user group who sees them. The unit draws the watermark over its reports.
 */
export const REPORTS_WEB_SUBDOMAIN = 'reports-web';
export const REPORTS_WEB_ADMIN = 'admin@reports-web.mirante.local';
export const REPORTS_WEB_USER = 'user@reports-web.mirante.local';

export const seedReportsWebFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The reports fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Reports Business Unit', subdomain: REPORTS_WEB_SUBDOMAIN, partner_id: partner.id },
  });
  const config = await getCompanyConfig(db, trustedUnitId(company.id));
  await upsertCompanySettings(db, trustedUnitId(company.id), {
    ...config,
    enable_watermark: 'S',
    show_menu_report: 'S',
  });
  await createUser({
    db,
    input: {
      name: 'Regina Reports',
      email: REPORTS_WEB_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  const user = await createUser({
    db,
    input: {
      name: 'Vitor Viewer',
      email: REPORTS_WEB_USER,
      password,
      perfil_usuario: 'user',
      company_id: company.id,
    },
  });
  const analysts = await createGroup(db, trustedUnitId(company.id), {
    name: 'Analysts',
    description: 'Read the sales reports',
  });
  await addUserToGroup(db, company.id, user.id, analysts.id);
};
