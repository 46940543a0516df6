import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccessClaims, ARM_AUDIENCE, checkBearer } from './auth';
import type { EmulatorContext } from './context';
import type { CapacityRecord, OperationRecord } from './state';

export const ARM_API_VERSIONS = ['2021-01-01', '2017-10-01'];
const PROVIDER = 'Microsoft.PowerBIDedicated';
const SKUS: Record<string, string> = {
  A1: 'PBIE_Azure',
  A2: 'PBIE_Azure',
  A3: 'PBIE_Azure',
  A4: 'PBIE_Azure',
  A5: 'PBIE_Azure',
  A6: 'PBIE_Azure',
  EM1: 'PBIE_Azure',
  EM2: 'PBIE_Azure',
  EM3: 'PBIE_Azure',
  P1: 'Premium',
  P2: 'Premium',
  P3: 'Premium',
};

function armError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: { code, message } });
}

interface CapacityParams {
  sub: string;
  rg: string;
  name: string;
}

/** Azure Resource Manager for Microsoft.PowerBIDedicated capacities, with asynchronous operations. */
export function registerArm(
  app: FastifyInstance,
  ctx: EmulatorContext,
  opts: { deniedClients: string[] },
): void {
  const { state } = ctx;
  const armBase = (request: FastifyRequest) => `${request.protocol}://${request.host}${ctx.prefix}/arm`;
  const locationSlug = (c: CapacityRecord) => c.location.toLowerCase().replace(/\s+/g, '');
  const resourceId = (c: CapacityRecord) =>
    `/subscriptions/${c.subscriptionId}/resourceGroups/${c.resourceGroup}/providers/${PROVIDER}/capacities/${c.name}`;

  const capacityJson = (c: CapacityRecord) => ({
    id: resourceId(c),
    name: c.name,
    type: `${PROVIDER}/capacities`,
    location: c.location,
    sku: { name: c.sku.name, tier: c.sku.tier, capacity: 1 },
    tags: {},
    properties: {
      provisioningState: c.state,
      state: c.state,
      mode: 'Gen2',
      friendlyName: c.name,
      tenantId: ctx.tenantId,
      administration: { members: c.administrators },
    },
  });

  /** Checks api-version and the bearer, and that the caller may act on the subscription. */
  function guard(
    request: FastifyRequest<{ Params: { sub: string }; Querystring: { 'api-version'?: string } }>,
    reply: FastifyReply,
    action: string,
  ): AccessClaims | null {
    const version = request.query['api-version'];
    if (!version) {
      void armError(
        reply,
        400,
        'MissingApiVersionParameter',
        'The api-version query parameter (?api-version=) is required for all requests.',
      );
      return null;
    }
    if (!ARM_API_VERSIONS.includes(version)) {
      void armError(
        reply,
        400,
        'InvalidApiVersionParameter',
        `The api-version '${version}' is invalid. The supported versions are '${ARM_API_VERSIONS.join(',')}'.`,
      );
      return null;
    }
    const check = checkBearer(request, ARM_AUDIENCE, ctx.signingKey);
    if (!check.ok) {
      const [code, message] =
        check.reason === 'missing'
          ? ['AuthenticationFailed', "Authentication failed. The 'Authorization' header is missing."]
          : check.reason === 'expired'
            ? [
                'ExpiredAuthenticationToken',
                'The access token expiry UTC time is earlier than current UTC time.',
              ]
            : check.reason === 'audience'
              ? [
                  'InvalidAuthenticationTokenAudience',
                  'The access token has been obtained for wrong audience or resource.',
                ]
              : ['InvalidAuthenticationToken', 'The access token is invalid.'];
      reply.header(
        'www-authenticate',
        'Bearer authorization_uri="https://login.windows.net/", error="invalid_token"',
      );
      void armError(reply, 401, code, message);
      return null;
    }
    const claims = check.claims;
    const owned = state.capacities.some(
      (c) => c.subscriptionId.toLowerCase() === request.params.sub.toLowerCase(),
    );
    if (!owned || claims.tid !== ctx.tenantId || opts.deniedClients.includes(claims.appid)) {
      void armError(
        reply,
        403,
        'AuthorizationFailed',
        `The client '${claims.oid}' with object id '${claims.oid}' does not have authorization to perform action '${PROVIDER}/capacities/${action}' over scope '/subscriptions/${request.params.sub}' or the scope is invalid. If access was recently granted, please refresh your credentials.`,
      );
      return null;
    }
    return claims;
  }

  function find(
    request: FastifyRequest<{ Params: CapacityParams }>,
    reply: FastifyReply,
  ): CapacityRecord | null {
    const { sub, rg, name } = request.params;
    state.settle();
    const inGroup = state.capacities.some(
      (c) =>
        c.subscriptionId.toLowerCase() === sub.toLowerCase() &&
        c.resourceGroup.toLowerCase() === rg.toLowerCase(),
    );
    if (!inGroup) {
      void armError(reply, 404, 'ResourceGroupNotFound', `Resource group '${rg}' could not be found.`);
      return null;
    }
    const capacity = state.capacity(sub, rg, name);
    if (!capacity) {
      void armError(
        reply,
        404,
        'ResourceNotFound',
        `The Resource '${PROVIDER}/capacities/${name}' under resource group '${rg}' was not found. For more details please go to https://aka.ms/ARMResourceNotFoundFix`,
      );
      return null;
    }
    return capacity;
  }

  /**
   * 202 Accepted with the long-running operation's Azure-AsyncOperation and Location; `body` is
   * the resource when the operation's definition answers with it (PATCH), else none.
   */
  function accepted(
    request: FastifyRequest,
    reply: FastifyReply,
    c: CapacityRecord,
    op: OperationRecord,
    body?: unknown,
  ) {
    const base = `${armBase(request)}/subscriptions/${c.subscriptionId}/providers/${PROVIDER}/locations/${locationSlug(c)}`;
    const version = (request.query as { 'api-version'?: string })['api-version'];
    return reply
      .status(202)
      .header('azure-asyncoperation', `${base}/operationstatuses/${op.id}?api-version=${version}`)
      .header('location', `${base}/operationresults/${op.id}?api-version=${version}`)
      .header('retry-after', String(Math.ceil(state.transitionMs / 2000)))
      .send(body);
  }

  const transitional = ['Suspending', 'Resuming', 'Scaling', 'Provisioning', 'Updating'];
  function refuseBusy(reply: FastifyReply, c: CapacityRecord): boolean {
    if (!transitional.includes(c.state)) return false;
    void armError(
      reply,
      409,
      'Conflict',
      `Operation cannot be performed because capacity '${c.name}' is in state ${c.state}. Retry after it completes.`,
    );
    return true;
  }

  const capacityPath = `/subscriptions/:sub/resourceGroups/:rg/providers/${PROVIDER}/capacities/:name`;
  type Q = { Querystring: { 'api-version'?: string } };

  app.get<{ Params: Omit<CapacityParams, 'name'> } & Q>(
    `/subscriptions/:sub/resourceGroups/:rg/providers/${PROVIDER}/capacities`,
    async (request, reply) => {
      if (!guard(request, reply, 'read')) return reply;
      state.settle();
      const { sub, rg } = request.params;
      return {
        value: state.capacities
          .filter(
            (c) =>
              c.subscriptionId.toLowerCase() === sub.toLowerCase() &&
              c.resourceGroup.toLowerCase() === rg.toLowerCase(),
          )
          .map(capacityJson),
      };
    },
  );

  app.get<{ Params: CapacityParams } & Q>(capacityPath, async (request, reply) => {
    if (!guard(request, reply, 'read')) return reply;
    const c = find(request, reply);
    if (!c) return reply;
    return capacityJson(c);
  });

  app.post<{ Params: CapacityParams } & Q>(`${capacityPath}/suspend`, async (request, reply) => {
    if (!guard(request, reply, 'suspend/action')) return reply;
    const c = find(request, reply);
    if (!c || refuseBusy(reply, c)) return reply;
    if (c.state !== 'Succeeded') {
      return armError(
        reply,
        400,
        'BadRequest',
        `Capacity '${c.name}' is in state ${c.state} and cannot be suspended.`,
      );
    }
    return accepted(request, reply, c, state.startTransition(c, 'Suspending', 'Paused'));
  });

  app.post<{ Params: CapacityParams } & Q>(`${capacityPath}/resume`, async (request, reply) => {
    if (!guard(request, reply, 'resume/action')) return reply;
    const c = find(request, reply);
    if (!c || refuseBusy(reply, c)) return reply;
    if (c.state !== 'Paused') {
      return armError(
        reply,
        400,
        'BadRequest',
        `Capacity '${c.name}' is in state ${c.state} and cannot be resumed.`,
      );
    }
    return accepted(request, reply, c, state.startTransition(c, 'Resuming', 'Succeeded'));
  });

  app.patch<{ Params: CapacityParams; Body: { sku?: { name?: string; tier?: string } } | undefined } & Q>(
    capacityPath,
    async (request, reply) => {
      if (!guard(request, reply, 'write')) return reply;
      const c = find(request, reply);
      if (!c || refuseBusy(reply, c)) return reply;
      const name = request.body?.sku?.name;
      const tier = name ? SKUS[name] : undefined;
      if (!name || !tier) {
        return armError(
          reply,
          400,
          'BadRequest',
          `The SKU '${name ?? ''}' is not valid for ${PROVIDER}/capacities.`,
        );
      }
      const running = c.state === 'Succeeded';
      const op = state.startTransition(c, running ? 'Scaling' : 'Updating', running ? 'Succeeded' : c.state, {
        name,
        tier,
      });
      // Capacities_Update answers 202 with the capacity (DedicatedCapacity), already changing.
      return accepted(request, reply, c, op, capacityJson(c));
    },
  );

  const operationPath = `/subscriptions/:sub/providers/${PROVIDER}/locations/:location`;
  app.get<{ Params: { sub: string; location: string; op: string } } & Q>(
    `${operationPath}/operationstatuses/:op`,
    async (request, reply) => {
      if (!guard(request, reply, 'read')) return reply;
      const op = state.operation(request.params.op);
      if (!op) return armError(reply, 404, 'NotFound', `Operation '${request.params.op}' was not found.`);
      return {
        id: `/subscriptions/${request.params.sub}/providers/${PROVIDER}/locations/${request.params.location}/operationstatuses/${op.id}`,
        name: op.id,
        status: op.status,
        startTime: op.startTime,
        ...(op.endTime ? { endTime: op.endTime } : {}),
        // ARM's operation resource names why an operation failed.
        ...(op.status === 'Failed'
          ? {
              error: {
                code: 'Conflict',
                message: `The operation on capacity '${op.capacity}' was interrupted by a change of its state.`,
              },
            }
          : {}),
      };
    },
  );

  app.get<{ Params: { sub: string; location: string; op: string } } & Q>(
    `${operationPath}/operationresults/:op`,
    async (request, reply) => {
      if (!guard(request, reply, 'read')) return reply;
      const op = state.operation(request.params.op);
      if (!op) return armError(reply, 404, 'NotFound', `Operation '${request.params.op}' was not found.`);
      const c = state.capacities.find((x) => x.name === op.capacity);
      if (op.status === 'InProgress' || !c) {
        return reply
          .status(202)
          .header(
            'location',
            `${armBase(request)}${request.url.replace(/^.*?\/subscriptions\//, '/subscriptions/')}`,
          )
          .header('retry-after', String(Math.ceil(state.transitionMs / 2000)))
          .send();
      }
      return capacityJson(c);
    },
  );
}
