import { afterAll, describe, expect, it } from 'vitest';
import { buildEmulator } from './app';

const directory = { tenantId: 'tenant-1', clientId: 'client-1', clientSecret: 's3cret' };
const { app } = await buildEmulator({ apps: [directory], signingKey: 'k' });
afterAll(() => app.close());

function token(form: Record<string, string>, tenant = directory.tenantId) {
  return app.inject({
    method: 'POST',
    url: `/login/${tenant}/oauth2/v2.0/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

const valid = {
  grant_type: 'client_credentials',
  client_id: directory.clientId,
  client_secret: directory.clientSecret,
  scope: 'https://analysis.windows.net/powerbi/api/.default',
};

describe('Entra ID token endpoint', () => {
  it('issues a bearer token for the requested resource', async () => {
    const res = await token(valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3599 });
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.aud).toBe('https://analysis.windows.net/powerbi/api');
    expect(claims.tid).toBe('tenant-1');
    expect(claims.exp - claims.iat).toBe(3599);
  });

  it('refuses a wrong secret with invalid_client', async () => {
    const res = await token({ ...valid, client_secret: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
  });

  it('refuses an unknown tenant, client, scope and grant', async () => {
    expect((await token(valid, 'other')).json().error).toBe('invalid_request');
    expect((await token({ ...valid, client_id: 'x' })).json().error).toBe('unauthorized_client');
    expect((await token({ ...valid, scope: 'https://example.test/.default' })).json().error).toBe(
      'invalid_scope',
    );
    expect((await token({ ...valid, grant_type: 'password' })).json().error).toBe('unsupported_grant_type');
  });
});
