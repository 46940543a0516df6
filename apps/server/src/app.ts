import type { AnyRoute } from '@mirante/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { emulatorPlugin } from '@mirante/emulator';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { analyzeModule } from './modules/analyze';
import { auditModule } from './modules/audit';
import { autoActionTasksPlugin, autoActionsModule } from './modules/auto-actions';
import { authModule, scopeFromToken } from './modules/auth';
import { configModule, unitMailSource } from './modules/config';
import { customFieldsModule } from './modules/custom-fields';
import { capacitiesModule, capacityRuntimePlugin } from './modules/capacities';
import { billingModule } from './modules/billing';
import { domainsModule } from './modules/domains';
import { groupsModule } from './modules/groups';
import { helpDeskModule } from './modules/help-desk';
import { assertPlaylistSessionMayCall, playlistsModule } from './modules/playlists';
import { catalogsModule } from './modules/catalogs';
import { reportImporter, reportsModule } from './modules/reports';
import { healthModule } from './modules/health';
import { mfaModule } from './modules/mfa';
import { notificationsModule } from './modules/notifications';
import { providerModule } from './modules/provider';
import { passwordsModule } from './modules/passwords';
import { companiesModule } from './modules/companies';
import { partnersModule } from './modules/partners';
import { faqModule } from './modules/faq';
import { clientsModule } from './modules/clients';
import { registrationModule } from './modules/registration';
import { usersModule } from './modules/users';
import { userImportModule } from './modules/user-import';
import { questionnaireModule } from './modules/questionnaire';
import { createRemoteAccessRequest, remoteAccessModule } from './modules/remote-access';
import { scimModule, scimProtocolModule } from './modules/scim';
import { samlModule } from './modules/saml';
import { searchModule } from './modules/search';
import { sessionsModule } from './modules/sessions';
import { registerImpersonationAudit, switchingModule } from './modules/switching';
import { themesModule } from './modules/themes';
import { declarePublic, registerAuthGuard } from './platform/auth-guard';
import { isKeptValue } from './platform/tagged-cache';
import type { Config } from './platform/config';
import { SecretBox } from './platform/crypto';
import type { Database } from './platform/db';
import { CROSSING } from './platform/db-reach';
import { answerFrameworkError, registerErrorHandler } from './platform/errors';
import { registerLanguage, registerXsrf } from './platform/request-context';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerRoutePolicy, type RoutePolicy } from './platform/route-policy';
import { NO_UNIT_ROUTE, type RouteReach, registerRouteReach } from './platform/route-reach';
import { registerWeb } from './platform/web';
import { requestLogOptions } from './platform/request-log';
import type { LogFormat } from './platform/log-format';
import { embeddedPage, embedLinksModule } from './modules/embed-links';
import { productJobs } from './jobs';
import { jobsPlugin } from './platform/jobs-plugin';
import {
  changesPlugin,
  databasePlugin,
  eventsPlugin,
  mailerPlugin,
  secretsPlugin,
} from './platform/services';
import { linksPlugin, loginLimiterPlugin, providerPlugin, settingsPlugin } from './services';

/**
 * Every module of the product, each a named plugin that states the services it needs
 * (platform/services.ts, services.ts) and reads them from the instance. Registered in this order,
 * under /api unless `MODULE_PREFIX` names another prefix.
 */
export const MODULES = [
  healthModule,
  authModule,
  configModule,
  partnersModule,
  faqModule,
  clientsModule,
  usersModule,
  userImportModule,
  groupsModule,
  helpDeskModule,
  notificationsModule,
  capacitiesModule,
  autoActionsModule,
  analyzeModule,
  playlistsModule,
  catalogsModule,
  reportsModule,
  searchModule,
  embedLinksModule,
  customFieldsModule,
  companiesModule,
  domainsModule,
  billingModule,
  registrationModule,
  switchingModule,
  remoteAccessModule,
  questionnaireModule,
  sessionsModule,
  scimModule,
  scimProtocolModule,
  auditModule,
  mfaModule,
  samlModule,
  providerModule,
  passwordsModule,
  themesModule,
] as const;

/** The modules served under a prefix of their own (by plugin name); the others are under /api. */
export const MODULE_PREFIX: Readonly<Record<string, string>> = { 'scim-protocol': '/scim/v2' };

/** The name a module plugin was given (`fp(…, { name })`). */
export function moduleName(module: (typeof MODULES)[number]): string {
  const meta = (module as unknown as Record<symbol, { name?: string } | undefined>)[
    Symbol.for('plugin-meta')
  ];
  return meta?.name ?? '';
}

export type AppConfig = Pick<
  Config,
  'storageDir' | 'webDir' | 'redisUrl' | 'trustProxy' | 'logLevel' | 'baseDomain'
> &
  Partial<
    Pick<
      Config,
      | 'loginLimits'
      | 'maintenance'
      | 'provider'
      | 'frameCheckPrivate'
      | 'mailAllowAnyHost'
      | 'analyticsRollupMs'
      | 'rowSecurity'
      | 'publicUrl'
      | 'port'
    >
  > & {
    logger?: boolean;
    /**
     * The box for secrets at rest (TOTP secrets, mail passwords), keyed by MIRANTE_SECRET_KEY:
     * main.ts passes it. Without one a throwaway key is used, so nothing sealed then can be read
     * after a restart; only tests that never read secrets back rely on that.
     */
    secretBox?: SecretBox;
    /** The platform's mail server and sender (SMTP_URL, MAIL_FROM); units may have their own. */
    smtpUrl?: string;
    mailFrom?: string;
    /** Run the durable background jobs in this process (main.ts; tests start them themselves). */
    jobs?: boolean;
    /** Where the log goes (default standard output); tests read it. */
    logStream?: { write(line: string): void };
    /** JSON lines (the default) or readable text; the entry point picks it (log-format.ts). */
    logFormat?: LogFormat;
  };

const REQUEST_ID = /^[\w-]{1,64}$/;

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** The policy the route names (`config.policy`); every route that is not public has one. */
  policy: RoutePolicy | undefined;
  /** The database reach the route declares (`config.reach`); a public route names one. */
  reach: RouteReach | undefined;
  /** The route's request and response schemas (zod), for the input sweeps of the tests. */
  schema: FastifySchema | undefined;
  /** The declaration of the route map the route serves, when it is served from the map. */
  mapped: AnyRoute | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, for the authorization harness and the docs. */
    routeTable: RouteEntry[];
  }
}

/** Builds the HTTP application on an open database; listening is the caller's business. */
export async function buildApp(database: Database, config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logger === false
        ? false
        : requestLogOptions(config.logLevel, config.logStream, config.logFormat),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Not `requestIdHeader`: Fastify would take that header verbatim and skip genReqId,
    // which checks the caller's x-request-id before trusting it.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Handles by reach (db-reach.ts). With row security off, every handle is the connecting
  // user's own and only the tenant filters hold.
  const reachOf = (config.rowSecurity ?? true) ? database.reach : () => database.db;
  // Before any hook that reads the database: every request has the handle of its reach.
  await app.register(databasePlugin, { database, reachOf, crossing: reachOf(CROSSING) });
  await app.register(settingsPlugin, { config });
  await app.register(secretsPlugin, { secretBox: config.secretBox ?? new SecretBox(randomBytes(32)) });
  const db = app.db;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler((route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    // An answer that is a value kept by a cache never changes: its text is worked out once.
    const texts = new WeakMap<object, string>();
    return (data: unknown) => {
      if (!isKeptValue(data)) return serialize(data);
      let text = texts.get(data as object);
      if (text === undefined) {
        text = serialize(data);
        texts.set(data as object, text);
      }
      return text;
    };
  });
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  await app.register(linksPlugin);
  app.addHook('onRoute', (route) => {
    // Read when asked: hooks of the route's own plugin (declarePublic) run after this one.
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
        get policy() {
          return route.config?.policy;
        },
        get reach() {
          return route.config?.reach;
        },
        get schema() {
          return route.schema;
        },
        get mapped() {
          return route.config?.mapped;
        },
      });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine writes its CSS variables in a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // Power BI reports are embedded from app.powerbi.com. External links are not framed
        // here: they go in the portal's frame page (/api/report_view/frame), whose own policy
        // lets in the one link it was made for.
        frameSrc: [
          "'self'",
          'https://app.powerbi.com',
          ...(config.provider?.emulator ? [new URL(emulatorEmbedBase(config.provider)).origin] : []),
        ],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Sign-in counters in PostgreSQL, or in Redis when REDIS_URL is set (PostgreSQL while it is down).
  await app.register(loginLimiterPlugin);
  const redis = app.redis;
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Mirante API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The API reference is public like the rest of the documentation.
  await app.register(async (docs) => {
    declarePublic(docs, { reach: NO_UNIT_ROUTE });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  await app.register(changesPlugin);
  await app.register(eventsPlugin);

  registerLanguage(app);
  registerAuthGuard(app, {
    resolveScope: (token, ip, opts) => scopeFromToken(db, token, ip, opts),
    assertMayCall: assertPlaylistSessionMayCall,
  });
  registerRouteReach(app, routeTable);
  registerRoutePolicy(app);
  registerImpersonationAudit(app, db);
  registerXsrf(app);
  registerErrorHandler(app);

  await app.register(mailerPlugin, {
    units: unitMailSource(db),
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    allowAnyHost: config.mailAllowAnyHost,
  });
  await app.register(providerPlugin);
  // What the capacities' operations and the scheduled tasks run with: built once, handed to the
  // modules and jobs that use them.
  await app.register(capacityRuntimePlugin);
  await app.register(autoActionTasksPlugin);
  // One runner per instance runs every job of the product (src/jobs.ts).
  await app.register(jobsPlugin, {
    definitions: productJobs({
      db,
      mailer: app.mailer,
      log: app.log,
      links: app.links,
      capacities: app.capacityRuntime,
      tasks: app.autoActionTasks,
      analyticsRollupMs: config.analyticsRollupMs,
    }),
    run: config.jobs,
  });
  // What one module lends another that may not import it (the import would close a cycle).
  app.decorate('reportImporter', reportImporter);
  // A partner's request to enter a unit is announced to the unit's administrators.
  app.decorate(
    'askUnitConsent',
    (request: Omit<Parameters<typeof createRemoteAccessRequest>[0], 'events' | 'links'>) =>
      createRemoteAccessRequest({ ...request, events: app.events, links: app.links }),
  );
  for (const module of MODULES) {
    await app.register(module, { prefix: MODULE_PREFIX[moduleName(module)] ?? '/api' });
  }

  const provider = config.provider;
  if (provider?.emulator) {
    // The provider emulator answers with its own (Entra, Power BI, ARM) authentication, and
    // its callers are this server's provider client and the embed page, not forms.
    await app.register(async (emulator) => {
      declarePublic(emulator, { reach: NO_UNIT_ROUTE, skipXsrf: true });
      await emulator.register(
        emulatorPlugin({
          embedBase: emulatorEmbedBase(provider),
          // The emulator's /_control routes (faults, request log) exist only for browser tests.
          control: process.env.EMULATOR_CONTROL === '1',
          transitionMs: process.env.EMULATOR_TRANSITION_MS
            ? Number(process.env.EMULATOR_TRANSITION_MS)
            : undefined,
        }),
        { prefix: '/_emulator' },
      );
    });
  }

  await registerWeb(app, {
    storageDir: config.storageDir,
    webDir: config.webDir,
    page: embeddedPage({ secretBox: app.secretBox }),
  });
  return app;
}

/** Start of the emulator's embed URLs: EMULATOR_EMBED_BASE, else this server as `localhost`. */
function emulatorEmbedBase(provider: NonNullable<AppConfig['provider']>): string {
  if (provider.emulatorEmbedBase) return provider.emulatorEmbedBase;
  const api = new URL(provider.apiUrl);
  return `http://localhost:${api.port || (api.protocol === 'https:' ? 443 : 80)}/_emulator/embed`;
}
