import fp from 'fastify-plugin';
import { ensureCapacityRunning } from '../capacities';
import type { CapacityGate } from './reports-embed.service';
import { externalFrameRoutes } from './reports-external-frame.service';
import { FrameChecker } from './reports-frame-check.service';
import { reportGroupRoutes } from './reports-groups.routes';
import { reportGrantRoutes, reportHomeRoutes } from './reports-home.routes';
import { reportViewRoutes } from './reports-view.routes';
import { reportRoutes } from './reports.routes';

/**
 * The reports module: groups, reports, grants, the viewer's calls, favorites and dashboard, and
 * what it needs of the instance.
 */
export const reportsModule = fp(
  async (app) => {
    const { db, secretBox } = app;
    const provider = app.provider.service;
    const runtime = app.capacityRuntime;
    const capacityGate: CapacityGate = (opts) => ensureCapacityRunning(runtime, opts);
    // Check external links on private networks for framing too (MIRANTE_FRAME_CHECK_PRIVATE).
    const frameChecker = new FrameChecker({ allowPrivateNetworks: app.settings.frameCheckPrivate ?? false });
    await app.register(reportGroupRoutes());
    await app.register(reportRoutes({ storageDir: app.settings.storageDir }));
    await app.register(reportGrantRoutes({ db, secretBox, provider }));
    await app.register(reportHomeRoutes());
    await app.register(reportViewRoutes({ db, secretBox, provider, capacityGate, frameChecker }));
    await app.register(externalFrameRoutes(secretBox));
  },
  {
    name: 'reports',
    fastify: '5.x',
    dependencies: ['database', 'settings', 'secrets', 'provider-api', 'capacity-runtime', 'events'],
    encapsulate: true,
  },
);
export {
  canViewReport,
  listedCondition,
  visibilityCondition,
  visibleReportIds,
} from './reports-access.service';
export {
  listMemberReports,
  listReportAudience,
  openMaintenanceWindows,
  reportAudienceIds,
  reportTitle,
} from './reports-audience.service';
export {
  CAPACITY_RETRY_SECONDS,
  type CapacityGate,
  capacityStarting,
  noCapacityGate,
  needsIdentity,
  powerBiEmbed,
  requiresIdentity,
  settingsOf,
} from './reports-embed.service';
export { grantReportToUser } from './reports-grants.service';
export { findHtmlViolations } from './reports-html-import.service';
export { importProviderReports, reportImporter } from './reports-import.service';
export { reportMaintenanceOpened } from './reports-events.service';
export { isInMaintenance } from './reports-present.service';
export {
  findUnitReport,
  logEmbeddedPageView,
  refreshReportDataset,
  workspaceOf,
} from './reports-view.service';
export { setScheduledMaintenance } from './reports.service';
export { reportPolicy } from './reports.policy';
