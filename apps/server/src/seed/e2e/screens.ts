import { eq } from 'drizzle-orm';
import { partners, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { getCompanyConfig } from '../../modules/identity';
import { upsertCompanySettings } from '../../modules/config';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';
import { trustedUnitId } from '../../platform/scope';

/**
 * A unit of its own for the playlist-screens spec: it draws the watermark over its reports, has
 * one HTML report and one under maintenance; the spec adds the external links (to a site it
 * serves itself) and the playlist.
 */
export const SCREENS_SUBDOMAIN = 'screens';
export const SCREENS_ADMIN = 'admin@screens.mirante.local';
export const SCREENS_MAINTENANCE_MESSAGE = 'Back at 14:00, after the stock count.';

export async function demoPartner(db: Parameters<E2eFixture>[0]) {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The screens fixture needs the demo partner');
  return partner;
}

export const seedScreensFixture: E2eFixture = async (db, { password }) => {
  const partner = await demoPartner(db);
  const company = await createCompany({
    db,
    input: { name: 'Screens Business Unit', subdomain: SCREENS_SUBDOMAIN, partner_id: partner.id },
  });
  const config = await getCompanyConfig(db, trustedUnitId(company.id));
  await upsertCompanySettings(db, trustedUnitId(company.id), { ...config, enable_watermark: 'S' });
  const admin = await createUser({
    db,
    input: {
      name: 'Sofia Screens',
      email: SCREENS_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  await db.insert(reports).values([
    {
      companyId: company.id,
      kind: 'html' as const,
      title: 'Sales Wall',
      htmlContent:
        '<div style="padding:48px;font-family:sans-serif;background:#0b7285;color:#fff;height:100vh"><h1 style="font-size:64px;margin:0">Sales Wall</h1><p style="font-size:24px">Revenue 1.2M</p></div>',
      createdByUserId: admin.id,
    },
    {
      companyId: company.id,
      kind: 'html' as const,
      title: 'Stock Wall',
      htmlContent: '<p>Stock levels</p>',
      maintenance: true,
      maintenanceMessage: SCREENS_MAINTENANCE_MESSAGE,
      createdByUserId: admin.id,
    },
  ]);
};
