import type { TReport, TReportCard } from '@mirante/contracts';

export function isInMaintenance(
  row: { maintenance: boolean; maintenanceStart: Date | null; maintenanceEnd: Date | null },
  now = new Date(),
): boolean {
  if (row.maintenance) return true;
  if (!row.maintenanceStart || !row.maintenanceEnd) return false;
  return now >= row.maintenanceStart && now < row.maintenanceEnd;
}

/** The storage path a cover is served at. */
export function coverPath(name: string | null): string | null {
  return name ? `/storage/${name}` : null;
}

type CardRow = Omit<TReportCard, 'created_at'> & { createdAt: Date };

export function presentCard({ createdAt, ...row }: CardRow): TReportCard {
  return {
    ...row,
    cover: coverPath(row.cover),
    in_maintenance: Boolean(row.in_maintenance),
    favorite: Boolean(row.favorite),
    created_at: createdAt.toISOString(),
  };
}

type ReportRow = CardRow &
  Omit<TReport, keyof TReportCard | 'maintenance_start' | 'maintenance_end' | 'updated_at'> & {
    maintenanceStart: Date | null;
    maintenanceEnd: Date | null;
    updatedAt: Date;
  };

export function presentReport({ maintenanceStart, maintenanceEnd, updatedAt, ...row }: ReportRow): TReport {
  return {
    ...row,
    ...presentCard(row),
    maintenance_start: maintenanceStart?.toISOString() ?? null,
    maintenance_end: maintenanceEnd?.toISOString() ?? null,
    updated_at: updatedAt.toISOString(),
  };
}
