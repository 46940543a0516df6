/** What the provider's services need to act for one report-provider account. */
export interface ProviderCredentials {
  /** Directory (tenant) ID of the Entra application. */
  tenantId: string;
  /** Application (client) ID. */
  applicationId: string;
  /** Client secret value, decrypted. */
  secret: string;
  subscriptionId?: string | null;
  resourceGroup?: string | null;
}

/** Which service a token is for. */
export type ProviderResource = 'powerbi' | 'arm';

export const RESOURCE_SCOPES: Record<ProviderResource, string> = {
  powerbi: 'https://analysis.windows.net/powerbi/api/.default',
  arm: 'https://management.azure.com/.default',
};
