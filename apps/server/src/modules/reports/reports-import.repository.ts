import { and, eq, inArray, isNull } from 'drizzle-orm';
import { reports } from '../../db/schema/index';
import type { UnitId } from '../../platform/scope';
import type { Db } from '../../platform/db';

/** A provider report chosen for import, as the provider described it. */
export interface ProviderReportToImport {
  id: string;
  name: string;
  datasetId: string | null;
  /** Null: read from the provider when the report is shown (the demo, whose port may change). */
  embedUrl: string | null;
}

export interface ImportProviderReportsResult {
  imported: { id: number; title: string; provider_report_id: string }[];
  /** Provider report IDs that already had a Mirante report in the workspace. */
  skipped: string[];
}

/** Mirante reports of a workspace, keyed by the provider's report ID (lower case). */
export async function importedReportIds(db: Db, companyId: UnitId, workspaceId: number) {
  const rows = await db
    .select({ id: reports.id, providerReportId: reports.providerReportId })
    .from(reports)
    .where(
      and(eq(reports.companyId, companyId), eq(reports.workspaceId, workspaceId), isNull(reports.deletedAt)),
    );
  return new Map(rows.map((r) => [(r.providerReportId ?? '').toLowerCase(), r.id]));
}

/**
 * Imports provider reports of an embedded workspace as Mirante reports in one step: the title
 * is the report's name; one already imported into the workspace is left as it is.
 */
export async function importProviderReports(opts: {
  db: Db;
  companyId: UnitId;
  /** Who imports (null: the seed). */
  userId: number | null;
  workspaceId: number;
  reports: ProviderReportToImport[];
}): Promise<ImportProviderReportsResult> {
  const { db, companyId, userId, workspaceId } = opts;
  return db.transaction(async (tx) => {
    const ids = opts.reports.map((r) => r.id.toLowerCase());
    const existing = await tx
      .select({ providerReportId: reports.providerReportId })
      .from(reports)
      .where(
        and(
          eq(reports.companyId, companyId),
          eq(reports.workspaceId, workspaceId),
          isNull(reports.deletedAt),
          inArray(reports.providerReportId, ids),
        ),
      );
    const taken = new Set(existing.map((r) => (r.providerReportId ?? '').toLowerCase()));
    const result: ImportProviderReportsResult = { imported: [], skipped: [] };
    for (const report of opts.reports) {
      const id = report.id.toLowerCase();
      if (taken.has(id)) {
        result.skipped.push(id);
        continue;
      }
      taken.add(id);
      const [row] = await tx
        .insert(reports)
        .values({
          companyId,
          kind: 'powerbi',
          title: report.name,
          workspaceId,
          providerReportId: id,
          providerDatasetId: report.datasetId?.toLowerCase() ?? null,
          embedUrl: report.embedUrl,
          createdByUserId: userId,
        })
        .returning({ id: reports.id, title: reports.title });
      if (row) result.imported.push({ id: row.id, title: row.title, provider_report_id: id });
    }
    return result;
  });
}
