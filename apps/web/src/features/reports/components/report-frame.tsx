import type { TReportEmbedResponse, TReportSettings } from '@mirante/contracts';
import { useCallback } from 'react';
import { ReportEmbed } from '../../../components/report-embed';

/** What the viewer takes from the embed answer: name, watermark, settings, permissions. */
export interface ViewerInfo {
  kind: TReportEmbedResponse['kind'];
  title: string;
  showName: boolean;
  watermark: string | null;
  showLastUpdate: boolean;
  saveFilter: boolean;
  permissionEdit: boolean;
  settings: TReportSettings;
}

export interface ReportFrameProps {
  reportId: number;
  /** What the report is, when known before its answer (a Power BI report's frame opens early). */
  kind?: TReportEmbedResponse['kind'] | null;
  editing?: boolean;
  onInfo: (info: ViewerInfo) => void;
  /** A page became the one shown (name null: the report has no pages). */
  onPageChange: (page: { name: string | null; title: string | null }) => void;
  /** The report is on screen (a Power BI report may name its first page only later, or never). */
  onShown?: () => void;
  /** Each new value reloads a Power BI report in its frame. */
  reloadSignal?: number;
}

/** The embedded report inside the viewer's frame, and what its answer tells the viewer. */
export function ReportFrame({
  reportId,
  kind,
  editing,
  onInfo,
  onPageChange,
  onShown,
  reloadSignal,
}: ReportFrameProps) {
  const onAnswer = useCallback(
    (data: TReportEmbedResponse) => {
      if (data.status !== 'ready') return;
      onInfo({
        kind: data.kind,
        title: data.report.title,
        showName: data.show_name,
        watermark: data.watermark,
        showLastUpdate: data.show_last_update,
        saveFilter: data.save_filter,
        permissionEdit: data.permission_edit,
        settings: data.settings,
      });
      // Reports without pages: one visit from the moment they show.
      if (data.kind !== 'powerbi') onPageChange({ name: null, title: null });
    },
    [onInfo, onPageChange],
  );
  return (
    <ReportEmbed
      reportId={reportId}
      expectPowerBi={kind === 'powerbi'}
      editing={editing}
      reloadSignal={reloadSignal}
      onAnswer={onAnswer}
      onPageChange={(page) => onPageChange({ name: page.name, title: page.displayName })}
      onEvent={(event) => {
        if (event.type === 'loaded' || event.type === 'rendered') onShown?.();
      }}
    />
  );
}
