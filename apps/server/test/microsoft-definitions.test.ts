import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import {
  CAPACITY_NAME_MAX,
  CAPACITY_NAME_MIN,
  capacityRoutes,
  providerRoutes,
  RESOURCE_GROUP_MAX,
  type RouteInput,
  ZSaveCapacityRequest,
} from '@mirante/contracts';
import {
  buildEmulator,
  DATASET_IDS,
  DEMO_APP,
  DEMO_CAPACITY,
  DEMO_RESOURCE_GROUP,
  DEMO_SUBSCRIPTION_ID,
  type EmulatorHandle,
  type LoggedRequest,
  REPORT_IDS,
  RLS_ROLES,
  WORKSPACE_IDS,
} from '@mirante/emulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArmCapacities, type CapacityRef } from '../src/modules/capacities/capacities-arm.service';
import { EntraTokens } from '../src/modules/provider/provider-entra.service';
import { ProviderService } from '../src/modules/provider/provider.service';
import { loadConfig } from '../src/platform/config';
import { AppError } from '../src/platform/errors';
import { callRoute, createTestContext, createWorld, emulatorProvider, type TestContext } from './helpers';
import {
  bareTemplate,
  checkRequest,
  checkResponse,
  DEFINITIONS_DIR,
  findOperation,
  type Definition,
  type FoundOperation,
  hasOperation,
  loadDefinitions,
  type Operation,
  operationKey,
  pathsBuiltIn,
  privateMethodsOf,
  REPO_ROOT,
  type Schema,
  type Service,
  SERVICES,
  serviceOf,
  type UnlistedErrors,
  validate,
  withSupplement,
} from './microsoft-definitions';

/*
 * Every request the provider client sends and every answer the emulator gives, held against
 * Microsoft's own definitions of Entra ID's token endpoint, Power BI REST and Azure Resource
 * Manager (../shared/microsoft beside the checkout, with a supplement below for what it lacks).
 * The run calls every function of the provider client, its failures included, then the server's
 * own routes that use it (an account tested, workspaces and reports imported, a capacity read,
 * paused, resumed and scaled), and reads what went over the wire from the emulator's request log.
 * A call the server makes with no definition fails here, as does one missing from the list below.
 */

/** Every operation the server calls, as `service METHOD path` in the definitions' own terms. */
const SERVER_CALLS = [
  'entra POST /{tenant}/oauth2/v2.0/token',
  'powerbi GET /v1.0/myorg/groups',
  'powerbi GET /v1.0/myorg/groups/{groupId}/reports',
  'powerbi GET /v1.0/myorg/groups/{groupId}/reports/{reportId}',
  'powerbi GET /v1.0/myorg/groups/{groupId}/reports/{reportId}/pages',
  'powerbi POST /v1.0/myorg/GenerateToken',
  'powerbi GET /v1.0/myorg/groups/{groupId}/datasets/{datasetId}',
  'powerbi GET /v1.0/myorg/groups/{groupId}/datasets/{datasetId}/refreshes',
  'powerbi POST /v1.0/myorg/groups/{groupId}/datasets/{datasetId}/refreshes',
  'arm GET /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.PowerBIDedicated/capacities/{dedicatedCapacityName}',
  'arm PATCH /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.PowerBIDedicated/capacities/{dedicatedCapacityName}',
  'arm POST /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.PowerBIDedicated/capacities/{dedicatedCapacityName}/suspend',
  'arm POST /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.PowerBIDedicated/capacities/{dedicatedCapacityName}/resume',
];

/** The provider client: each file that builds Microsoft URLs, and the service they are of. */
const CLIENT_FILES: Record<string, Service | null> = {
  'apps/server/src/modules/provider/provider-entra.service.ts': 'entra',
  'apps/server/src/modules/provider/provider.service.ts': 'powerbi',
  'apps/server/src/modules/capacities/capacities-arm.service.ts': 'arm',
  'apps/server/src/modules/provider/provider-http.service.ts': null,
};
/** Power BI paths are built under this base (`{api}/v1.0/myorg`). */
const POWERBI_BASE = '/v1.0/myorg';

/**
 * Error answers the definitions do not list. Entra's documentation describes the 400 answer
 * only; Entra also answers invalid_client with 401 (as OAuth 2.0 allows) and throttling or
 * outages with 429 and 5xx, in the same TokenError body. Power BI's definition lists success
 * answers only; its errors are `{ error: PowerBIApiErrorResponseDetail }` (code, message,
 * target), a definition of the same swagger that the trimmed copy leaves out. Azure Resource
 * Manager lists its errors (`default`, ErrorResponse), so it has none here.
 */
function unlistedErrors(service: Service): UnlistedErrors | undefined {
  if (service === 'entra') {
    return { why: 'Entra TokenError', schema: { $ref: '#/definitions/TokenError' } };
  }
  if (service === 'powerbi') {
    return {
      why: 'Power BI error',
      schema: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code'],
            properties: { code: { type: 'string' }, message: { type: 'string' }, target: { type: 'string' } },
          },
        },
      },
    };
  }
  return undefined;
}

/**
 * The operation resource ARM's Azure-AsyncOperation header points at (Azure Resource Manager's
 * asynchronous-operation format): always answered 200; `status` required, and `error` with code
 * and message once the status is Failed or Canceled.
 */
const ASYNC_OPERATION = {
  type: 'object',
  required: ['status'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string' },
    startTime: { type: 'string', format: 'date-time' },
    endTime: { type: 'string', format: 'date-time' },
    percentComplete: { type: 'number', minimum: 0, maximum: 100 },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Supplement: operations the trimmed copies in ../shared/microsoft lack, read in Microsoft's own
// source and transcribed here until they are added there. Source: repository
// microsoft/PowerBI-CSharp, path sdk/swaggers/swagger.json, commit
// 002626f1e958cb0077f4699db266fcdb5341cc21. Names, types, required lists, formats, patterns and
// enums are Microsoft's, unchanged; descriptions and x-ms-enum value lists are cut. It is merged
// behind the shared files and only for the operations they lack (a shared definition always
// wins), so once the shared files have an operation its entry here is no longer read.
//
// Datasets_GetDatasetInGroup answers a Dataset, with every definition Dataset references.
// Note that Microsoft's Dataset writes IsRefreshable, IsEffectiveIdentityRequired,
// IsEffectiveIdentityRolesRequired and IsOnPremGatewayRequired with a capital, where the
// operation's own example (kept below) and the service answer them in camel case.

const TABLE_NAME =
  '^[\\x09\\x0A\\x0D\\x20\\x23\\x2D\\x30-\\x39\\x40-\\x5A\\x5E-\\x5F\\x61-\\x7A\\x7E-\\uD7FF\\uE000-\\uFFFD\\u10000-\\u10FFFF]{1,100}$';
const COLUMN_NAME = '^[\\x09\\x0A\\x0D\\x20-\\uD7FF\\uE000-\\uFFFD\\u10000-\\u10FFFF]+$';

const SUPPLEMENT: Definition = {
  file: 'microsoft/PowerBI-CSharp sdk/swaggers/swagger.json @ 002626f1e958cb0077f4699db266fcdb5341cc21 (supplement)',
  doc: {
    host: 'api.powerbi.com',
    consumes: [],
    paths: {
      '/v1.0/myorg/groups/{groupId}/datasets/{datasetId}': {
        get: {
          tags: ['Datasets'],
          summary: 'Returns the specified dataset from the specified workspace.',
          operationId: 'Datasets_GetDatasetInGroup',
          consumes: [],
          produces: ['application/json'],
          parameters: [
            {
              name: 'groupId',
              in: 'path',
              required: true,
              description: 'The workspace ID',
              type: 'string',
              format: 'uuid',
            },
            { name: 'datasetId', description: 'The dataset ID', in: 'path', required: true, type: 'string' },
          ],
          responses: { '200': { description: 'OK', schema: { $ref: '#/definitions/Dataset' } } },
          'x-ms-examples': {
            example: {
              parameters: {
                groupId: 'f089354e-8366-4e18-aea3-4cb4a3a50b48',
                datasetId: 'cfafbeb1-8037-4d0c-896e-a46fb27ff229',
              },
              responses: {
                '200': {
                  body: {
                    id: 'cfafbeb1-8037-4d0c-896e-a46fb27ff229',
                    name: 'SalesMarketing',
                    addRowsAPIEnabled: false,
                    configuredBy: 'john@contoso.com',
                    isRefreshable: true,
                    isEffectiveIdentityRequired: true,
                    isEffectiveIdentityRolesRequired: true,
                    isOnPremGatewayRequired: false,
                  },
                },
              },
            },
          },
          deprecated: false,
        } as Operation,
      },
    },
    definitions: {
      Dataset: {
        required: ['id'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          configuredBy: { type: 'string' },
          addRowsAPIEnabled: { type: 'boolean' },
          webUrl: { type: 'string' },
          IsRefreshable: { type: 'boolean' },
          IsEffectiveIdentityRequired: { type: 'boolean' },
          IsEffectiveIdentityRolesRequired: { type: 'boolean' },
          IsOnPremGatewayRequired: { type: 'boolean' },
          Encryption: { $ref: '#/definitions/Encryption' },
          CreatedDate: { type: 'string', format: 'date-time' },
          ContentProviderType: { type: 'string' },
          CreateReportEmbedURL: { type: 'string' },
          QnaEmbedURL: { type: 'string' },
          description: { type: 'string' },
          endorsementDetails: { $ref: '#/definitions/EndorsementDetails' },
          datasourceUsages: { type: 'array', items: { $ref: '#/definitions/DatasourceUsage' } },
          upstreamDataflows: { type: 'array', items: { $ref: '#/definitions/DependentDataflow' } },
          tables: { type: 'array', items: { $ref: '#/definitions/Table' } },
          sensitivityLabel: { $ref: '#/definitions/SensitivityLabel' },
          users: { type: 'array', items: { $ref: '#/definitions/DatasetUser' } },
          schemaRetrievalError: { type: 'string' },
          schemaMayNotBeUpToDate: { type: 'boolean' },
        },
      },
      Encryption: {
        properties: {
          EncryptionStatus: {
            type: 'string',
            enum: ['Unknown', 'NotSupported', 'InSyncWithWorkspace', 'NotInSyncWithWorkspace'],
            'x-ms-enum': { name: 'EncryptionStatus', modelAsExtensible: true },
          },
        },
      },
      EndorsementDetails: {
        properties: { endorsement: { type: 'string' }, certifiedBy: { type: 'string' } },
      },
      DatasourceUsage: {
        required: ['datasourceInstanceId'],
        properties: { datasourceInstanceId: { type: 'string', format: 'uuid' } },
      },
      DependentDataflow: {
        properties: { targetDataflowId: { type: 'string' }, groupId: { type: 'string' } },
      },
      Table: {
        required: ['name', 'columns'],
        properties: {
          name: { pattern: TABLE_NAME, type: 'string' },
          columns: { type: 'array', items: { $ref: '#/definitions/Column' } },
          rows: { type: 'array', items: { $ref: '#/definitions/Row' } },
          measures: { type: 'array', items: { $ref: '#/definitions/Measure' } },
          isHidden: { type: 'boolean' },
          description: { type: 'string' },
          source: { type: 'array', items: { $ref: '#/definitions/ASMashupExpression' } },
        },
      },
      ASMashupExpression: {
        required: ['expression'],
        properties: { expression: { type: 'string' } },
      },
      Column: {
        required: ['name', 'dataType'],
        properties: {
          name: { pattern: COLUMN_NAME, type: 'string' },
          dataType: { type: 'string' },
          formatString: { type: 'string' },
          sortByColumn: { type: 'string' },
          dataCategory: { type: 'string' },
          isHidden: { type: 'boolean' },
          summarizeBy: { type: 'string' },
        },
      },
      Row: { properties: { id: { type: 'string' } } },
      Measure: {
        required: ['name', 'expression'],
        properties: {
          name: { pattern: COLUMN_NAME, type: 'string' },
          expression: { type: 'string' },
          formatString: { type: 'string' },
          description: { type: 'string' },
          isHidden: { type: 'boolean' },
        },
      },
      SensitivityLabel: {
        required: ['labelId'],
        properties: { labelId: { type: 'string', format: 'uuid' } },
      },
      DatasetUser: {
        required: ['datasetUserAccessRight'],
        properties: {
          datasetUserAccessRight: {
            type: 'string',
            enum: [
              'None',
              'Read',
              'ReadWrite',
              'ReadReshare',
              'ReadWriteReshare',
              'ReadExplore',
              'ReadReshareExplore',
              'ReadWriteExplore',
              'ReadWriteReshareExplore',
            ],
            'x-ms-enum': { name: 'DatasetUserAccessRight', modelAsExtensible: true },
          },
          emailAddress: { type: 'string' },
          displayName: { type: 'string' },
          identifier: { type: 'string' },
          graphId: { type: 'string' },
          principalType: { $ref: '#/definitions/PrincipalType' },
        },
      },
      PrincipalType: {
        type: 'string',
        enum: ['None', 'User', 'Group', 'App'],
        'x-ms-enum': { name: 'PrincipalType', modelAsExtensible: true },
      },
    },
  },
};

// ---------------------------------------------------------------------------------------------

/** The TypeScript sources under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const shared = loadDefinitions();
const definitions = shared && withSupplement(shared, SUPPLEMENT);

if (!definitions) {
  const reason = `Microsoft's definitions are not at ${DEFINITIONS_DIR}: the provider's calls are not checked against them`;
  console.warn(`microsoft-definitions.test.ts skipped: ${reason}`);
  describe.skip(reason, () => {
    it('checks every provider call and emulator answer against the definitions', () => undefined);
  });
} else {
  describe("the provider's calls against Microsoft's definitions", () => {
    let emulator: FastifyInstance;
    let handle: EmulatorHandle;
    let ctx: TestContext;
    /** What went over the wire, from the emulator's log. */
    let log: LoggedRequest[] = [];
    /** `Class.method` of each provider function the run called. */
    const called = new Set<string>();

    /** Records the calls made on `target` from outside (its own inner calls stay unrecorded). */
    function recorded<T extends object>(target: T, name: string): T {
      return new Proxy(target, {
        get(object, property, receiver) {
          const value = Reflect.get(object, property, receiver);
          if (typeof value !== 'function' || typeof property !== 'string') return value;
          return (...args: unknown[]) => {
            called.add(`${name}.${property}`);
            return value.apply(object, args);
          };
        },
      });
    }

    /** The failure the client raises, as its catalogued code. */
    async function failure(promise: Promise<unknown>): Promise<string> {
      try {
        await promise;
      } catch (error) {
        if (error instanceof AppError) return error.code;
        throw error;
      }
      return 'no failure';
    }

    beforeAll(async () => {
      const deniedClient = '00000000-0000-4000-8000-0000000000d1';
      const built = await buildEmulator({
        signingKey: 'definitions-test-key',
        transitionMs: 150,
        apps: [
          { ...DEMO_APP },
          { tenantId: DEMO_APP.tenantId, clientId: deniedClient, clientSecret: 'denied' },
        ],
        armDeniedClients: [deniedClient],
      });
      emulator = built.app;
      handle = built.handle;
      await emulator.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;

      // The client as the server sets it up, from the same configuration.
      const { provider } = loadConfig({
        MIRANTE_PROVIDER_EMULATOR: '0',
        POWERBI_LOGIN_URL: `${base}/login`,
        POWERBI_API_URL: `${base}/powerbi`,
        AZURE_ARM_URL: `${base}/arm`,
        MIRANTE_EMBED_TOKEN_MINUTES: '30',
      });
      const tokens = recorded(new EntraTokens({ loginUrl: provider.loginUrl }), 'EntraTokens');
      const pbi = recorded(
        new ProviderService({
          loginUrl: provider.loginUrl,
          apiUrl: provider.apiUrl,
          tokens,
          defaultLifetimeMinutes: provider.embedTokenMinutes,
        }),
        'ProviderService',
      );
      const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, Math.min(ms, 100)));
      const arm = recorded(
        new ArmCapacities({ armUrl: provider.armUrl, tokens, sleep, pollMs: 100 }),
        'ArmCapacities',
      );

      const account = {
        tenantId: DEMO_APP.tenantId,
        applicationId: DEMO_APP.clientId,
        secret: DEMO_APP.clientSecret,
        subscriptionId: DEMO_SUBSCRIPTION_ID,
        resourceGroup: DEMO_RESOURCE_GROUP,
      };
      const capacity: CapacityRef = {
        subscriptionId: DEMO_SUBSCRIPTION_ID,
        resourceGroup: DEMO_RESOURCE_GROUP,
        name: DEMO_CAPACITY.name,
      };
      const { commercial, operations } = WORKSPACE_IDS;

      // Tokens, workspaces, reports, pages, embed tokens, refreshes.
      await tokens.get(account, 'powerbi');
      await tokens.fresh(account, 'arm');
      tokens.invalidate(account, 'arm');
      await pbi.listWorkspaces(account);
      await pbi.listReports(account, commercial);
      await pbi.getReport(account, commercial, REPORT_IDS.salesOverview);
      await pbi.getPages(account, commercial, REPORT_IDS.salesOverview);
      await pbi.generateEmbedToken({
        account,
        reports: [{ id: REPORT_IDS.salesOverview, allowEdit: true }],
        datasets: [DATASET_IDS.sales],
        workspaceId: commercial,
        identities: [{ username: 'ana@acme.test', roles: [RLS_ROLES.north], datasets: [DATASET_IDS.sales] }],
      });
      await pbi.generateEmbedToken({
        account,
        reports: [{ id: REPORT_IDS.operations }],
        datasets: [DATASET_IDS.operations],
        lifetimeMinutes: 15,
      });
      expect(await pbi.datasetRequiresIdentity(account, commercial, DATASET_IDS.sales)).toBe(true);
      expect(await pbi.datasetRequiresIdentity(account, operations, DATASET_IDS.operations)).toBe(false);
      await pbi.lastRefresh(account, commercial, DATASET_IDS.sales);
      await pbi.refreshDataset(account, operations, DATASET_IDS.operations);

      // Capacities: state, suspend, resume and scale, each followed to its end.
      expect(arm.resourceUrl(capacity, 'suspend')).toBe(
        `${base}/arm/subscriptions/${DEMO_SUBSCRIPTION_ID}/resourceGroups/${DEMO_RESOURCE_GROUP}/providers/Microsoft.PowerBIDedicated/capacities/${DEMO_CAPACITY.name}/suspend?api-version=2021-01-01`,
      );
      await arm.get(account, capacity);
      await arm.wait(account, await arm.suspend(account, capacity));
      await arm.wait(account, await arm.resume(account, capacity));
      await arm.wait(account, await arm.scale(account, capacity, 'A2'));

      // Failures: each service's refusals and injected faults.
      expect(await failure(tokens.get({ ...account, secret: 'wrong' }, 'powerbi'))).toBe(
        'provider_authorization_failed',
      );
      expect(await failure(tokens.get({ ...account, tenantId: 'unknown-tenant' }, 'arm'))).toBe(
        'provider_authorization_failed',
      );
      handle.addFault({ pathPattern: '^/login/', status: 503 });
      expect(await failure(tokens.fresh(account, 'powerbi'))).toBe('provider_unavailable');
      expect(await failure(pbi.getReport(account, commercial, '4b000000-0000-4000-8000-0000000000ff'))).toBe(
        'provider_entity_not_found',
      );
      expect(
        await failure(
          pbi.datasetRequiresIdentity(account, commercial, '2d000000-0000-4000-8000-0000000000ff'),
        ),
      ).toBe('provider_entity_not_found');
      expect(
        await failure(
          pbi.generateEmbedToken({
            account,
            reports: [{ id: REPORT_IDS.salesOverview }],
            datasets: [DATASET_IDS.sales],
          }),
        ),
      ).not.toBe('no failure');
      handle.addFault({ pathPattern: '/groups$', status: 429, retryAfter: 0 });
      handle.addFault({
        pathPattern: '/groups$',
        status: 401,
        body: {
          error: {
            code: 'TokenExpired',
            message: 'Access token has expired, resubmit with a new access token',
          },
        },
      });
      expect(await pbi.listWorkspaces(account)).toHaveLength(2);
      handle.addFault({ pathPattern: '^/arm/', method: 'GET', status: 503, retryAfter: 0 });
      expect((await arm.get(account, capacity)).sku).toBe('A2');
      expect(await failure(arm.get(account, { ...capacity, name: 'nosuchcapacity' }))).toBe(
        'provider_entity_not_found',
      );
      expect(await failure(arm.get(account, { ...capacity, resourceGroup: 'other-group' }))).toBe(
        'provider_entity_not_found',
      );
      expect(await failure(arm.resume(account, capacity))).toBe('capacity_busy');
      const suspending = await arm.suspend(account, capacity);
      expect(await failure(arm.suspend(account, capacity))).toBe('capacity_busy');
      await arm.wait(account, suspending);
      expect(
        await failure(arm.get({ ...account, applicationId: deniedClient, secret: 'denied' }, capacity)),
      ).toBe('provider_authorization_failed');

      const clientCalls = [...handle.control.requests];

      // The same calls made by the server's own routes: an account tested, its workspaces and
      // reports read and imported, a capacity read, paused, resumed and scaled.
      handle.reset();
      ctx = await createTestContext({ provider: emulatorProvider(base) });
      const world = await createWorld(ctx);
      const asAdmin = { token: world.tokens.admin };
      const created = await callRoute(ctx.app, providerRoutes.createAccount, {
        ...asAdmin,
        body: {
          name: 'Emulated tenant',
          application_id: DEMO_APP.clientId,
          tenant_id: DEMO_APP.tenantId,
          secret: DEMO_APP.clientSecret,
          subscription_id: DEMO_SUBSCRIPTION_ID,
          resource_group: DEMO_RESOURCE_GROUP,
        },
      });
      expect(created.statusCode).toBe(201);
      const accountId = created.data().id;
      const onAccount = { ...asAdmin, params: { id: accountId } };
      expect((await callRoute(ctx.app, providerRoutes.testAccount, onAccount)).statusCode).toBe(200);
      expect((await callRoute(ctx.app, providerRoutes.remoteWorkspaces, onAccount)).statusCode).toBe(200);
      const workspace = await callRoute(ctx.app, providerRoutes.createWorkspace, {
        ...asAdmin,
        body: { workspace_id: commercial, name: 'Commercial', provider_account_id: accountId },
      });
      const onWorkspace = { ...asAdmin, params: { id: workspace.data().id } };
      expect((await callRoute(ctx.app, providerRoutes.remoteReports, onWorkspace)).statusCode).toBe(200);
      const imported = await callRoute(ctx.app, providerRoutes.importReports, {
        ...onWorkspace,
        body: { report_ids: [REPORT_IDS.salesOverview] },
      });
      expect(imported.statusCode).toBe(200);
      const added = await callRoute(ctx.app, capacityRoutes.create, {
        ...asAdmin,
        body: {
          provider_account_id: accountId,
          name: DEMO_CAPACITY.name,
          resource_group: DEMO_RESOURCE_GROUP,
          subscription_id: DEMO_SUBSCRIPTION_ID,
          size: 'A1',
        },
      });
      expect(added.statusCode).toBe(201);
      const onResource = { ...asAdmin, params: { id: added.data().id } };
      const act = (body: RouteInput<typeof capacityRoutes.act>['body']) =>
        callRoute(ctx.app, capacityRoutes.act, { ...onResource, body });
      const settled = async (state: string) => {
        await new Promise((done) => setTimeout(done, 200));
        expect((await callRoute(ctx.app, capacityRoutes.refresh, onResource)).data().state).toBe(state);
      };
      await settled('Succeeded');
      expect((await act({ action: 'pause' })).statusCode).toBe(200);
      await settled('Paused');
      expect((await act({ action: 'resume' })).statusCode).toBe(200);
      await settled('Succeeded');
      expect((await act({ action: 'scale', size: 'A2' })).statusCode).toBe(200);
      await settled('Succeeded');

      log = [...clientCalls, ...handle.control.requests];
    }, 120_000);
    afterAll(async () => {
      await ctx?.close();
      await emulator?.close();
    });

    /** Each logged call of a service with the operation its definition has (or none). */
    const calls = () =>
      log.flatMap((request) => {
        const at = serviceOf(request.path);
        if (!at) return [];
        const found = findOperation(definitions, at.service, request.method, at.path);
        return [{ request, service: at.service, found }];
      });

    /** URLs ARM handed out for following a long-running operation, as `path?query` in the emulator. */
    const handedOut = () =>
      new Set(
        log.flatMap((r) =>
          ['azure-asyncoperation', 'location']
            .map((name) => r.response?.headers[name])
            .filter((url): url is string => typeof url === 'string')
            .map((url) => new URL(url).pathname + new URL(url).search),
        ),
      );
    const asWire = (r: LoggedRequest) => {
      const query = new URLSearchParams(r.query).toString();
      return query ? `${r.path}?${query}` : r.path;
    };

    it('ran every kind of call, and every call got an answer', () => {
      expect(log.length).toBeGreaterThan(30);
      expect(log.filter((r) => !r.response).map((r) => `${r.method} ${r.path}`)).toEqual([]);
      expect(log.filter((r) => r.faultId).length).toBe(4);
    });

    it('every call the server made has a definition, or follows a URL ARM handed out', () => {
      const urls = handedOut();
      const orphans = calls()
        .filter(({ found, request }) => !found && !urls.has(asWire(request)))
        .map(({ request }) => `${request.method} ${request.path}`);
      expect(orphans, 'calls with no definition in ../shared/microsoft').toEqual([]);
      expect(log.every((r) => serviceOf(r.path))).toBe(true);
    });

    it("every request carries what its definition requires, its body of the definition's schema", () => {
      const problems = calls().flatMap(({ request, found }) =>
        found ? checkRequest(found, request).map((p) => `${request.method} ${request.path}: ${p}`) : [],
      );
      expect(problems).toEqual([]);
    });

    it("every answer is one its definition lists, with a body of the definition's schema", () => {
      const problems = calls().flatMap(({ request, service, found }) => {
        if (!found || !request.response) return [];
        return checkResponse(found, request.response, unlistedErrors(service)).map(
          (p) => `${request.method} ${request.path}: ${p}`,
        );
      });
      expect(problems).toEqual([]);
    });

    it("reads a dataset's flags as the service writes them, each of the type Microsoft's Dataset gives it", () => {
      // The schema check above passes isEffectiveIdentityRequired and its kin unread: Dataset
      // writes them with a capital. Here each answer property the schema has only in another
      // case is spelled as the operation's example spells it and held against that property.
      const answers = calls().filter(
        ({ found, request }) =>
          found?.operation.operationId === 'Datasets_GetDatasetInGroup' && request.response?.status === 200,
      );
      expect(answers).toHaveLength(2);
      const problems = answers.flatMap(({ request, found }) => {
        const { doc, file } = (found as FoundOperation).definition;
        const operation = (found as FoundOperation).operation as Schema;
        const example = operation['x-ms-examples'].example.responses['200'].body as Record<string, unknown>;
        const properties = doc.definitions?.Dataset?.properties as Record<string, Schema>;
        const body = request.response?.body as Record<string, unknown>;
        return Object.entries(body).flatMap(([name, value]) => {
          if (name in properties) return [];
          const named = Object.keys(properties).find((p) => p.toLowerCase() === name.toLowerCase());
          if (!named) return [];
          const at = `${request.path}: answer 200.${name}`;
          return [
            ...(name in example ? [] : [`${at}: spelled neither as ${named} nor as the example in ${file}`]),
            ...validate(properties[named], value, doc, at),
          ];
        });
      });
      expect(problems).toEqual([]);
      const flags = answers.map(
        ({ request }) => (request.response?.body as Schema | undefined)?.isEffectiveIdentityRequired,
      );
      expect(flags.sort()).toEqual([false, true]);
    });

    it("follows ARM's long-running operations only where ARM pointed, and reads their status as ARM writes it", () => {
      const urls = handedOut();
      const followed = calls().filter(({ found, request }) => !found && urls.has(asWire(request)));
      expect(followed.length).toBeGreaterThan(3);
      const problems = followed.flatMap(({ request }) => {
        const { status, body } = request.response ?? { status: 0, body: null };
        const at = `${request.path}: answer ${status}`;
        if (request.path.includes('/operationstatuses/')) {
          if (status !== 200) return [`${at}: an operation resource is read with 200`];
          const failed = ['Failed', 'Canceled'].includes((body as { status?: string }).status ?? '');
          return validate(ASYNC_OPERATION, body, { host: SERVICES.arm.host, paths: {} }, at).concat(
            failed && !(body as { error?: unknown }).error
              ? [`${at}: a failed operation names its error`]
              : [],
          );
        }
        return [202, 200, 204].includes(status) ? [] : [`${at}: not an answer of an operation result`];
      });
      expect(problems).toEqual([]);
    });

    it('the run called every operation of the list, and nothing else', () => {
      const seen = new Set(
        calls()
          .map(({ found }) => found)
          .filter((found): found is FoundOperation => found !== undefined)
          .map(operationKey),
      );
      expect(
        [...seen].sort(),
        'operations called but missing from SERVER_CALLS, or listed but never called',
      ).toEqual([...SERVER_CALLS].sort());
    });

    it('every operation of the list has a definition', () => {
      const undefinedCalls = SERVER_CALLS.filter((entry) => {
        const [service, method, template] = entry.split(' ') as [Service, string, string];
        return !hasOperation(definitions, service, method, template);
      });
      expect(undefinedCalls, 'listed calls with no definition in ../shared/microsoft').toEqual([]);
    });

    it('the provider client builds no path that is not on the list', () => {
      const listed = SERVER_CALLS.map((entry) => {
        const [service, , template] = entry.split(' ') as [Service, string, string];
        return { service, path: bareTemplate(template) };
      });
      const unlisted: string[] = [];
      for (const [file, service] of Object.entries(CLIENT_FILES)) {
        const built = pathsBuiltIn(join(REPO_ROOT, file));
        if (service === null) {
          unlisted.push(...built.map((path) => `${file}: ${path}`));
          continue;
        }
        // A path relative to the Power BI base is read as under it; the base itself is its start.
        const full = built.map((path) =>
          service === 'powerbi' && path !== POWERBI_BASE ? `${POWERBI_BASE}${path}` : path,
        );
        for (const path of full) {
          const covered = listed.some(
            (l) =>
              l.service === service &&
              (l.path === path || l.path.startsWith(`${path}/`) || l.path.endsWith(path)),
          );
          if (!covered) unlisted.push(`${file}: ${path}`);
        }
        expect(full.length, `${file} builds its paths in literals this test can read`).toBeGreaterThan(0);
      }
      expect(unlisted, 'paths the client builds that SERVER_CALLS lacks').toEqual([]);
    });

    it('no other server file calls Microsoft: the provider client is the only way out', () => {
      const microsoft = /\/oauth2\/|\/v1\.0\/myorg|\/subscriptions\/|Microsoft\.PowerBIDedicated/;
      const outside = sourceFiles(join(REPO_ROOT, 'apps/server/src'))
        .map((file) => relative(REPO_ROOT, file))
        .filter((file) => !(file in CLIENT_FILES))
        .flatMap((file) => {
          const text = readFileSync(join(REPO_ROOT, file), 'utf8');
          const direct = /\bprovider(Fetch|Request)\(/.test(text)
            ? [`${file}: calls providerFetch or providerRequest itself`]
            : [];
          const paths = microsoft.test(text)
            ? pathsBuiltIn(join(REPO_ROOT, file))
                .filter((path) => microsoft.test(path))
                .map((path) => `${file}: ${path}`)
            : [];
          return [...direct, ...paths];
        });
      expect(outside, 'Microsoft calls outside the provider client (add the file to CLIENT_FILES)').toEqual(
        [],
      );
    });

    it('the run called every public function of the provider client', () => {
      const classes = [
        ['EntraTokens', EntraTokens, 'apps/server/src/modules/provider/provider-entra.service.ts'],
        ['ProviderService', ProviderService, 'apps/server/src/modules/provider/provider.service.ts'],
        ['ArmCapacities', ArmCapacities, 'apps/server/src/modules/capacities/capacities-arm.service.ts'],
      ] as const;
      const missing = classes.flatMap(([name, type, file]) => {
        const hidden = new Set(['constructor', ...privateMethodsOf(join(REPO_ROOT, file))]);
        return Object.getOwnPropertyNames(type.prototype)
          .filter((method) => !hidden.has(method))
          .map((method) => `${name}.${method}`)
          .filter((method) => !called.has(method));
      });
      expect(missing, 'provider functions the run never called: add them to the run').toEqual([]);
    });

    it("the contract's capacity name and resource group rules are the definition's", () => {
      const arm = findOperation(
        definitions,
        'arm',
        'GET',
        `/subscriptions/${DEMO_SUBSCRIPTION_ID}/resourceGroups/${DEMO_RESOURCE_GROUP}/providers/Microsoft.PowerBIDedicated/capacities/${DEMO_CAPACITY.name}`,
      );
      const parameter = (name: string) => arm?.parameters.find((p) => p.name === name);
      const capacityName = parameter('dedicatedCapacityName');
      expect(capacityName).toMatchObject({ minLength: CAPACITY_NAME_MIN, maxLength: CAPACITY_NAME_MAX });
      const group = parameter('resourceGroupName');
      expect(group).toMatchObject({ minLength: 1, maxLength: RESOURCE_GROUP_MAX });
      const accepted = (field: 'name' | 'resource_group', value: string) =>
        ZSaveCapacityRequest.shape[field].safeParse(value).success;
      const samples = [
        'ab',
        'abc',
        'miranteprod',
        'Sales',
        '1abc',
        'bi-prod',
        'a'.repeat(63),
        'a'.repeat(64),
      ];
      for (const sample of samples) {
        const byDefinition =
          new RegExp(String(capacityName?.pattern)).test(sample) && sample.length >= 3 && sample.length <= 63;
        expect(accepted('name', sample), sample).toBe(byDefinition);
      }
      // Azure's naming rules add to the definition's pattern that a resource group does not end
      // in a period; otherwise the contract takes what the definition takes.
      for (const sample of [
        'rg',
        'Sales #1',
        'sales.',
        'rg_(prod).v2',
        'rg/x',
        'x'.repeat(90),
        'x'.repeat(91),
      ]) {
        const byDefinition =
          new RegExp(String(group?.pattern)).test(sample) && sample.length <= 90 && !sample.endsWith('.');
        expect(accepted('resource_group', sample), sample).toBe(byDefinition);
      }
    });

    it('would catch what the emulator and the server used to get wrong', () => {
      const find = (service: Service, method: string, path: string) => {
        const found = findOperation(definitions, service, method, path);
        if (!found) throw new Error(`no definition of ${method} ${path}`);
        return found;
      };
      const capacityPath = `/subscriptions/${DEMO_SUBSCRIPTION_ID}/resourceGroups/${DEMO_RESOURCE_GROUP}/providers/Microsoft.PowerBIDedicated/capacities`;
      const logged = (method: string, path: string, body: unknown, query: Record<string, string> = {}) =>
        ({
          method,
          path,
          query,
          headers: { 'content-type': 'application/json' },
          body,
          at: '',
        }) satisfies LoggedRequest;

      // A fractional lifetimeInMinutes (MIRANTE_EMBED_TOKEN_MINUTES=7.5).
      const generate = find('powerbi', 'POST', '/v1.0/myorg/GenerateToken');
      expect(
        checkRequest(
          generate,
          logged('POST', '/powerbi/v1.0/myorg/GenerateToken', { reports: [], lifetimeInMinutes: 7.5 }),
        ),
      ).toEqual(['body.lifetimeInMinutes: number 7.5 where the definition wants integer']);
      // A capacity name Azure refuses.
      const get = find('arm', 'GET', `${capacityPath}/ab`);
      expect(
        checkRequest(get, logged('GET', `/arm${capacityPath}/ab`, null, { 'api-version': '2021-01-01' })),
      ).toEqual(['path parameter dedicatedCapacityName: "ab" is shorter than 3']);
      // A scale answered 202 without the capacity.
      const update = find('arm', 'PATCH', `${capacityPath}/${DEMO_CAPACITY.name}`);
      expect(checkResponse(update, { status: 202, headers: {}, body: null }, undefined)).toEqual([
        'answers 202 without the body Capacities_Update defines for it',
      ]);
      // An Entra error without its timestamp and correlation id.
      const token = find('entra', 'POST', `/${DEMO_APP.tenantId}/oauth2/v2.0/token`);
      expect(
        checkResponse(
          token,
          {
            status: 400,
            headers: {},
            body: { error: 'invalid_scope', error_description: 'x', error_codes: [], trace_id: 't' },
          },
          unlistedErrors('entra'),
        ),
      ).toEqual([
        'answer 400: misses timestamp, which the definition requires',
        'answer 400: misses correlation_id, which the definition requires',
      ]);
      // A status the definition does not list, and a call with no definition.
      expect(checkResponse(update, { status: 201, headers: {}, body: {} }, undefined)).toEqual([
        'answers 201, which Capacities_Update does not list (200, 202, default)',
      ]);
      expect(findOperation(definitions, 'powerbi', 'GET', '/v1.0/myorg/dashboards')).toBeUndefined();
      // A dataset answer without its id, read against the supplement.
      const dataset = find('powerbi', 'GET', `/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/datasets/x`);
      expect(dataset.definition.file).toBe(SUPPLEMENT.file);
      expect(
        checkResponse(dataset, { status: 200, headers: {}, body: { name: 'Sales' } }, undefined),
      ).toEqual(['answer 200: misses id, which the definition requires']);
      // A supplement never overrides the shared files: what they define is read from them.
      const shadow: Definition = {
        file: 'shadow',
        doc: { host: SERVICES.powerbi.host, paths: { '/v1.0/myorg/groups': { get: { responses: {} } } } },
      };
      expect(withSupplement(definitions, shadow)).toBe(definitions);
    });
  });
}
