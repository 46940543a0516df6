import { authRoutes, groupRoutes } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callRoute, createTestContext, createWorld, type TestContext } from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

describe('field errors', () => {
  it('carry catalogue codes beside the localized messages, field by field', async () => {
    const res = await callRoute(ctx.app, groupRoutes.create, {
      token: world.tokens.admin,
      // Refused on purpose: no name, too long a description.
      body: { description: 'x'.repeat(501) } as never,
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.error();
    expect(body.error_codes).toEqual({ name: ['field_required'], description: ['field_invalid'] });
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['description', 'name']);
    expect(body.errors?.name).toHaveLength(1);
    expect(body.errors?.name?.[0]).not.toBe('field_required');
  });

  it('carry the codes of a rule a service checks', async () => {
    const res = await callRoute(ctx.app, authRoutes.login, {
      body: { email: 'no-such@example.com', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error().error_codes).toEqual({ password: ['field_required'] });
  });

  it('leave answers without field errors as they were', async () => {
    const res = await callRoute(ctx.app, groupRoutes.list, {});
    expect(res.statusCode).toBe(401);
    expect(res.error().error_codes).toBeUndefined();
    expect(res.error().errors).toBeUndefined();
  });
});

describe('URLs the router cannot read', () => {
  it('answer the catalogued 400 for a path parameter past the router limit', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/users/${'1'.repeat(101)}/access`,
      token: world.tokens.admin,
      lang: 'en-US',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      errors: { path: ['path is invalid'] },
      error_codes: { path: ['field_invalid'] },
    });
  });

  it('answer the catalogued 400 for a malformed percent-encoding in a path parameter', async () => {
    const res = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/auth/groups/%zz',
      token: world.tokens.admin,
      lang: 'pt-BR',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().error_codes).toEqual({ path: ['field_invalid'] });
  });
});
