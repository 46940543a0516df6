import { eq } from 'drizzle-orm';
import { partners, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** A unit of its own for the catalogs spec: one catalog report its user cannot open yet. */
export const CATALOGS_SUBDOMAIN = 'catalogs';
export const CATALOGS_ADMIN = 'admin@catalogs.mirante.local';
export const CATALOGS_USER = 'user@catalogs.mirante.local';
export const CATALOG_REPORT = 'Customer Churn Outlook';

export const seedCatalogsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The catalogs fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Catalogs Business Unit', subdomain: CATALOGS_SUBDOMAIN, partner_id: partner.id },
  });
  const admin = await createUser({
    db,
    input: {
      name: 'Carla Catalogs',
      email: CATALOGS_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  await createUser({
    db,
    input: {
      name: 'Caio Requester',
      email: CATALOGS_USER,
      password,
      perfil_usuario: 'user',
      company_id: company.id,
    },
  });
  await db.insert(reports).values([
    {
      companyId: company.id,
      kind: 'html',
      title: CATALOG_REPORT,
      htmlContent: `<div style="padding:32px;font-family:sans-serif"><h1 style="margin:0">${CATALOG_REPORT}</h1></div>`,
      showOnCatalog: true,
      catalogDescription: 'Which customers are likely to leave next quarter, by region.',
      filterMode: 'rls',
      createdByUserId: admin.id,
    },
    {
      companyId: company.id,
      kind: 'html',
      title: 'Quarterly Revenue Deck',
      htmlContent: '<div style="padding:32px;font-family:sans-serif"><h1 style="margin:0">Revenue</h1></div>',
      showOnCatalog: true,
      catalogDescription: 'Revenue by product line, refreshed every month.',
      createdByUserId: admin.id,
    },
  ]);
};
