// Report visibility as the other modules (playlists, catalogs) ask for it: through here, never
// the repository.
export {
  canViewReport,
  listedCondition,
  visibilityCondition,
  visibleReportIds,
} from './reports-access.repository';
