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
import { analyzeRoutes } from './modules/analyze';
import { auditRoutes } from './modules/audit';
import { registerNotificationSender } from './modules/auto-actions';
import { autoActionRoutes } from './modules/auto-actions';
import { authRoutes } from './modules/auth';
import { openLoginCounters } from './modules/auth';
import { LoginLimiter } from './modules/auth';
import { scopeFromToken } from './modules/auth';
import { configRoutes } from './modules/config';
import { unitMailSource } from './modules/config';
import { settingsRoutes } from './modules/config';
import { customFieldRoutes } from './modules/custom-fields';
import { capacityRoutes } from './modules/capacities';
import { billingRoutes } from './modules/billing';
import { domainRoutes } from './modules/domains';
import { groupRoutes } from './modules/groups';
import { helpDeskRoutes } from './modules/help-desk';
import { assertPlaylistSessionMayCall } from './modules/playlists';
import { playlistRoutes } from './modules/playlists';
import { catalogRoutes } from './modules/catalogs';
import { reportImporter, reportsModule } from './modules/reports';
import { healthRoutes } from './modules/health';
import { mfaRoutes } from './modules/mfa';
import { notificationRoutes } from './modules/notifications';
import { sendTemplateNotification } from './modules/notifications';
import { providerRoutes } from './modules/provider';
import { providerUnitsRoutes } from './modules/provider';
import { providerServiceFor } from './modules/provider';
import { passwordRoutes } from './modules/passwords';
import { companyAdminRoutes } from './modules/companies';
import { partnerRoutes } from './modules/partners';
import { faqRoutes } from './modules/faq';
import { clientRoutes } from './modules/clients';
import { registrationRoutes } from './modules/registration';
import { accountRoutes } from './modules/users';
import { invitationRoutes } from './modules/users';
import { unitUserRoutes } from './modules/users';
import { userImportRoutes } from './modules/user-import';
import { questionnaireRoutes } from './modules/questionnaire';
import { createRemoteAccessRequest, remoteAccessRoutes } from './modules/remote-access';
import { scimRoutes } from './modules/scim';
import { scimTokenRoutes } from './modules/scim';
import { samlRoutes } from './modules/saml';
import { sessionRoutes } from './modules/sessions';
import { registerImpersonationAudit } from './modules/switching';
import { switchingRoutes } from './modules/switching';
import { themeRoutes } from './modules/themes';
import { declarePublic, registerAuthGuard } from './platform/auth-guard';
import { openChangeFeed, registerChangeSettle } from './platform/change-feed';
import { isKeptValue } from './platform/tagged-cache';
import { type Config, DEFAULT_LOGIN_LIMITS } from './platform/config';
import { SecretBox } from './platform/crypto';
import { createMailer } from './platform/mail';
import type { Database } from './platform/db';
import { CROSSING, registerDbReach } from './platform/db-reach';
import { answerFrameworkError, registerErrorHandler } from './platform/errors';
import { registerLanguage, registerXsrf } from './platform/request-context';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerRoutePolicy, type RoutePolicy } from './platform/route-policy';
import { NO_UNIT_ROUTE, type RouteReach, registerRouteReach } from './platform/route-reach';
import { registerWeb } from './platform/web';
import { requestLogOptions } from './platform/request-log';
import { embeddedPage, embedLinksModule } from './modules/embed-links';
import { productJobs } from './jobs';
import { jobsPlugin } from './platform/jobs-plugin';
import type { LinkSettings } from './modules/tenancy';

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
    logger: config.logger === false ? false : requestLogOptions(config.logLevel, config.logStream),
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
  const secretBox = config.secretBox ?? new SecretBox(randomBytes(32));
  // Handles by reach (db-reach.ts). With row security off, every handle is the connecting
  // user's own and only the tenant filters hold.
  const reachOf = (config.rowSecurity ?? true) ? database.reach : () => database.db;
  // What the areas set up and run outside a request (jobs, caches, runtimes) crosses units.
  const db = reachOf(CROSSING);
  // Before any hook that reads the database: every request has the handle of its reach.
  registerDbReach(app, reachOf);

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
  // How links in e-mails and notifications reach the install (modules/tenancy/link-origin.ts).
  const links: LinkSettings = {
    baseDomain: config.baseDomain,
    publicUrl: config.publicUrl ?? null,
    listenPort: config.port ?? null,
  };
  app.decorate('links', links);
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
  const counters = openLoginCounters(app, db, config.redisUrl);
  const redis = counters.redis;
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis } : {}) });
  const loginLimiter = new LoginLimiter(counters.store, config.loginLimits ?? DEFAULT_LOGIN_LIMITS);
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

  // Copies of session, configuration and menu reads are kept until the database announces a
  // change to what they were read from. A call that may have changed something answers only once
  // this instance has heard its own changes, so its next call never meets an older copy.
  const changes = await openChangeFeed(database);
  app.addHook('onClose', () => changes.release());
  registerChangeSettle(app, changes);

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

  const mailer = createMailer({
    units: unitMailSource(db),
    secretBox,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    allowAnyHost: config.mailAllowAnyHost,
  });
  // One runner per instance runs every job of the product (src/jobs.ts).
  await app.register(jobsPlugin, {
    db,
    notices: database.notices,
    definitions: productJobs({
      db,
      mailer,
      log: app.log,
      links,
      analyticsRollupMs: config.analyticsRollupMs,
    }),
    run: config.jobs,
  });
  await app.register(healthRoutes(database), { prefix: '/api' });
  await app.register(
    authRoutes({
      limiter: loginLimiter,
      maintenance: config.maintenance ?? false,
      baseDomain: config.baseDomain,
    }),
    {
      prefix: '/api',
    },
  );
  await app.register(configRoutes(), { prefix: '/api' });
  await app.register(partnerRoutes(), { prefix: '/api' });
  await app.register(faqRoutes({ baseDomain: config.baseDomain }), { prefix: '/api' });
  await app.register(clientRoutes(), { prefix: '/api' });
  await app.register(unitUserRoutes({ mailer }), {
    prefix: '/api',
  });
  await app.register(userImportRoutes({ mailer }), {
    prefix: '/api',
  });
  await app.register(invitationRoutes(), { prefix: '/api' });
  await app.register(accountRoutes({ storageDir: config.storageDir }), { prefix: '/api' });
  await app.register(groupRoutes(), { prefix: '/api' });
  await app.register(
    helpDeskRoutes({
      storageDir: config.storageDir,
    }),
    { prefix: '/api' },
  );
  await app.register(
    notificationRoutes({
      changes,
    }),
    { prefix: '/api' },
  );
  await app.register(capacityRoutes({ db, secretBox, provider: config.provider }), {
    prefix: '/api',
  });
  // A scheduled "send a notification" task sends the unit's template through the notification center.
  registerNotificationSender(db, {
    sendFromTemplate: (opts) => sendTemplateNotification({ ...opts, links }),
  });
  await app.register(
    autoActionRoutes({
      db,
      secretBox,
      provider: providerServiceFor(config.provider),
    }),
    { prefix: '/api' },
  );
  await app.register(analyzeRoutes(), { prefix: '/api' });
  await app.register(playlistRoutes(), { prefix: '/api' });
  await app.register(catalogRoutes(), { prefix: '/api' });
  await app.register(
    reportsModule({
      db,
      storageDir: config.storageDir,
      secretBox,
      provider: config.provider,
      frameCheckPrivate: config.frameCheckPrivate,
    }),
    { prefix: '/api' },
  );
  const embedDeps = { db, secretBox, provider: providerServiceFor(config.provider) };
  await app.register(embedLinksModule(embedDeps), { prefix: '/api' });
  await app.register(customFieldRoutes(), { prefix: '/api' });
  await app.register(companyAdminRoutes({ baseDomain: config.baseDomain }), {
    prefix: '/api',
  });
  await app.register(domainRoutes({ baseDomain: config.baseDomain }), { prefix: '/api' });
  await app.register(billingRoutes({ mailer }), { prefix: '/api' });
  await app.register(registrationRoutes({ baseDomain: config.baseDomain }), {
    prefix: '/api',
  });
  await app.register(
    switchingRoutes({ baseDomain: config.baseDomain, askConsent: createRemoteAccessRequest }),
    { prefix: '/api' },
  );
  await app.register(remoteAccessRoutes(), { prefix: '/api' });
  await app.register(questionnaireRoutes(), { prefix: '/api' });
  await app.register(sessionRoutes(), { prefix: '/api' });
  await app.register(scimTokenRoutes(), { prefix: '/api' });
  await app.register(scimRoutes(db), { prefix: '/scim/v2' });
  await app.register(auditRoutes(), { prefix: '/api' });
  await app.register(mfaRoutes({ secretBox }), { prefix: '/api' });
  await app.register(samlRoutes({ secretBox, baseDomain: config.baseDomain }), {
    prefix: '/api',
  });
  await app.register(
    providerRoutes({ db, secretBox, provider: providerServiceFor(config.provider), reports: reportImporter }),
    {
      prefix: '/api',
    },
  );
  await app.register(providerUnitsRoutes(), { prefix: '/api' });
  await app.register(passwordRoutes({ mailer, baseDomain: config.baseDomain }), {
    prefix: '/api',
  });
  await app.register(
    settingsRoutes({
      secretBox,
      mailer,
      mailAllowAnyHost: config.mailAllowAnyHost === true,
    }),
    { prefix: '/api' },
  );
  await app.register(themeRoutes({ storageDir: config.storageDir, baseDomain: config.baseDomain }), {
    prefix: '/api',
  });

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
    page: embeddedPage(embedDeps),
  });
  return app;
}

/** Start of the emulator's embed URLs: EMULATOR_EMBED_BASE, else this server as `localhost`. */
function emulatorEmbedBase(provider: NonNullable<AppConfig['provider']>): string {
  if (provider.emulatorEmbedBase) return provider.emulatorEmbedBase;
  const api = new URL(provider.apiUrl);
  return `http://localhost:${api.port || (api.protocol === 'https:' ? 443 : 80)}/_emulator/embed`;
}
