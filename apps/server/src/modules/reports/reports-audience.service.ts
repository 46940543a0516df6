/**
 * Who may open which report, for other areas (the notification center's addressee views and
 * maintenance notices): the reports module's own rule, read in the caller's transaction.
 */
export {
  listMemberReports,
  listReportAudience,
  openMaintenanceWindows,
  reportAudienceIds,
  reportTitle,
} from './reports-audience.repository';
