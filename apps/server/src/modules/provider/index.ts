/** What the provider module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { providerRoutes } from './provider.routes';
import { providerUnitsRoutes } from './provider-units.routes';
import type { ReportImporter } from './provider-admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** How the provider's reports become the portal's (the reports module's, lent by the app). */
    reportImporter: ReportImporter;
  }
}
export { EntraTokens } from './provider-entra.service';
export { mapProviderError, providerErrorCode, retryAfterMs } from './provider-http.service';
export type { ProviderCredentials } from './provider-types.service';
export { providerUnitsRoutes } from './provider-units.routes';
export { providerRoutes } from './provider.routes';
export {
  findProviderAccountRow,
  loadAccountForCompany,
  pointWorkspacesAtCapacity,
  type ProviderService,
  providerServiceFor,
} from './provider.service';

/** The provider module: its routes, and what it needs of the instance. */
export const providerModule = fp(
  async (app) => {
    await app.register(
      providerRoutes({
        db: app.db,
        secretBox: app.secretBox,
        provider: app.provider.service,
        reports: app.reportImporter,
      }),
    );
    await app.register(providerUnitsRoutes());
  },
  {
    name: 'provider',
    fastify: '5.x',
    dependencies: ['database', 'secrets', 'provider-api'],
    encapsulate: true,
  },
);
