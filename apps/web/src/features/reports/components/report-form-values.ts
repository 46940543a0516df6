import type { UseFormReturnType } from '@mantine/form';
import type {
  ReportFilterMode,
  ReportOrientation,
  TCreateReportRequest,
  TReport,
  TReportFields,
  TUpdateReportRequest,
} from '@mirante/contracts';

export type ManualKind = 'html' | 'external';
export type HtmlSource = 'file' | 'paste';

export interface ReportValues {
  title: string;
  description: string;
  group_id: string | null;
  subgroup_id: string | null;
  filter_mode: ReportFilterMode;
  ignore_rls: boolean;
  side_filter: boolean;
  nav_panel: boolean;
  show_hidden_pages: boolean;
  show_on_catalog: boolean;
  catalog_description: string;
  show_on_app: boolean;
  mobile_background: boolean;
  resolution: string;
  orientation: ReportOrientation;
  allow_editing: boolean;
  visual_headers: boolean;
  update_seconds: number;
  show_last_update: boolean;
  external_url: string;
  html_content: string;
}

export type ReportForm = UseFormReturnType<ReportValues>;

export const EMPTY_REPORT: ReportValues = {
  title: '',
  description: '',
  group_id: null,
  subgroup_id: null,
  filter_mode: 'none',
  ignore_rls: false,
  side_filter: false,
  nav_panel: false,
  show_hidden_pages: false,
  show_on_catalog: false,
  catalog_description: '',
  show_on_app: true,
  mobile_background: false,
  resolution: '',
  orientation: 'auto',
  allow_editing: false,
  visual_headers: false,
  update_seconds: 0,
  show_last_update: false,
  external_url: '',
  html_content: '',
};

/** Field → tab it lives on, so an error on a field shows its tab. */
export const FIELD_TAB: Record<string, string> = {
  title: 'general',
  description: 'general',
  group_id: 'general',
  subgroup_id: 'general',
  external_url: 'general',
  html_content: 'general',
  cover: 'general',
  catalog_description: 'access',
  filter_mode: 'access',
  orientation: 'display',
  resolution: 'display',
  update_seconds: 'display',
};

/** The fields the form shows, where the server's field failures land. */
export const REPORT_FIELDS = Object.keys(FIELD_TAB);

export function valuesOf(report: TReport & { html_content?: string | null }): ReportValues {
  return {
    title: report.title,
    description: report.description ?? '',
    group_id: report.group_id ? String(report.group_id) : null,
    subgroup_id: report.subgroup_id ? String(report.subgroup_id) : null,
    filter_mode: report.filter_mode,
    ignore_rls: report.ignore_rls,
    side_filter: report.side_filter,
    nav_panel: report.nav_panel,
    show_hidden_pages: report.show_hidden_pages,
    show_on_catalog: report.show_on_catalog,
    catalog_description: report.catalog_description ?? '',
    show_on_app: report.show_on_app,
    mobile_background: report.mobile_background,
    resolution: report.resolution ?? '',
    orientation: report.orientation,
    allow_editing: report.allow_editing,
    visual_headers: report.visual_headers,
    update_seconds: report.update_seconds,
    show_last_update: report.show_last_update,
    external_url: report.external_url ?? '',
    html_content: report.html_content ?? '',
  };
}

function fieldsOf(values: ReportValues): TReportFields {
  return {
    title: values.title,
    description: values.description.trim() || null,
    group_id: values.group_id ? Number(values.group_id) : null,
    subgroup_id: values.group_id && values.subgroup_id ? Number(values.subgroup_id) : null,
    filter_mode: values.filter_mode,
    ignore_rls: values.ignore_rls,
    side_filter: values.side_filter,
    nav_panel: values.nav_panel,
    show_hidden_pages: values.show_hidden_pages,
    show_on_catalog: values.show_on_catalog,
    catalog_description: values.show_on_catalog ? values.catalog_description.trim() || null : null,
    show_on_app: values.show_on_app,
    mobile_background: values.mobile_background,
    resolution: values.resolution.trim() || null,
    orientation: values.orientation,
    allow_editing: values.allow_editing,
    visual_headers: values.visual_headers,
    update_seconds: values.update_seconds,
    show_last_update: values.show_last_update,
  };
}

/** The request that adds a report of `kind`, with the HTML read from the file or the paste. */
export function createRequestOf(values: ReportValues, kind: ManualKind, html: string): TCreateReportRequest {
  const fields = fieldsOf(values);
  return kind === 'html'
    ? { ...fields, kind: 'html', html_content: html }
    : { ...fields, kind: 'external', external_url: values.external_url };
}

/** The request that edits a report: its HTML only when it changed, its link only for a link. */
export function updateRequestOf(
  values: ReportValues,
  kind: TReport['kind'],
  html: string,
  storedHtml: string | null | undefined,
): TUpdateReportRequest {
  return {
    ...fieldsOf(values),
    ...(kind === 'external' ? { external_url: values.external_url } : {}),
    ...(kind === 'html' && html.trim() && html !== storedHtml ? { html_content: html } : {}),
  };
}
