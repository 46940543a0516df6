import { reportRoutes } from '@mirante/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
  callRoute,
} from './helpers';

// Set by useReportsWorld() before the calling file's tests run.
export let ctx: TestContext;
export let world: Awaited<ReturnType<typeof createWorld>>;
export let otherAdminToken: string;
export let otherCompanyId: number;

/** Opens the test context of the calling file, with a second unit and its admin, and closes it after. */
export function useReportsWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    const other = await createCompany(ctx.db, { partnerId: world.partner.id });
    otherCompanyId = other.id;
    const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
    otherAdminToken = await signIn(ctx.app, otherAdmin.email);
  });
  afterAll(() => ctx.close());
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2dd2c2e0000000049454e44ae426082',
  'hex',
);

export function create(body: Record<string, unknown>, token = world.tokens.admin) {
  return callRoute(ctx.app, reportRoutes.create, { token, body: body as never });
}

export async function external(title: string, extra: Record<string, unknown> = {}) {
  const res = await create({ kind: 'external', title, external_url: 'https://bi.example.com/x', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.data() as { id: number } & Record<string, unknown>;
}
