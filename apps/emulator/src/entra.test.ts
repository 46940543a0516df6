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

  it('words every refusal as Entra does: AADSTS numbers, trace and correlation ids, and the time', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/login/${directory.tenantId}/oauth2/v2.0/token`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'client-request-id': 'c0ffee00-0000-4000-8000-000000000001',
      },
      payload: new URLSearchParams({ ...valid, client_secret: 'nope' }).toString(),
    });
    const body = res.json();
    expect(body).toEqual({
      error: 'invalid_client',
      error_description: expect.stringMatching(
        /^AADSTS7000215: .*\r\nTrace ID: .*\r\nCorrelation ID: c0ffee00-0000-4000-8000-000000000001\r\nTimestamp: /s,
      ),
      error_codes: [7000215],
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/),
      trace_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      correlation_id: 'c0ffee00-0000-4000-8000-000000000001',
      error_uri: 'https://login.microsoftonline.com/error?code=7000215',
    });
    expect(Math.abs(Date.parse(body.timestamp.replace(' ', 'T')) - Date.now())).toBeLessThan(5000);
    const unknown = (await token(valid, 'other')).json();
    expect(unknown).toMatchObject({
      error_codes: [90002],
      correlation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(unknown.trace_id).not.toBe(body.trace_id);
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
