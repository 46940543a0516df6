import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProviderEndpoints } from '../../platform/config';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { providerServiceFor } from '../provider';
import { externalFrameRoutes } from './reports-external-frame.service';
import { FrameChecker } from './reports-frame-check.service';
import type { CapacityGate } from './reports-embed.service';
import { reportGroupRoutes } from './reports-groups.routes';
import { reportGrantRoutes, reportHomeRoutes } from './reports-home.routes';
import { reportViewRoutes } from './reports-view.routes';
import { reportRoutes } from './reports.routes';

/** Every reports route: groups, reports, grants, the viewer's calls, favorites and dashboard. */
export function reportsModule(opts: {
  db: Db;
  storageDir: string;
  secretBox: SecretBox;
  provider?: ProviderEndpoints;
  capacityGate?: CapacityGate;
  /** Check external links on private networks for framing too (MIRANTE_FRAME_CHECK_PRIVATE). */
  frameCheckPrivate?: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const provider = providerServiceFor(opts.provider);
    const frameChecker = new FrameChecker({ allowPrivateNetworks: opts.frameCheckPrivate ?? false });
    await app.register(reportGroupRoutes());
    await app.register(reportRoutes({ storageDir: opts.storageDir }));
    await app.register(reportGrantRoutes({ db: opts.db, secretBox: opts.secretBox, provider }));
    await app.register(reportHomeRoutes());
    await app.register(
      reportViewRoutes({
        db: opts.db,
        secretBox: opts.secretBox,
        provider,
        capacityGate: opts.capacityGate,
        frameChecker,
      }),
    );
    await app.register(externalFrameRoutes(opts.secretBox));
  };
}
export { canViewReport, visibleReportIds } from './reports-access.service';
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
  needsIdentity,
  requiresIdentity,
  settingsOf,
} from './reports-embed.service';
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
