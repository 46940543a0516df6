import type { TReport } from '@mirante/contracts';
import { EMBED_LINK_REPORT_KINDS } from '@mirante/contracts';
import { EmbedLinksPanel } from '../../features/embed-links/components/embed-links-panel';
import { OperatorReportPage } from '../../features/reports/pages/operator-report-page';
import { ReportDetailsPage } from '../../features/reports/pages/report-details-page';
import { useCachedUser, useStoredConfig } from '../../lib/storage';

/**
 * `:id/management/view`: a report's settings and access, and, when the unit embeds reports
 * (enable_embedded) and the report may be embedded, its embed links. The operator, outside any
 * unit, sees the report itself (any unit's it reaches), read-only.
 */
export function ReportDetailsScreen() {
  const profile = useCachedUser()?.perfil_usuario;
  return profile === 'a2m' ? <OperatorReportPage /> : <UnitReportDetails />;
}

function UnitReportDetails() {
  const config = useStoredConfig();
  const embedding = (config as { enable_embedded?: unknown }).enable_embedded === 'S';
  const links = (report: TReport) =>
    embedding && (EMBED_LINK_REPORT_KINDS as readonly string[]).includes(report.kind) ? (
      <EmbedLinksPanel reportId={report.id} reportKind={report.kind} />
    ) : null;
  return <ReportDetailsPage extra={links} />;
}
