/** What the provider module offers the others: the only file another module imports. */
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
