export {
  type EmbedPage,
  fetchReportEmbed,
  ReportEmbed,
  type ReportEmbedEvent,
  type ReportEmbedProps,
  reportEmbedQueryKey,
  requestReportEmbedEarly,
} from './report-embed';
export { ReportMaintenance } from './report-maintenance';
export { Watermark } from './watermark';
