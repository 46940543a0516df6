import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entraError } from './entra';
import { CAPACITY_STATES, type CapacityArmState, type EmulatorState } from './state';

/** A scripted failure: the next `times` matching requests get this answer instead of the real one. */
export interface FaultRule {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** Regular expression tested against the path inside the emulator, e.g. `^/powerbi/v1.0/myorg/groups$`. */
  pathPattern: string;
  status: number;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** Response body; a service-like error body when absent. */
  body?: unknown;
  /** How many requests fail (default 1; 0 = until reset). */
  times?: number;
}

export interface ActiveFault extends FaultRule {
  id: string;
  /** Requests it has answered so far. */
  hits: number;
}

/** What the emulator answered a logged request. */
export interface LoggedResponse {
  status: number;
  headers: Record<string, string>;
  /** The parsed JSON body; null when the answer had none or was not JSON (the embed page). */
  body: unknown;
}

export interface LoggedRequest {
  method: string;
  /** Path inside the emulator, without the query string. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  at: string;
  /** The fault that answered it, if any. */
  faultId?: string;
  /** The answer, once sent. */
  response?: LoggedResponse;
}

const MAX_LOG = 1000;

/** The error body a fault answers with when its rule gives none: the service's own error shape. */
function defaultBody(status: number, path: string) {
  const busy = status === 429 || status >= 500;
  if (path.startsWith('/login/')) {
    // Entra's TokenError; a made-up failure carries no AADSTS number.
    return busy
      ? entraError('temporarily_unavailable', 'The service is temporarily unavailable.', [])
      : entraError('invalid_request', `Injected failure with status ${status}.`, []);
  }
  if (status === 429) {
    return {
      error: { code: 'TooManyRequests', message: 'Rate limit exceeded. Retry after the interval given.' },
    };
  }
  if (busy)
    return { error: { code: 'ServiceUnavailable', message: 'The service is temporarily unavailable.' } };
  return { error: { code: 'InjectedFault', message: `Injected failure with status ${status}.` } };
}

function headersOf(values: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The JSON of an answer's payload as Fastify sends it (serialized text or bytes), else null. */
function jsonOf(payload: unknown, contentType: string | undefined): unknown {
  if (!contentType?.includes('json')) return null;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Scripted failures and the log of what clients asked; shared by the HTTP control routes and code. */
export class Control {
  readonly faults: ActiveFault[] = [];
  readonly requests: LoggedRequest[] = [];

  addFault(rule: FaultRule): ActiveFault {
    new RegExp(rule.pathPattern); // throws on an invalid pattern
    const fault: ActiveFault = { ...rule, times: rule.times ?? 1, id: randomUUID(), hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  /** The fault that answers this request, counting the hit. */
  take(method: string, path: string): ActiveFault | undefined {
    const fault = this.faults.find(
      (f) =>
        (!f.method || f.method.toUpperCase() === method.toUpperCase()) &&
        new RegExp(f.pathPattern).test(path) &&
        (f.times === 0 || f.hits < (f.times ?? 1)),
    );
    if (fault) fault.hits += 1;
    return fault;
  }

  log(entry: LoggedRequest): void {
    this.requests.push(entry);
    if (this.requests.length > MAX_LOG) this.requests.splice(0, this.requests.length - MAX_LOG);
  }

  clear(): void {
    this.faults.length = 0;
    this.requests.length = 0;
  }
}

/**
 * Logs every request and answers injected faults, before the route's own handler; the answer
 * joins its request in the log once sent (requests refused before a handler, a body that is not
 * JSON, are logged then).
 */
export function registerControlHooks(app: FastifyInstance, control: Control, prefix: string): void {
  const entries = new WeakMap<FastifyRequest, LoggedRequest>();
  const pathOf = (request: FastifyRequest) => {
    const full = request.url.split('?')[0] ?? '';
    return full.startsWith(prefix) ? full.slice(prefix.length) || '/' : full;
  };
  const entryOf = (request: FastifyRequest, path: string, body: unknown): LoggedRequest => ({
    method: request.method,
    path,
    query: { ...(request.query as Record<string, string>) },
    headers: headersOf(request.headers),
    body: body ?? null,
    at: new Date().toISOString(),
  });
  app.addHook('preHandler', async (request, reply) => {
    const path = pathOf(request);
    if (path.startsWith('/_control')) return;
    const fault = control.take(request.method, path);
    const entry: LoggedRequest = {
      ...entryOf(request, path, request.body),
      ...(fault ? { faultId: fault.id } : {}),
    };
    entries.set(request, entry);
    control.log(entry);
    if (fault) {
      if (fault.retryAfter !== undefined) reply.header('retry-after', String(fault.retryAfter));
      return reply.status(fault.status).send(fault.body ?? defaultBody(fault.status, path));
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathOf(request);
    if (path.startsWith('/_control')) return payload;
    let entry = entries.get(request);
    if (!entry) {
      entry = entryOf(request, path, null);
      control.log(entry);
    }
    const headers = headersOf(reply.getHeaders());
    entry.response = { status: reply.statusCode, headers, body: jsonOf(payload, headers['content-type']) };
    return payload;
  });
}

/**
 * The HTTP face of the control: `/_control/faults`, `/_control/requests`, `/_control/reset`,
 * `/_control/settings` and `/_control/capacities/{name}`.
 */
/** What `POST /_control/settings` may change. */
export interface EmulatorSettings {
  embedTokenLifetimeSeconds?: number | null;
  transitionMs?: number;
  exportMsPerPage?: number;
  exportConcurrency?: number;
  exportRetryAfterSeconds?: number;
  exportFailures?: number;
}

export function registerControlRoutes(app: FastifyInstance, control: Control, state: EmulatorState): void {
  app.get('/faults', async () => ({ value: control.faults }));
  app.post<{ Body: FaultRule | undefined }>('/faults', async (request, reply) => {
    const rule = request.body;
    if (!rule || typeof rule.pathPattern !== 'string' || !Number.isInteger(rule.status)) {
      return reply.status(400).send({ error: 'pathPattern (string) and status (integer) are required' });
    }
    try {
      return reply.status(201).send(control.addFault(rule));
    } catch {
      return reply.status(400).send({ error: 'pathPattern is not a valid regular expression' });
    }
  });
  app.get<{ Querystring: { path?: string; method?: string } }>('/requests', async (request, reply) => {
    const { path, method } = request.query;
    let pattern: RegExp | undefined;
    try {
      pattern = path ? new RegExp(path) : undefined;
    } catch {
      return reply.status(400).send({ error: 'path is not a valid regular expression' });
    }
    return {
      value: control.requests.filter(
        (r) =>
          (!pattern || pattern.test(r.path)) && (!method || r.method.toUpperCase() === method.toUpperCase()),
      ),
    };
  });
  app.delete('/requests', async () => {
    control.requests.length = 0;
    return { value: [] };
  });
  app.post('/reset', async () => {
    control.clear();
    state.reset();
    return { status: 'reset' };
  });
  // Knobs for browser tests: short embed tokens, fast or slow capacity transitions.
  // Exports: how long they take, how many a capacity runs before throttling, the next to fail.
  app.post<{ Body: EmulatorSettings | undefined }>('/settings', async (request) => {
    const body = request.body ?? {};
    if (body.embedTokenLifetimeSeconds !== undefined) {
      state.embedTokenLifetimeSeconds = body.embedTokenLifetimeSeconds ?? undefined;
    }
    if (typeof body.transitionMs === 'number') state.transitionMs = body.transitionMs;
    const count = (value: unknown) =>
      Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
    state.exportMsPerPage = count(body.exportMsPerPage) ?? state.exportMsPerPage;
    state.exportConcurrency = count(body.exportConcurrency) ?? state.exportConcurrency;
    state.exportRetryAfterSeconds = count(body.exportRetryAfterSeconds) ?? state.exportRetryAfterSeconds;
    state.exportFailures = count(body.exportFailures) ?? state.exportFailures;
    return {
      embedTokenLifetimeSeconds: state.embedTokenLifetimeSeconds ?? null,
      transitionMs: state.transitionMs,
      exportMsPerPage: state.exportMsPerPage,
      exportConcurrency: state.exportConcurrency,
      exportRetryAfterSeconds: state.exportRetryAfterSeconds,
      exportFailures: state.exportFailures,
    };
  });
  // Puts a capacity straight into a state (e.g. Paused), cancelling its running operation.
  app.post<{ Params: { name: string }; Body: { state?: CapacityArmState } | undefined }>(
    '/capacities/:name',
    async (request, reply) => {
      state.settle();
      const capacity = state.capacities.find(
        (c) => c.name.toLowerCase() === request.params.name.toLowerCase(),
      );
      if (!capacity) return reply.status(404).send({ error: 'unknown capacity' });
      const next = request.body?.state;
      if (!next || !CAPACITY_STATES.includes(next)) {
        return reply.status(400).send({ error: `state must be one of ${CAPACITY_STATES.join(', ')}` });
      }
      for (const op of state.operations.values()) {
        if (op.capacity === capacity.name && op.status === 'InProgress') op.status = 'Failed';
      }
      capacity.state = next;
      return { name: capacity.name, state: capacity.state };
    },
  );
}
