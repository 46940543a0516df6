export {
  type EmbedPage,
  fetchReportEmbed,
  ReportEmbed,
  type ReportEmbedEvent,
  type ReportEmbedProps,
  reportEmbedQueryKey,
} from './report-embed';
