import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProviderEndpoints } from '../../platform/config';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { providerServiceFor } from '../provider/provider.service';
import { externalFrameRoutes } from './external-frame';
import { FrameChecker } from './frame-check';
import type { CapacityGate } from './report-embed.service';
import { reportGroupRoutes } from './report-groups.routes';
import { reportGrantRoutes, reportHomeRoutes } from './report-home.routes';
import { reportViewRoutes } from './report-view.routes';
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
