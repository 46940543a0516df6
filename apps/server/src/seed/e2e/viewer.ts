import { DATASET_IDS, DEMO_APP, REPORT_IDS, WORKSPACE_IDS } from '@mirante/emulator';
import { eq, sql } from 'drizzle-orm';
import {
  companyConfigs,
  partners,
  playlistItems,
  playlists,
  providerAccounts,
  reports,
  workspaces,
} from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import { secretBox } from './capacities';
import type { E2eFixture } from './index';

/**
 * The unit of the report-viewer layout spec: Power BI reports of the emulator's operations
 * workspace (no capacity, so no other spec's pausing reaches them) with the shapes the viewer
 * must keep: one with a mobile layout, a portrait one and a wide one with a resolution, a
 * playlist of the wide one, and embedded reports on for a public link.
 */
export const VIEWER_SUBDOMAIN = 'viewer';
export const VIEWER_ADMIN = 'admin@viewer.mirante.local';
/** The emulator's operations report, whose first page has a mobile layout. */
export const VIEWER_PHONE_REPORT = 'Operations (phone layout)';
/** The finance report (no mobile layout), portrait, 1080×1920. */
export const VIEWER_PORTRAIT_REPORT = 'Finance (portrait)';
/** The finance report, landscape, 1920×1080. */
export const VIEWER_WIDE_REPORT = 'Finance (wide)';
export const VIEWER_PLAYLIST = 'Viewer loop';

export const seedViewerFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The viewer fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Viewer Business Unit', subdomain: VIEWER_SUBDOMAIN, partner_id: partner.id },
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
      name: 'Admin Viewer',
      email: VIEWER_ADMIN,
      password,
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
  const [workspace] = await db
    .insert(workspaces)
    .values({
      companyId: company.id,
      providerAccountId: account!.id,
      workspaceId: WORKSPACE_IDS.operations,
      name: 'Operations',
    })
    .returning();
  const common = { companyId: company.id, kind: 'powerbi' as const, workspaceId: workspace!.id };
  const inserted = await db
    .insert(reports)
    .values([
      {
        ...common,
        title: VIEWER_PHONE_REPORT,
        providerReportId: REPORT_IDS.operations,
        providerDatasetId: DATASET_IDS.operations,
        orientation: 'auto',
        createdByUserId: admin.id,
      },
      {
        ...common,
        title: VIEWER_PORTRAIT_REPORT,
        providerReportId: REPORT_IDS.finance,
        providerDatasetId: DATASET_IDS.finance,
        orientation: 'portrait',
        resolution: '1080x1920',
        createdByUserId: admin.id,
      },
      {
        ...common,
        title: VIEWER_WIDE_REPORT,
        providerReportId: REPORT_IDS.finance,
        providerDatasetId: DATASET_IDS.finance,
        orientation: 'landscape',
        resolution: '1920x1080',
        createdByUserId: admin.id,
      },
    ])
    .returning({ id: reports.id, title: reports.title });
  const wide = inserted.find((r) => r.title === VIEWER_WIDE_REPORT)!;
  const [playlist] = await db
    .insert(playlists)
    .values({ companyId: company.id, name: VIEWER_PLAYLIST, updateSeconds: 600, createdByUserId: admin.id })
    .returning({ id: playlists.id });
  await db
    .insert(playlistItems)
    .values([{ playlistId: playlist!.id, companyId: company.id, reportId: wide.id, position: 0 }]);
};
