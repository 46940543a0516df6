export {
  type EmbedPage,
  fetchOperatorReportEmbed,
  fetchReportEmbed,
  ReportEmbed,
  type ReportEmbedEvent,
  type ReportEmbedProps,
  type ReportEmbedSource,
  reportEmbedQueryKey,
  requestReportEmbedEarly,
} from './report-embed';
export { ReportMaintenance } from './report-maintenance';
export { Watermark } from './watermark';
