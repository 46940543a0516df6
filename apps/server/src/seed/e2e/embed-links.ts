import { DATASET_IDS, DEMO_APP, REPORT_IDS, WORKSPACE_IDS } from '@mirante/emulator';
import { eq, sql } from 'drizzle-orm';
import { companyConfigs, partners, providerAccounts, reports, workspaces } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import { secretBox } from './capacities';
import type { E2eFixture } from './index';

/**
 * The unit of the embed-links spec: embedded reports on, and a Power BI report on a workspace
 * without a capacity (so no other spec's pausing reaches it), whose admin makes links to it.
 */
export const EMBED_LINKS_SUBDOMAIN = 'embedlinks';
export const EMBED_LINKS_ADMIN = 'admin@embedlinks.mirante.local';
export const EMBED_LINKS_REPORT = 'Operations (embeddable)';
/** A report read under row-level security: its links need a fixed identity. */
export const EMBED_LINKS_RLS_REPORT = 'Regional (row-level security)';
/** A report its admin later puts under row-level security, after linking it without identity. */
export const EMBED_LINKS_LATER_REPORT = 'Operations (secured later)';

/**
 * A unit of the demo partner with embedded reports on, its admin, a provider account on the
 * emulator's application and the emulator's operations workspace (no capacity: no other spec's
 * pausing reaches its reports).
 */
export async function seedEmbeddingUnit(
  db: Parameters<E2eFixture>[0],
  unit: { name: string; subdomain: string; adminName: string; adminEmail: string; password: string },
) {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error(`The ${unit.subdomain} fixture needs the demo partner`);
  const company = await createCompany({
    db,
    input: { name: unit.name, subdomain: unit.subdomain, partner_id: partner.id },
  });
  await db
    .update(companyConfigs)
    .set({
      settings: sql`${companyConfigs.settings} || '{"enable_embedded":"S","token_embedded":"S"}'::jsonb`,
    })
    .where(eq(companyConfigs.companyId, company.id));
  const admin = await createUser({
    db,
    input: {
      name: unit.adminName,
      email: unit.adminEmail,
      password: unit.password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  const [account] = await db
    .insert(providerAccounts)
    .values({
      companyId: company.id,
      name: 'Emulated Azure',
      applicationId: DEMO_APP.clientId,
      tenantId: DEMO_APP.tenantId,
      secretEnc: secretBox().seal(DEMO_APP.clientSecret),
      createdByUserId: admin.id,
    })
    .returning();
  if (!account) throw new Error('The provider account was not stored');
  const [workspace] = await db
    .insert(workspaces)
    .values({
      companyId: company.id,
      providerAccountId: account.id,
      workspaceId: WORKSPACE_IDS.operations,
      name: 'Operations',
    })
    .returning();
  if (!workspace) throw new Error('The workspace was not stored');
  return { company, admin, account, workspace };
}

export const seedEmbedLinksFixture: E2eFixture = async (db, { password }) => {
  const { company, admin, account, workspace } = await seedEmbeddingUnit(db, {
    name: 'Embed Links Business Unit',
    subdomain: EMBED_LINKS_SUBDOMAIN,
    adminName: 'Admin Embed Links',
    adminEmail: EMBED_LINKS_ADMIN,
    password,
  });
  const [commercial] = await db
    .insert(workspaces)
    .values({
      companyId: company.id,
      providerAccountId: account.id,
      workspaceId: WORKSPACE_IDS.commercial,
      name: 'Commercial',
    })
    .returning();
  await db.insert(reports).values([
    {
      companyId: company.id,
      kind: 'powerbi',
      title: EMBED_LINKS_REPORT,
      workspaceId: workspace.id,
      providerReportId: REPORT_IDS.operations,
      providerDatasetId: DATASET_IDS.operations,
      createdByUserId: admin.id,
    },
    {
      companyId: company.id,
      kind: 'powerbi',
      title: EMBED_LINKS_LATER_REPORT,
      workspaceId: workspace.id,
      providerReportId: REPORT_IDS.operations,
      providerDatasetId: DATASET_IDS.operations,
      createdByUserId: admin.id,
    },
    {
      companyId: company.id,
      kind: 'powerbi',
      title: EMBED_LINKS_RLS_REPORT,
      workspaceId: commercial!.id,
      providerReportId: REPORT_IDS.regional,
      providerDatasetId: DATASET_IDS.sales,
      filterMode: 'rls',
      createdByUserId: admin.id,
    },
  ]);
};
