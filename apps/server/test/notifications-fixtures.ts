import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  type AnyRoute,
  notificationRoutes,
  type RouteInput,
  type TSendNotificationRequest,
} from '@mirante/contracts';
import { companyConfigs, reportAccess, users } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  type RouteCall,
  signIn,
  type TestContext,
} from './helpers';

// Set by useNotificationWorld() before the calling file's tests run.
export let ctx: TestContext;
export let world: Awaited<ReturnType<typeof createWorld>>;
export let other: { companyId: number; adminToken: string; userId: number; userToken: string };

/** A unit with a user per profile, and a second unit of the same partner with its admin and user. */
export function useNotificationWorld(overrides: Parameters<typeof createTestContext>[0] = {}): void {
  beforeAll(async () => {
    ctx = await createTestContext(overrides);
    world = await createWorld(ctx);
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const user = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    other = {
      companyId: unit.id,
      adminToken: await signIn(ctx.app, admin.email),
      userId: user.id,
      userToken: await signIn(ctx.app, user.email),
    };
  });
  afterAll(() => ctx.close());
}

/** Calls a route of the map as the token's holder, in English. */
export function callAs<R extends AnyRoute>(token: string | undefined, def: R, input: RouteInput<R>) {
  return callRoute(ctx.app, def, { ...input, token, lang: 'en-US' } as RouteCall<R>);
}

/** Sends a notification; the body goes as written (a test may send one the contract refuses). */
export function send(token: string, body: Record<string, unknown>, query: { company_id?: number } = {}) {
  return callAs(token, notificationRoutes.send, { query, body: body as TSendNotificationRequest });
}

export async function inbox(token: string, status: 'unread' | 'all' = 'all') {
  const res = await callAs(token, notificationRoutes.inbox, { query: { status } });
  if (res.statusCode !== 200) throw new Error(`inbox: ${res.statusCode} ${res.body}`);
  return res.data();
}

/** Turns on the unit's setting and the account's flag that let a member compose notifications. */
export async function allowCreateNotifications(userId: number, allowed = true, companyId = world.company.id) {
  await ctx.db.update(users).set({ allowCreateNotifications: allowed }).where(eq(users.id, userId));
  await ctx.db
    .update(companyConfigs)
    .set({
      settings: sql`${companyConfigs.settings} || ${JSON.stringify({ allow_create_notifications: 'S' })}::jsonb`,
    })
    .where(eq(companyConfigs.companyId, companyId));
}

export async function grantReport(companyId: number, reportId: number, userId: number) {
  await ctx.db.insert(reportAccess).values({ companyId, reportId, userId });
}
