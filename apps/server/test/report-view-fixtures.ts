import { type AnyRoute, DEFAULT_COMPANY_CONFIG } from '@mirante/contracts';
import { afterAll, beforeAll } from 'vitest';
import { reportAccess, reports } from '../src/db/schema';
import { upsertCompanySettings } from '../src/modules/config/config.repository';
import { trustedUnitId } from '../src/platform/scope';
import {
  call,
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type RouteCall,
  type TestContext,
} from './helpers';

// The unit the report tests work in (createWorld) and the admin of a second unit. Set by
// useReportWorld() before the calling file's tests run.
export let ctx: TestContext;
export let world: Awaited<ReturnType<typeof createWorld>>;
export let otherAdminToken: string;
export let otherUserId: number;

/** Opens the test context of the calling file before its tests, and closes it after. */
export function useReportWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    const other = await createCompany(ctx.db, { partnerId: world.partner.id });
    const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
    otherUserId = otherAdmin.id;
    otherAdminToken = await signIn(ctx.app, otherAdmin.email);
  });
  afterAll(() => ctx.close());
}

export async function addReport(values: Partial<typeof reports.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(reports)
    .values({
      companyId: world.company.id,
      kind: 'external',
      title: 'Report',
      externalUrl: 'https://bi.example.com/r',
      ...values,
    })
    .returning();
  return row!;
}

export async function grant(reportId: number, values: Partial<typeof reportAccess.$inferInsert> = {}) {
  await ctx.db
    .insert(reportAccess)
    .values({ companyId: world.company.id, reportId, userId: world.users.user.id, ...values });
}

export async function setConfig(values: Record<string, unknown>) {
  await upsertCompanySettings(ctx.db, trustedUnitId(world.company.id), {
    ...DEFAULT_COMPANY_CONFIG,
    ...values,
  });
}

export function post(url: string, body: unknown, token = world.tokens.user) {
  return call(ctx.app, { method: 'POST', url, token, body });
}

/** A call of the viewer's routes with a body, as the unit's user makes it (bad bodies included). */
export function viewCall<R extends AnyRoute>(def: R, body: unknown, token = world.tokens.user) {
  return callRoute(ctx.app, def, { token, body } as unknown as RouteCall<R>);
}
