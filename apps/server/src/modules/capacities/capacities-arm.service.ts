import type { ErrorCode } from '@mirante/contracts';
import { AppError } from '../../platform/errors';
import type { EntraTokens } from '../provider';
import { mapProviderError, providerErrorCode, retryAfterMs } from '../provider';
import type { ProviderCredentials } from '../provider';

export const ARM_API_VERSION = '2021-01-01';

/** Where a capacity lives in Azure. */
export interface CapacityRef {
  subscriptionId: string;
  resourceGroup: string;
  name: string;
}

/** What ARM says about a capacity (`properties.state`, `sku.name`). */
export interface ArmCapacity {
  name: string;
  state: string;
  sku: string;
  location: string | null;
}

/** A long-running operation ARM accepted: follow `asyncUrl` (Azure-AsyncOperation) or `locationUrl`. */
export interface ArmOperation {
  asyncUrl: string | null;
  locationUrl: string | null;
  retryAfterMs: number | null;
  /** The operation was finished in the answer itself (200 without a follow-up URL). */
  done: boolean;
}

export interface ArmClientOptions {
  armUrl: string;
  tokens: Pick<EntraTokens, 'get' | 'invalidate'>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Attempts after the first for 429, 5xx and network failures. */
  retries?: number;
  /** Longest Retry-After honoured, in ms; ARM asking for more is "unavailable". */
  maxRetryAfterMs?: number;
  /** Default wait between polls of an operation without Retry-After. */
  pollMs?: number;
}

/** ARM error codes with a meaning of their own; anything else falls back to the provider mapping. */
const ARM_ERRORS: Record<string, ErrorCode> = {
  authorizationfailed: 'provider_authorization_failed',
  linkedauthorizationfailed: 'provider_authorization_failed',
  invalidauthenticationtoken: 'provider_token_expired',
  expiredauthenticationtoken: 'provider_token_expired',
  invalidauthenticationtokentenant: 'provider_authorization_failed',
  resourcenotfound: 'provider_entity_not_found',
  resourcegroupnotfound: 'provider_entity_not_found',
  subscriptionnotfound: 'provider_entity_not_found',
  invalidsubscriptionid: 'provider_entity_not_found',
  conflict: 'capacity_busy',
  anotheroperationinprogress: 'capacity_busy',
  operationnotallowed: 'capacity_busy',
  // Suspend of a capacity that is not running, resume of one that is not paused.
  badrequest: 'capacity_busy',
};

export function mapArmError(status: number, body: unknown, headers?: Headers): ErrorCode {
  const code = (providerErrorCode(body) ?? '').toLowerCase();
  const known = ARM_ERRORS[code];
  if (known) return known;
  if (status === 409) return 'capacity_busy';
  return mapProviderError(status, body, headers);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface ArmAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Client of Azure Resource Manager for Power BI Embedded capacities (api-version 2021-01-01):
 * read the state, suspend, resume and change the SKU, following long-running operations.
 */
export class ArmCapacities {
  private readonly armUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly retries: number;
  private readonly maxRetryAfterMs: number;
  private readonly pollMs: number;

  constructor(private readonly opts: ArmClientOptions) {
    this.armUrl = opts.armUrl.replace(/\/+$/, '');
    this.fetchImpl = opts.fetch ?? fetch;
    this.sleep = opts.sleep ?? defaultSleep;
    this.retries = opts.retries ?? 3;
    this.maxRetryAfterMs = opts.maxRetryAfterMs ?? 60_000;
    this.pollMs = opts.pollMs ?? 2000;
  }

  /** The capacity's resource URL (or that of one of its actions) with the api-version. */
  resourceUrl(ref: CapacityRef, action?: 'suspend' | 'resume'): string {
    const subscription = encodeURIComponent(ref.subscriptionId);
    const group = encodeURIComponent(ref.resourceGroup);
    const name = encodeURIComponent(ref.name);
    const resource = `/subscriptions/${subscription}/resourceGroups/${group}/providers/Microsoft.PowerBIDedicated/capacities/${name}`;
    return `${this.armUrl}${resource}${action ? `/${action}` : ''}?api-version=${ARM_API_VERSION}`;
  }

  async get(account: ProviderCredentials, ref: CapacityRef): Promise<ArmCapacity> {
    const answer = await this.request(account, 'GET', this.resourceUrl(ref));
    return presentCapacity(answer.body, ref.name);
  }

  suspend(account: ProviderCredentials, ref: CapacityRef): Promise<ArmOperation> {
    return this.operation(account, 'POST', this.resourceUrl(ref, 'suspend'));
  }

  resume(account: ProviderCredentials, ref: CapacityRef): Promise<ArmOperation> {
    return this.operation(account, 'POST', this.resourceUrl(ref, 'resume'));
  }

  /** Changes the SKU (PATCH of `sku.name`, tier from the SKU family). */
  scale(account: ProviderCredentials, ref: CapacityRef, sku: string): Promise<ArmOperation> {
    return this.operation(account, 'PATCH', this.resourceUrl(ref), { sku: { name: sku, tier: tierOf(sku) } });
  }

  /**
   * Follows a long-running operation to its end, honouring Retry-After. Resolves when it
   * succeeded; a failed or cancelled operation throws.
   */
  async wait(account: ProviderCredentials, op: ArmOperation, timeoutMs = 10 * 60_000): Promise<void> {
    if (op.done) return;
    const deadline = Date.now() + timeoutMs;
    let delay = op.retryAfterMs ?? this.pollMs;
    for (;;) {
      if (Date.now() > deadline) throw new AppError('provider_unavailable');
      await this.sleep(delay);
      if (op.asyncUrl) {
        const answer = await this.request(account, 'GET', op.asyncUrl);
        const status = String((answer.body as { status?: unknown } | undefined)?.status ?? '').toLowerCase();
        if (status === 'succeeded') return;
        if (status === 'failed' || status === 'canceled' || status === 'cancelled') {
          throw new AppError(mapArmError(409, (answer.body as { error?: unknown }) ?? {}));
        }
        delay = retryAfterMs(answer.headers.get('retry-after')) ?? this.pollMs;
      } else if (op.locationUrl) {
        const answer = await this.request(account, 'GET', op.locationUrl);
        if (answer.status !== 202) return;
        delay = retryAfterMs(answer.headers.get('retry-after')) ?? this.pollMs;
      } else {
        return;
      }
    }
  }

  private async operation(
    account: ProviderCredentials,
    method: string,
    url: string,
    json?: unknown,
  ): Promise<ArmOperation> {
    const answer = await this.request(account, method, url, json);
    const asyncUrl = answer.headers.get('azure-asyncoperation');
    const locationUrl = answer.headers.get('location');
    return {
      asyncUrl,
      locationUrl,
      retryAfterMs: retryAfterMs(answer.headers.get('retry-after')) ?? null,
      done: (answer.status === 200 || answer.status === 204) && !asyncUrl && !locationUrl,
    };
  }

  /** One ARM call: retries 429/5xx (Retry-After), renews an expired token once, maps errors. */
  private async request(
    account: ProviderCredentials,
    method: string,
    url: string,
    json?: unknown,
  ): Promise<ArmAnswer> {
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.opts.tokens.get(account, 'arm');
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: 'application/json',
            ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          body: json !== undefined ? JSON.stringify(json) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
      } catch {
        if (attempt < this.retries) {
          await this.sleep(this.backoff(attempt));
          continue;
        }
        throw new AppError('provider_connection_failed');
      }
      const body = await readBody(response);
      if (response.ok) return { status: response.status, headers: response.headers, body };
      if (response.status === 429 || response.status >= 500) {
        if (attempt >= this.retries) throw new AppError('provider_unavailable');
        const wait = retryAfterMs(response.headers.get('retry-after'));
        if (wait !== undefined && wait > this.maxRetryAfterMs) throw new AppError('provider_unavailable');
        await this.sleep(wait ?? this.backoff(attempt));
        continue;
      }
      const code = mapArmError(response.status, body, response.headers);
      if (code === 'provider_token_expired' && !renewed) {
        renewed = true;
        this.opts.tokens.invalidate(account, 'arm');
        continue;
      }
      throw new AppError(code, { params: { status: response.status } });
    }
  }

  private backoff(attempt: number): number {
    return Math.min(8000, 400 * 2 ** attempt);
  }
}

function tierOf(sku: string): string {
  return sku.startsWith('P') ? 'Premium' : 'PBIE_Azure';
}

function presentCapacity(body: unknown, fallbackName: string): ArmCapacity {
  const b = (body ?? {}) as {
    name?: unknown;
    location?: unknown;
    sku?: { name?: unknown };
    properties?: { state?: unknown; provisioningState?: unknown };
  };
  const state = b.properties?.state ?? b.properties?.provisioningState;
  return {
    name: typeof b.name === 'string' ? b.name : fallbackName,
    state: typeof state === 'string' ? state : 'Invalid',
    sku: typeof b.sku?.name === 'string' ? b.sku.name : '',
    location: typeof b.location === 'string' ? b.location : null,
  };
}
