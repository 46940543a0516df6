import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
}

const MAX_LOG = 1000;

function defaultBody(status: number) {
  if (status === 429) {
    return {
      error: { code: 'TooManyRequests', message: 'Rate limit exceeded. Retry after the interval given.' },
    };
  }
  if (status >= 500)
    return { error: { code: 'ServiceUnavailable', message: 'The service is temporarily unavailable.' } };
  return { error: { code: 'InjectedFault', message: `Injected failure with status ${status}.` } };
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

/** Logs every request and answers injected faults, before the route's own handler. */
export function registerControlHooks(app: FastifyInstance, control: Control, prefix: string): void {
  app.addHook('preHandler', async (request, reply) => {
    const full = request.url.split('?')[0] ?? '';
    const path = full.startsWith(prefix) ? full.slice(prefix.length) || '/' : full;
    if (path.startsWith('/_control')) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const fault = control.take(request.method, path);
    control.log({
      method: request.method,
      path,
      query: { ...(request.query as Record<string, string>) },
      headers,
      body: request.body ?? null,
      at: new Date().toISOString(),
      ...(fault ? { faultId: fault.id } : {}),
    });
    if (fault) {
      if (fault.retryAfter !== undefined) reply.header('retry-after', String(fault.retryAfter));
      return reply.status(fault.status).send(fault.body ?? defaultBody(fault.status));
    }
  });
}

/**
 * The HTTP face of the control: `/_control/faults`, `/_control/requests`, `/_control/reset`,
 * `/_control/settings` and `/_control/capacities/{name}`.
 */
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
  app.post<{ Body: { embedTokenLifetimeSeconds?: number | null; transitionMs?: number } | undefined }>(
    '/settings',
    async (request) => {
      const body = request.body ?? {};
      if (body.embedTokenLifetimeSeconds !== undefined) {
        state.embedTokenLifetimeSeconds = body.embedTokenLifetimeSeconds ?? undefined;
      }
      if (typeof body.transitionMs === 'number') state.transitionMs = body.transitionMs;
      return {
        embedTokenLifetimeSeconds: state.embedTokenLifetimeSeconds ?? null,
        transitionMs: state.transitionMs,
      };
    },
  );
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
