import { randomBytes } from 'node:crypto';
import { buildEmulator } from './app';

// The demo directory: one application, as a Power BI embedding customer would register it.
export const DEMO_APP = {
  tenantId: process.env.EMULATOR_TENANT_ID ?? '00000000-0000-4000-8000-000000000001',
  clientId: process.env.EMULATOR_CLIENT_ID ?? '00000000-0000-4000-8000-0000000000a1',
  clientSecret: process.env.EMULATOR_CLIENT_SECRET ?? 'emulator-secret',
};

const port = Number(process.env.EMULATOR_PORT ?? 8100);
const app = buildEmulator({ apps: [DEMO_APP], signingKey: randomBytes(32).toString('hex') });
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`Report-provider emulator on http://127.0.0.1:${port}\n`);
