import type { FastifyInstance } from 'fastify';
import { type EmulatorOptions, buildEmulator } from './app';
import { DEMO_APP } from './seed-data';

/** A second application of the demo tenant, which Azure refuses (for 403 AuthorizationFailed). */
export const READER_APP = {
  tenantId: DEMO_APP.tenantId,
  clientId: 'reader-client',
  clientSecret: 'reader-secret',
};
/** An application of another tenant. */
export const STRANGER_APP = {
  tenantId: 'other-tenant',
  clientId: 'stranger',
  clientSecret: 'stranger-secret',
};

export async function startEmulator(opts: EmulatorOptions = {}) {
  return buildEmulator({
    apps: [{ ...DEMO_APP }, READER_APP, STRANGER_APP],
    signingKey: 'test-key',
    armDeniedClients: [READER_APP.clientId],
    ...opts,
  });
}

export async function bearer(
  app: FastifyInstance,
  resource: 'powerbi' | 'arm',
  who: { tenantId: string; clientId: string; clientSecret: string } = DEMO_APP,
): Promise<string> {
  const scope =
    resource === 'powerbi'
      ? 'https://analysis.windows.net/powerbi/api/.default'
      : 'https://management.azure.com/.default';
  const res = await app.inject({
    method: 'POST',
    url: `/login/${who.tenantId}/oauth2/v2.0/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: who.clientId,
      client_secret: who.clientSecret,
      scope,
    }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().access_token}`;
}
