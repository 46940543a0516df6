import { DATASET_IDS, REPORT_IDS } from '@mirante/emulator';
import { playlistItems, playlists, reports } from '../../db/schema';
import { seedEmbeddingUnit } from './embed-links';
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
  const { company, admin, workspace } = await seedEmbeddingUnit(db, {
    name: 'Viewer Business Unit',
    subdomain: VIEWER_SUBDOMAIN,
    adminName: 'Admin Viewer',
    adminEmail: VIEWER_ADMIN,
    password,
  });
  const common = { companyId: company.id, kind: 'powerbi' as const, workspaceId: workspace.id };
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
