import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { registerArm } from './arm';
import type { EmulatorContext } from './context';
import { Control, type FaultRule, registerControlHooks, registerControlRoutes } from './control';
import { registerEmbed } from './embed';
import { type EmbedGrant, signEmbedToken } from './embed-token';
import { type EntraApp, registerEntra } from './entra';
import { registerExports } from './exports';
import { registerPowerBi } from './powerbi';
import { registerServiceErrors } from './service-errors';
import { DEMO_APP } from './seed-data';
import { EmulatorState } from './state';

export interface EmulatorOptions {
  /** Applications registered in the emulated directory (default: the demo application). */
  apps?: EntraApp[];
  /** Key that signs access and embed tokens (default: random per process). */
  signingKey?: string;
  /** Tenant that owns the Power BI content and the Azure subscription (default: the first app's). */
  tenantId?: string;
  /** How long suspend, resume and scale take, in ms (default 3000). */
  transitionMs?: number;
  /** Start of report embed URLs (default: `{this server}{prefix}/embed`). */
  embedBase?: string;
  /**
   * Serve the `/_control` routes (faults, request log, reset). Off unless asked for: the server
   * turns it on only for browser tests; the programmatic handle works either way.
   */
  control?: boolean;
  /** Client ids of the tenant that Azure refuses (403 AuthorizationFailed), to test permissions. */
  armDeniedClients?: string[];
}

/** Programmatic access to a running emulator, for tests and fixtures. */
export interface EmulatorHandle {
  state: EmulatorState;
  control: Control;
  signingKey: string;
  tenantId: string;
  addFault(rule: FaultRule): string;
  /** Restores the seed, forgets faults and the request log. */
  reset(): void;
  /** An embed token as GenerateToken would issue it, with any lifetime (even seconds). */
  issueEmbedToken(grant: Omit<EmbedGrant, 'tokenId' | 'exp'> & { lifetimeSeconds: number }): string;
}

export type EmulatorPlugin = FastifyPluginAsync & { handle: EmulatorHandle };

/**
 * The offline stand-in for Microsoft's services, as a Fastify plugin to mount under a prefix:
 * `/login` (Entra ID), `/powerbi` (Power BI REST), `/arm` (Azure Resource Manager), `/embed`
 * (the report host page) and, when enabled, `/_control`.
 */
export function emulatorPlugin(opts: EmulatorOptions = {}): EmulatorPlugin {
  const apps = opts.apps ?? [{ ...DEMO_APP }];
  const signingKey = opts.signingKey ?? randomBytes(32).toString('hex');
  const tenantId = opts.tenantId ?? apps[0]?.tenantId ?? DEMO_APP.tenantId;
  const state = new EmulatorState(opts.transitionMs ?? 3000);
  const control = new Control();
  const handle: EmulatorHandle = {
    state,
    control,
    signingKey,
    tenantId,
    addFault: (rule) => control.addFault(rule).id,
    reset: () => {
      control.clear();
      state.reset();
    },
    issueEmbedToken: ({ lifetimeSeconds, ...grant }) =>
      signEmbedToken(
        {
          ...grant,
          tokenId: randomBytes(16).toString('hex'),
          exp: Math.floor(Date.now() / 1000) + lifetimeSeconds,
        },
        signingKey,
      ),
  };

  const plugin: FastifyPluginAsync = async (app) => {
    const ctx: EmulatorContext = {
      state,
      signingKey,
      tenantId,
      control,
      embedBase: opts.embedBase,
      prefix: app.prefix,
    };
    // Like Microsoft's services, accept an empty body sent as JSON (e.g. POST …/suspend).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
      }
    });
    registerControlHooks(app, control, app.prefix);
    app.get('/health', async () => ({ status: 'ok' }));
    await app.register(
      async (child) => {
        registerServiceErrors(child, 'entra');
        registerEntra(child, { apps, signingKey });
      },
      { prefix: '/login' },
    );
    await app.register(
      async (child) => {
        registerServiceErrors(child, 'powerbi');
        registerPowerBi(child, ctx);
        registerExports(child, ctx);
      },
      { prefix: '/powerbi' },
    );
    await app.register(
      async (child) => {
        registerServiceErrors(child, 'arm');
        registerArm(child, ctx, { deniedClients: opts.armDeniedClients ?? [] });
      },
      { prefix: '/arm' },
    );
    await app.register(async (child) => registerEmbed(child, ctx), { prefix: '/embed' });
    if (opts.control) {
      await app.register(async (child) => registerControlRoutes(child, control, state), {
        prefix: '/_control',
      });
    }
  };
  return Object.assign(plugin, { handle });
}

/** The emulator as a server of its own (standalone and in tests); control routes on by default. */
export async function buildEmulator(
  opts: EmulatorOptions = {},
): Promise<{ app: FastifyInstance; handle: EmulatorHandle }> {
  const app = Fastify({ logger: false });
  const plugin = emulatorPlugin({ control: true, ...opts });
  await app.register(plugin);
  return { app, handle: plugin.handle };
}
