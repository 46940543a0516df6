import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { authRoutes } from './modules/auth/auth.routes';
import { configRoutes } from './modules/config/config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { partnerRoutes } from './modules/partners/partners.routes';
import { registerAuthGuard } from './platform/auth-guard';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { registerErrorHandler } from './platform/errors';
import { registerLanguage, registerXsrf } from './platform/request-context';
import { registerWeb } from './platform/web';

export type AppConfig = Pick<
  Config,
  'storageDir' | 'webDir' | 'redisUrl' | 'trustProxy' | 'loginRateLimit' | 'logLevel' | 'baseDomain'
> & { logger?: boolean };

const REQUEST_ID = /^[\w-]{1,64}$/;

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
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
      config.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Not `requestIdHeader`: Fastify would take that header verbatim and skip genReqId,
    // which checks the caller's x-request-id before trusting it.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // The API reference is public like the rest of the documentation.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine writes its CSS variables in a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(config.redisUrl ? { redis: new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Mirante API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerLanguage(app);
  registerAuthGuard(app, database.db);
  registerXsrf(app);
  registerErrorHandler(app);

  await app.register(healthRoutes(database), { prefix: '/api' });
  await app.register(
    authRoutes({ db: database.db, loginRateLimit: config.loginRateLimit, baseDomain: config.baseDomain }),
    {
      prefix: '/api',
    },
  );
  await app.register(configRoutes(database.db), { prefix: '/api' });
  await app.register(partnerRoutes(database.db), { prefix: '/api' });

  await registerWeb(app, { storageDir: config.storageDir, webDir: config.webDir });
  return app;
}
