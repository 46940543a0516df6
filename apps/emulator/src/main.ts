import { buildEmulator } from './app';
import { DEMO_APP } from './seed-data';

// The emulator on a port of its own (EMULATOR_PORT, default 8100): base URLs are then
// http://127.0.0.1:{port}/login, /powerbi, /arm and /embed.
const demoApp = {
  tenantId: process.env.EMULATOR_TENANT_ID ?? DEMO_APP.tenantId,
  clientId: process.env.EMULATOR_CLIENT_ID ?? DEMO_APP.clientId,
  clientSecret: process.env.EMULATOR_CLIENT_SECRET ?? DEMO_APP.clientSecret,
};

const port = Number(process.env.EMULATOR_PORT ?? 8100);
const { app } = await buildEmulator({
  apps: [demoApp],
  transitionMs: process.env.EMULATOR_TRANSITION_MS ? Number(process.env.EMULATOR_TRANSITION_MS) : undefined,
  embedBase: process.env.EMULATOR_EMBED_BASE || undefined,
  control: process.env.EMULATOR_CONTROL !== '0',
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`Report-provider emulator on http://127.0.0.1:${port}\n`);
