/** What the switching module offers the others: the only file another module imports. */
export { registerImpersonationAudit } from './switching-impersonation-audit.service';
export {
  assertPartnerAccessAllowed,
  findPartnerUnit,
  openPartnerSession,
} from './switching-partner-session.service';
export { switchingRoutes } from './switching.routes';
export { findSessionById, isLiveSession } from './switching.service';
