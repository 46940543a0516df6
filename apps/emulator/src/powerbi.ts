import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccessClaims, checkBearer, POWERBI_AUDIENCE } from './auth';
import { type EmulatorContext, embedBaseOf } from './context';
import { type EmbedGrant, signEmbedToken } from './embed-token';
import type { SeedDataset, SeedReport } from './seed-data';

const ODATA = 'https://wabi-emulated.analysis.windows.net/v1.0/myorg/$metadata';

export function pbiError(code: string, message?: string) {
  return {
    error: {
      code,
      ...(message ? { message } : {}),
      'pbi.error': { code, parameters: {}, details: [], exceptionCulprit: 1 },
    },
  };
}

export function notFound(reply: FastifyReply) {
  return reply.status(404).send(pbiError('PowerBIEntityNotFound'));
}

function invalid(reply: FastifyReply, message: string) {
  return reply.status(400).send({ error: { code: 'InvalidRequest', message } });
}

/** Lowest status for each failure of the bearer, as Power BI answers them. */
export function authorize(
  ctx: EmulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
): AccessClaims | null {
  const check = checkBearer(request, POWERBI_AUDIENCE, ctx.signingKey);
  if (!check.ok) {
    reply.header(
      'www-authenticate',
      'Bearer authorization_uri=https://login.windows.net/common/oauth2/authorize',
    );
    if (check.reason === 'expired') {
      void reply.status(401).send({
        error: {
          code: 'TokenExpired',
          message: 'Access token has expired, resubmit with a new access token',
        },
      });
    } else {
      void reply.status(401).send(pbiError('PowerBINotAuthorizedException'));
    }
    return null;
  }
  if (check.claims.tid !== ctx.tenantId) {
    void reply.status(401).send(pbiError('PowerBINotAuthorizedException'));
    return null;
  }
  return check.claims;
}

function reportJson(ctx: EmulatorContext, request: FastifyRequest, report: SeedReport) {
  const base = embedBaseOf(ctx, request);
  return {
    id: report.id,
    reportType: 'PowerBIReport',
    name: report.name,
    webUrl: `https://app.powerbi.com/groups/${report.workspaceId}/reports/${report.id}`,
    embedUrl: `${base}/reportEmbed?reportId=${report.id}&groupId=${report.workspaceId}`,
    isFromPbix: true,
    isOwnedByMe: true,
    datasetId: report.datasetId,
    datasetWorkspaceId: report.workspaceId,
    users: [],
    subscriptions: [],
  };
}

interface GenerateTokenBody {
  datasets?: { id?: string; xmlaPermissions?: string }[];
  reports?: { id?: string; allowEdit?: boolean }[];
  targetWorkspaces?: { id?: string }[];
  identities?: { username?: string; roles?: string[]; datasets?: string[] }[];
  lifetimeInMinutes?: number;
}

/** Power BI REST, under `/v1.0/myorg`. */
export function registerPowerBi(app: FastifyInstance, ctx: EmulatorContext): void {
  const { state } = ctx;
  const lower = (s: string) => s.toLowerCase();
  const workspace = (id: string) => state.workspaces.find((w) => lower(w.id) === lower(id));

  app.get('/v1.0/myorg/groups', async (request, reply) => {
    if (!authorize(ctx, request, reply)) return reply;
    return {
      '@odata.context': `${ODATA}#groups`,
      '@odata.count': state.workspaces.length,
      value: state.workspaces.map((w) => ({
        id: w.id,
        isReadOnly: false,
        isOnDedicatedCapacity: w.capacityId !== null,
        ...(w.capacityId ? { capacityId: w.capacityId.toUpperCase() } : {}),
        defaultDatasetStorageFormat: 'Small',
        type: 'Workspace',
        name: w.name,
      })),
    };
  });

  app.get<{ Params: { group: string } }>('/v1.0/myorg/groups/:group/reports', async (request, reply) => {
    if (!authorize(ctx, request, reply)) return reply;
    const ws = workspace(request.params.group);
    if (!ws) return notFound(reply);
    return {
      '@odata.context': `${ODATA}#reports`,
      value: state.reports.filter((r) => r.workspaceId === ws.id).map((r) => reportJson(ctx, request, r)),
    };
  });

  const findReport = (group: string, report: string) => {
    const ws = workspace(group);
    return ws && state.reports.find((r) => r.workspaceId === ws.id && lower(r.id) === lower(report));
  };

  app.get<{ Params: { group: string; report: string } }>(
    '/v1.0/myorg/groups/:group/reports/:report',
    async (request, reply) => {
      if (!authorize(ctx, request, reply)) return reply;
      const report = findReport(request.params.group, request.params.report);
      if (!report) return notFound(reply);
      return { '@odata.context': `${ODATA}#reports/$entity`, ...reportJson(ctx, request, report) };
    },
  );

  app.get<{ Params: { group: string; report: string } }>(
    '/v1.0/myorg/groups/:group/reports/:report/pages',
    async (request, reply) => {
      if (!authorize(ctx, request, reply)) return reply;
      const report = findReport(request.params.group, request.params.report);
      if (!report) return notFound(reply);
      return {
        '@odata.context': `${ODATA}#pages`,
        value: report.pages.map((p, order) => ({ name: p.name, displayName: p.displayName, order })),
      };
    },
  );

  const findDataset = (group: string, dataset: string) => {
    const ws = workspace(group);
    return ws && state.datasets.find((d) => d.workspaceId === ws.id && lower(d.id) === lower(dataset));
  };

  app.get<{ Params: { group: string } }>('/v1.0/myorg/groups/:group/datasets', async (request, reply) => {
    if (!authorize(ctx, request, reply)) return reply;
    const ws = workspace(request.params.group);
    if (!ws) return notFound(reply);
    return {
      '@odata.context': `${ODATA}#datasets`,
      value: state.datasets.filter((d) => d.workspaceId === ws.id).map(datasetJson),
    };
  });

  app.get<{ Params: { group: string; dataset: string } }>(
    '/v1.0/myorg/groups/:group/datasets/:dataset',
    async (request, reply) => {
      if (!authorize(ctx, request, reply)) return reply;
      const dataset = findDataset(request.params.group, request.params.dataset);
      if (!dataset) return notFound(reply);
      return { '@odata.context': `${ODATA}#datasets/$entity`, ...datasetJson(dataset) };
    },
  );

  app.get<{ Params: { group: string; dataset: string }; Querystring: { $top?: string } }>(
    '/v1.0/myorg/groups/:group/datasets/:dataset/refreshes',
    async (request, reply) => {
      if (!authorize(ctx, request, reply)) return reply;
      const dataset = findDataset(request.params.group, request.params.dataset);
      if (!dataset) return notFound(reply);
      const top = request.query.$top === undefined ? undefined : Number(request.query.$top);
      if (top !== undefined && (!Number.isInteger(top) || top < 1)) {
        return invalid(reply, "Invalid value for query parameter '$top'");
      }
      return {
        '@odata.context': `${ODATA}#refreshes`,
        value: dataset.refreshes.slice(0, top).map((r, i) => ({ id: 1000 - i, ...r })),
      };
    },
  );

  // Refresh Dataset In Group: accepted at once; the refresh is listed as completed, most recent first.
  app.post<{ Params: { group: string; dataset: string } }>(
    '/v1.0/myorg/groups/:group/datasets/:dataset/refreshes',
    async (request, reply) => {
      if (!authorize(ctx, request, reply)) return reply;
      const dataset = findDataset(request.params.group, request.params.dataset);
      if (!dataset) return notFound(reply);
      const at = new Date().toISOString();
      const requestId = randomUUID();
      dataset.refreshes.unshift({
        requestId,
        refreshType: 'ViaApi',
        startTime: at,
        endTime: at,
        status: 'Completed',
      });
      return reply.status(202).header('RequestId', requestId).send();
    },
  );

  app.post<{ Body: GenerateTokenBody | undefined }>('/v1.0/myorg/GenerateToken', async (request, reply) => {
    const claims = authorize(ctx, request, reply);
    if (!claims) return reply;
    const body = request.body ?? {};
    const reports = body.reports ?? [];
    const datasetIds = (body.datasets ?? []).map((d) => lower(d.id ?? ''));
    if (reports.length === 0 && datasetIds.length === 0) {
      return invalid(reply, 'At least one report or dataset is required');
    }
    const grantedReports: EmbedGrant['reports'] = [];
    for (const entry of reports) {
      const report = state.reports.find((r) => lower(r.id) === lower(entry.id ?? ''));
      if (!report) return notFound(reply);
      if (!datasetIds.includes(lower(report.datasetId))) {
        return invalid(
          reply,
          `Dataset ${report.datasetId} of report ${report.id} must be included in the request's datasets`,
        );
      }
      grantedReports.push({ id: report.id, allowEdit: entry.allowEdit === true });
    }
    const datasets: SeedDataset[] = [];
    for (const id of datasetIds) {
      const dataset = state.datasets.find((d) => lower(d.id) === id);
      if (!dataset) return notFound(reply);
      datasets.push(dataset);
    }
    const workspaces: string[] = [];
    for (const target of body.targetWorkspaces ?? []) {
      const ws = workspace(target.id ?? '');
      if (!ws) return notFound(reply);
      workspaces.push(ws.id);
    }
    const identities = body.identities ?? [];
    for (const identity of identities) {
      if (!identity.username) return invalid(reply, 'Effective identity must have a username');
      for (const id of identity.datasets ?? []) {
        const dataset = datasets.find((d) => lower(d.id) === lower(id));
        if (!dataset) {
          return invalid(reply, `Effective identity refers to dataset ${id}, which is not in the request`);
        }
        if (dataset.roles.length === 0) {
          return invalid(
            reply,
            `Creating embed token for accessing dataset ${dataset.id} shouldn't have effective identity`,
          );
        }
        for (const role of identity.roles ?? []) {
          if (!dataset.roles.some((r) => r.name === role)) {
            return invalid(reply, `Role '${role}' does not exist in dataset ${dataset.id}`);
          }
        }
      }
    }
    for (const dataset of datasets.filter((d) => d.roles.length > 0)) {
      const identity = identities.find((i) =>
        (i.datasets ?? []).some((id) => lower(id) === lower(dataset.id)),
      );
      if (!identity) {
        return invalid(
          reply,
          `Creating embed token for accessing dataset ${dataset.id} requires effective identity to be provided`,
        );
      }
      if (!identity.roles || identity.roles.length === 0) {
        return invalid(
          reply,
          `Creating embed token for accessing dataset ${dataset.id} requires roles to be included in provided effective identity`,
        );
      }
    }
    // An integer of minutes (0 is as absent) that may shorten the token, never make it outlive
    // the Entra token it is made with.
    const lifetime = body.lifetimeInMinutes ?? 0;
    if (typeof lifetime !== 'number' || !Number.isInteger(lifetime) || lifetime < 0) {
      return invalid(reply, "Invalid value for 'lifetimeInMinutes': the value must be a positive integer");
    }
    const now = Math.floor(Date.now() / 1000);
    const exp =
      state.embedTokenLifetimeSeconds !== undefined
        ? now + state.embedTokenLifetimeSeconds
        : Math.min(claims.exp, lifetime > 0 ? now + lifetime * 60 : claims.exp);
    const grant: EmbedGrant = {
      tokenId: randomUUID(),
      reports: grantedReports,
      datasets: datasets.map((d) => d.id),
      workspaces,
      identities: identities.map((i) => ({
        username: i.username ?? '',
        roles: i.roles ?? [],
        datasets: (i.datasets ?? []).map((id) => datasets.find((d) => lower(d.id) === lower(id))?.id ?? id),
      })),
      exp,
    };
    return {
      '@odata.context': `${ODATA}#Microsoft.PowerBI.ServiceContracts.Api.V1.EmbedToken`,
      token: signEmbedToken(grant, ctx.signingKey),
      tokenId: grant.tokenId,
      expiration: new Date(exp * 1000).toISOString(),
    };
  });
}

function datasetJson(d: EmulatorContext['state']['datasets'][number]) {
  return {
    id: d.id,
    name: d.name,
    configuredBy: 'admin@mirante.example',
    isRefreshable: true,
    isEffectiveIdentityRequired: d.roles.length > 0,
    isEffectiveIdentityRolesRequired: d.roles.length > 0,
    isOnPremGatewayRequired: false,
    targetStorageMode: 'Abf',
  };
}
