import type { Config } from '../../platform/config';
import { DEFAULT_PROVIDER_ENDPOINTS } from '../../platform/config';
import type { SecretBox } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { EntraTokens } from './provider-entra.service';
import { type ProviderFetchInit, providerFetch } from './provider-http.service';
import { findProviderAccountRow } from './provider.repository';
import type { ProviderCredentials } from './provider-types.service';
import type { UnitId } from '../../platform/scope';

// A unit's provider account as the capacities module reads it.
export { findProviderAccountRow, pointWorkspacesAtCapacity } from './provider.repository';

export type { ProviderCredentials } from './provider-types.service';

/** A workspace (group) as Power BI lists it. */
export interface PbiWorkspace {
  id: string;
  name: string;
  isReadOnly?: boolean;
  isOnDedicatedCapacity?: boolean;
  capacityId?: string;
}

/** A report as Power BI lists it. */
export interface PbiReport {
  id: string;
  name: string;
  datasetId?: string;
  embedUrl: string;
  webUrl?: string;
  reportType?: string;
}

export interface PbiPage {
  name: string;
  displayName: string;
  order: number;
}

/** Row-level security for one dataset of an embed token. */
export interface EmbedIdentity {
  username: string;
  roles: string[];
  datasets: string[];
}

export interface GenerateEmbedTokenInput {
  account: ProviderCredentials;
  reports: { id: string; allowEdit?: boolean }[];
  datasets: string[];
  /** The workspace the token may act in (needed to save edits). */
  workspaceId?: string | null;
  identities?: EmbedIdentity[];
  /** Whole minutes (Power BI's `lifetimeInMinutes` is an integer). */
  lifetimeMinutes?: number;
}

export interface EmbedToken {
  token: string;
  tokenId: string;
  /** ISO instant. */
  expiration: string;
}

interface PbiList<T> {
  value?: T[];
}

interface PbiRefresh {
  status?: string;
  endTime?: string;
  startTime?: string;
}

export interface ProviderServiceOptions {
  loginUrl: string;
  apiUrl: string;
  fetch?: typeof fetch;
  tokens?: EntraTokens;
  /**
   * Lifetime of embed tokens when the caller gives none, in whole minutes (the service's own
   * default is the remaining life of the Entra token, an hour).
   */
  defaultLifetimeMinutes?: number;
  /** Passed to every REST call (tests shorten waits). */
  http?: Pick<ProviderFetchInit, 'retries' | 'sleep' | 'maxRetryAfterMs' | 'timeoutMs'>;
}

/** The Power BI REST API (`{api}/v1.0/myorg`), acting with an account's client credentials. */
export class ProviderService {
  readonly tokens: EntraTokens;
  private readonly api: string;
  private readonly fetchImpl: typeof fetch | undefined;
  private readonly http: ProviderServiceOptions['http'];
  private readonly defaultLifetimeMinutes: number | undefined;

  constructor(opts: ProviderServiceOptions) {
    this.api = `${opts.apiUrl.replace(/\/+$/, '')}/v1.0/myorg`;
    this.fetchImpl = opts.fetch;
    this.tokens = opts.tokens ?? new EntraTokens({ loginUrl: opts.loginUrl, fetch: opts.fetch });
    this.http = opts.http;
    this.defaultLifetimeMinutes = opts.defaultLifetimeMinutes;
  }

  /**
   * One call with the account's Power BI token. A token the service calls expired is dropped
   * and the call made once more with a new one.
   */
  private async call<T>(
    account: ProviderCredentials,
    path: string,
    init: Omit<ProviderFetchInit, 'token'> = {},
    freshToken = false,
  ): Promise<T> {
    const token = freshToken
      ? await this.tokens.fresh(account, 'powerbi')
      : await this.tokens.get(account, 'powerbi');
    const options = { ...this.http, ...init, token, fetch: this.fetchImpl };
    try {
      return await providerFetch<T>(`${this.api}${path}`, options);
    } catch (error) {
      if (!freshToken && error instanceof AppError && error.code === 'provider_token_expired') {
        this.tokens.invalidate(account, 'powerbi');
        return this.call<T>(account, path, init, true);
      }
      throw error;
    }
  }

  async listWorkspaces(account: ProviderCredentials): Promise<PbiWorkspace[]> {
    const body = await this.call<PbiList<PbiWorkspace>>(account, '/groups');
    return body?.value ?? [];
  }

  async listReports(account: ProviderCredentials, workspaceId: string): Promise<PbiReport[]> {
    const body = await this.call<PbiList<PbiReport>>(account, `/groups/${enc(workspaceId)}/reports`);
    return body?.value ?? [];
  }

  async getReport(account: ProviderCredentials, workspaceId: string, reportId: string): Promise<PbiReport> {
    return this.call<PbiReport>(account, `/groups/${enc(workspaceId)}/reports/${enc(reportId)}`);
  }

  async getPages(account: ProviderCredentials, workspaceId: string, reportId: string): Promise<PbiPage[]> {
    const body = await this.call<PbiList<PbiPage>>(
      account,
      `/groups/${enc(workspaceId)}/reports/${enc(reportId)}/pages`,
    );
    return (body?.value ?? []).slice().sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  /**
   * An embed token (GenerateToken V2). The Entra token is always a new one: an embed token
   * never outlives the token it was made with.
   */
  async generateEmbedToken(input: GenerateEmbedTokenInput): Promise<EmbedToken> {
    const body: Record<string, unknown> = {
      reports: input.reports.map((r) => ({ id: r.id, ...(r.allowEdit ? { allowEdit: true } : {}) })),
      datasets: input.datasets.map((id) => ({ id })),
    };
    if (input.workspaceId) body.targetWorkspaces = [{ id: input.workspaceId }];
    if (input.identities?.length) body.identities = input.identities;
    const lifetime = input.lifetimeMinutes ?? this.defaultLifetimeMinutes;
    if (lifetime) body.lifetimeInMinutes = lifetime;
    const answer = await this.call<{ token?: string; tokenId?: string; expiration?: string }>(
      input.account,
      '/GenerateToken',
      { method: 'POST', json: body },
      true,
    );
    if (!answer?.token || !answer.expiration) throw new AppError('provider_unavailable');
    return {
      token: answer.token,
      tokenId: answer.tokenId ?? '',
      expiration: new Date(answer.expiration).toISOString(),
    };
  }

  /**
   * Whether Power BI reads the dataset only under an effective identity (row-level security
   * defined on it): a token without one is refused.
   */
  async datasetRequiresIdentity(
    account: ProviderCredentials,
    workspaceId: string,
    datasetId: string,
  ): Promise<boolean> {
    const body = await this.call<{ isEffectiveIdentityRequired?: boolean }>(
      account,
      `/groups/${enc(workspaceId)}/datasets/${enc(datasetId)}`,
    );
    return body?.isEffectiveIdentityRequired === true;
  }

  /** Asks Power BI to refresh the dataset now (it answers 202 and refreshes in the background). */
  async refreshDataset(account: ProviderCredentials, workspaceId: string, datasetId: string): Promise<void> {
    await this.call<unknown>(account, `/groups/${enc(workspaceId)}/datasets/${enc(datasetId)}/refreshes`, {
      method: 'POST',
      json: { notifyOption: 'NoNotification' },
    });
  }

  /** When the dataset last refreshed: the end of the newest completed refresh, or null. */
  async lastRefresh(
    account: ProviderCredentials,
    workspaceId: string,
    datasetId: string,
  ): Promise<string | null> {
    const body = await this.call<PbiList<PbiRefresh>>(
      account,
      `/groups/${enc(workspaceId)}/datasets/${enc(datasetId)}/refreshes?$top=20`,
    );
    let newest: number | null = null;
    for (const refresh of body?.value ?? []) {
      if (refresh.status !== 'Completed' || !refresh.endTime) continue;
      const at = Date.parse(refresh.endTime);
      if (!Number.isNaN(at) && (newest === null || at > newest)) newest = at;
    }
    return newest === null ? null : new Date(newest).toISOString();
  }
}

function enc(id: string): string {
  return encodeURIComponent(id);
}

/**
 * A service (and so a token cache) on a set of endpoints. The app makes one per instance
 * (`app.provider`), shared by every module. The embed token lifetime comes from the configuration
 * (MIRANTE_EMBED_TOKEN_MINUTES, checked at start).
 */
export function providerServiceFor(
  endpoints?: Pick<Config['provider'], 'loginUrl' | 'apiUrl' | 'embedTokenMinutes'>,
): ProviderService {
  const { loginUrl, apiUrl } = endpoints ?? DEFAULT_PROVIDER_ENDPOINTS;
  return new ProviderService({ loginUrl, apiUrl, defaultLifetimeMinutes: endpoints?.embedTokenMinutes });
}

/** A stored account with everything the provider's services need; secret decrypted. */
export interface LoadedProviderAccount extends ProviderCredentials {
  id: number;
  companyId: number;
  name: string;
  workspaceId: string | null;
}

/** An account of the unit (not deleted), with its secret opened; another unit's is not found. */
export async function loadAccountForCompany(
  db: Db | Tx,
  companyId: UnitId,
  accountId: number,
  secretBox: SecretBox,
): Promise<LoadedProviderAccount> {
  const row = await findProviderAccountRow(db, companyId, accountId);
  if (!row) throw new AppError('provider_entity_not_found');
  let secret: string;
  try {
    secret = secretBox.open(row.secretEnc);
  } catch {
    // Sealed with another key (MIRANTE_SECRET_KEY changed): the secret must be entered again.
    throw new AppError('provider_authorization_failed');
  }
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    tenantId: row.tenantId,
    applicationId: row.applicationId,
    secret,
    subscriptionId: row.subscriptionId,
    resourceGroup: row.resourceGroup,
    workspaceId: row.workspaceId,
  };
}
