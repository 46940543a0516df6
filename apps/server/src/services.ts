import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppConfig } from './app';
import { LoginLimiter, openLoginCounters } from './modules/auth';
import { type ProviderService, providerServiceFor } from './modules/provider';
import type { LinkSettings } from './modules/tenancy';
import { DEFAULT_LOGIN_LIMITS, type ProviderEndpoints } from './platform/config';

/**
 * The product's services that the modules share, each a named plugin that decorates the instance
 * (the platform's own are in platform/services.ts). A module names what it needs in its
 * `dependencies`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The server's settings (config.ts), as the app was built with them. */
    settings: AppConfig;
    /** How links in e-mails and notifications reach the install (modules/tenancy/link-origin.ts). */
    links: LinkSettings;
    /** The provider (Entra, Power BI, ARM): its endpoints and the Power BI REST service. */
    provider: AppProvider;
    /** The sign-in attempts counted per account and address. */
    loginLimiter: LoginLimiter;
    /** The Redis connection (REDIS_URL), when there is one. */
    redis: Redis | undefined;
  }
}

export interface AppProvider {
  /** The endpoints given (PROVIDER_*), or none for the public cloud's. */
  endpoints: ProviderEndpoints | undefined;
  service: ProviderService;
}

/** The server's settings (`app.settings`). */
export const settingsPlugin = fp<{ config: AppConfig }>(
  async (app, opts) => {
    app.decorate('settings', opts.config);
  },
  { name: 'settings', fastify: '5.x' },
);

/** How links reach the install (`app.links`): its base domain, public URL and port. */
export const linksPlugin = fp(
  async (app) => {
    const { baseDomain, publicUrl, port } = app.settings;
    const links: LinkSettings = { baseDomain, publicUrl: publicUrl ?? null, listenPort: port ?? null };
    app.decorate('links', links);
  },
  { name: 'links', fastify: '5.x', dependencies: ['settings'] },
);

/** The provider's endpoints and service (`app.provider`). */
export const providerPlugin = fp(
  async (app) => {
    const endpoints = app.settings.provider;
    app.decorate('provider', { endpoints, service: providerServiceFor(endpoints) });
  },
  { name: 'provider-api', fastify: '5.x', dependencies: ['settings'] },
);

/**
 * The sign-in limits (`app.loginLimiter`): counters in PostgreSQL, or in Redis when REDIS_URL is
 * set (PostgreSQL while it is down). The Redis connection, when there is one, is where the rate
 * limits count too (`app.redis`).
 */
export const loginLimiterPlugin = fp(
  async (app) => {
    const counters = openLoginCounters(app, app.db, app.settings.redisUrl);
    app.decorate('redis', counters.redis);
    app.decorate(
      'loginLimiter',
      new LoginLimiter(counters.store, app.settings.loginLimits ?? DEFAULT_LOGIN_LIMITS),
    );
  },
  { name: 'login-limiter', fastify: '5.x', dependencies: ['database', 'settings'] },
);
