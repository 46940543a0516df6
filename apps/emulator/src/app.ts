import Fastify, { type FastifyInstance } from 'fastify';
import { type EntraApp, registerEntra } from './entra';

export interface EmulatorOptions {
  apps: EntraApp[];
  signingKey: string;
}

/** The offline stand-in for Microsoft's services that the portal talks to. */
export function buildEmulator(opts: EmulatorOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok' }));
  registerEntra(app, opts);
  return app;
}
