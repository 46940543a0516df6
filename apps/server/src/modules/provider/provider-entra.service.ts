import { AppError } from '../../platform/errors';
import { type ProviderCredentials, type ProviderResource, RESOURCE_SCOPES } from './provider-types.service';

export type { ProviderCredentials, ProviderResource } from './provider-types.service';

/** Tokens are renewed this long before they expire. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

interface CachedToken {
  token: string;
  expiresAt: number;
}

/**
 * Client-credentials tokens from Entra ID, one per (tenant, application, resource), cached until
 * five minutes before they expire.
 */
export class EntraTokens {
  private readonly loginUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly cache = new Map<string, CachedToken>();
  private readonly pending = new Map<string, Promise<string>>();

  constructor(opts: { loginUrl: string; fetch?: typeof fetch; now?: () => number }) {
    this.loginUrl = opts.loginUrl.replace(/\/+$/, '');
    this.fetchImpl = opts.fetch ?? fetch;
    this.now = opts.now ?? Date.now;
  }

  private key(account: ProviderCredentials, resource: ProviderResource): string {
    // The secret is part of the key so a changed secret never reuses a token of the old one.
    return `${account.tenantId}\u0000${account.applicationId}\u0000${resource}\u0000${account.secret}`;
  }

  /** A valid access token for the resource, from the cache when it still has 5 minutes left. */
  async get(account: ProviderCredentials, resource: ProviderResource): Promise<string> {
    const key = this.key(account, resource);
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > this.now()) return cached.token;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const request = this.request(account, resource).finally(() => this.pending.delete(key));
    this.pending.set(key, request);
    return request;
  }

  /** Always asks Entra for a new token (and caches it). */
  async fresh(account: ProviderCredentials, resource: ProviderResource): Promise<string> {
    this.invalidate(account, resource);
    return this.get(account, resource);
  }

  /** Forgets the cached token, e.g. after the service said it expired. */
  invalidate(account: ProviderCredentials, resource: ProviderResource): void {
    this.cache.delete(this.key(account, resource));
  }

  private async request(account: ProviderCredentials, resource: ProviderResource): Promise<string> {
    const url = `${this.loginUrl}/${encodeURIComponent(account.tenantId)}/oauth2/v2.0/token`;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: account.applicationId,
      client_secret: account.secret,
      scope: RESOURCE_SCOPES[resource],
    });
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new AppError('provider_connection_failed');
    }
    const text = await response.text();
    let body: { access_token?: unknown; expires_in?: unknown; error?: unknown } = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    if (!response.ok || typeof body.access_token !== 'string') {
      if (response.status === 429 || response.status >= 500) throw new AppError('provider_unavailable');
      // Entra answers 400 (invalid_client, unauthorized_client, AADSTS90002 unknown tenant…) for bad credentials.
      throw new AppError('provider_authorization_failed');
    }
    const seconds = Number(body.expires_in);
    const expiresAt = this.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
    this.cache.set(this.key(account, resource), { token: body.access_token, expiresAt });
    return body.access_token;
  }
}
