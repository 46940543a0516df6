import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRequests, reportAccess, reports } from '../src/db/schema';
import { catalogRoutes, notificationRoutes } from '@mirante/contracts';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherAdminToken: string;
let secondUser: { id: number; token: string };
const r = { open: 0, rls: 0, notInCatalog: 0, hidden: 0, foreign: 0 };

async function report(companyId: number, title: string, extra: Partial<typeof reports.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(reports)
    .values({ companyId, kind: 'html', title, htmlContent: `<p>${title}</p>`, showOnCatalog: true, ...extra })
    .returning({ id: reports.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);
  const second = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
  secondUser = { id: second.id, token: await signIn(ctx.app, second.email) };
  r.open = await report(world.company.id, 'Sales overview', {
    catalogDescription: 'Monthly sales',
    cover: 'cover-1.png',
  });
  r.rls = await report(world.company.id, 'Regional margins', { filterMode: 'rls' });
  r.notInCatalog = await report(world.company.id, 'Internal', { showOnCatalog: false });
  r.hidden = await report(world.company.id, 'Hidden in catalog', { hidden: true });
  r.foreign = await report(other.id, 'Elsewhere');
});
afterAll(() => ctx.close());

function ask(token: string, reportId: number, body: unknown = {}) {
  return callRoute(ctx.app, catalogRoutes.ask, { token, params: { reportId }, body: body as never });
}
function catalog(token: string) {
  return callRoute(ctx.app, catalogRoutes.list, { token });
}
function entryOf(res: { data(): { data: { report_id: number }[] } }, id: number) {
  return res.data().data.find((e) => e.report_id === id) as Record<string, unknown> | undefined;
}
function decide(token: string, id: number, verb: 'grant' | 'deny', body: unknown) {
  return callRoute(ctx.app, catalogRoutes[verb], { token, params: { id }, body: body as never });
}

describe('catalogs', () => {
  it("lists the unit's catalog reports with the caller's status", async () => {
    const res = await catalog(world.tokens.user);
    expect(res.statusCode).toBe(200);
    const ids = res.data().data.map((e) => e.report_id);
    expect(ids).toEqual(expect.arrayContaining([r.open, r.rls]));
    expect(ids).not.toContain(r.notInCatalog);
    expect(ids).not.toContain(r.hidden);
    expect(ids).not.toContain(r.foreign);
    expect(entryOf(res, r.open)).toMatchObject({
      title: 'Sales overview',
      catalog_description: 'Monthly sales',
      cover_url: '/storage/cover-1.png',
      status: 'available',
      unseen: false,
    });
    expect(res.data().policies).toEqual({ request: true, decide: false });
    const admin = await catalog(world.tokens.admin);
    expect(entryOf(admin, r.open)?.status).toBe('granted');
    expect(admin.data().policies).toEqual({ request: false, decide: true });
  });

  it('takes a request once; a duplicate is catalog_request_exists', async () => {
    const res = await ask(world.tokens.user, r.open, { message: 'For the weekly meeting' });
    expect(res.statusCode).toBe(201);
    expect(res.data()).toMatchObject({
      report_id: r.open,
      status: 'requested',
      message: 'For the weekly meeting',
      user: { id: world.users.user.id },
    });
    const again = await ask(world.tokens.user, r.open);
    expect(again.statusCode).toBe(409);
    expect(again.error().code).toBe('catalog_request_exists');
    expect(entryOf(await catalog(world.tokens.user), r.open)?.status).toBe('requested');
    const badge = await callRoute(ctx.app, catalogRoutes.badge, { token: world.tokens.admin });
    expect(badge.data().pending).toBeGreaterThanOrEqual(1);
  });

  it('refuses requests for reports outside the catalog or the unit, and bad bodies', async () => {
    expect((await ask(world.tokens.user, r.notInCatalog)).statusCode).toBe(404);
    expect((await ask(world.tokens.user, r.hidden)).statusCode).toBe(404);
    expect((await ask(world.tokens.user, r.foreign)).statusCode).toBe(404);
    const bad = await ask(world.tokens.user, r.rls, { message: 'x'.repeat(2000) });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors?.message).toBeDefined();
  });

  it('grants without filters: the access row is created and the report opens for the requester', async () => {
    const request = (await ask(secondUser.token, r.open)).data();
    const list = await callRoute(ctx.app, catalogRoutes.requests, {
      token: world.tokens.admin,
      query: { status: 'requested' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.data().data.map((x) => x.id)).toContain(request.id);

    const foreign = await decide(otherAdminToken, request.id, 'grant', { mode: 'no_filters' });
    expect(foreign.statusCode).toBe(404);
    const invalid = await decide(world.tokens.admin, request.id, 'grant', { mode: 'maybe' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.error().errors?.mode).toBeDefined();
    const filtersOnPlain = await decide(world.tokens.admin, request.id, 'grant', {
      mode: 'filters',
      rls_roles: ['North'],
    });
    expect(filtersOnPlain.statusCode).toBe(400);

    const granted = await decide(world.tokens.admin, request.id, 'grant', { mode: 'no_filters' });
    expect(granted.statusCode).toBe(200);
    expect(granted.data()).toMatchObject({ status: 'granted', grant_mode: 'no_filters' });
    const [row] = await ctx.db
      .select()
      .from(reportAccess)
      .where(and(eq(reportAccess.reportId, r.open), eq(reportAccess.userId, secondUser.id)));
    expect(row).toMatchObject({ companyId: world.company.id, rlsRoles: [], filters: [] });

    const twice = await decide(world.tokens.admin, request.id, 'deny', { reason: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(twice.error().code).toBe('catalog_request_decided');

    // The requester sees the outcome, once.
    const mine = await catalog(secondUser.token);
    expect(entryOf(mine, r.open)).toMatchObject({ status: 'granted', unseen: true });
    const badge = await callRoute(ctx.app, catalogRoutes.badge, { token: secondUser.token });
    expect(badge.data()).toEqual({ pending: 0, unseen: 1 });
    const seen = await callRoute(ctx.app, catalogRoutes.markSeen, { token: secondUser.token });
    expect(seen.data()).toEqual({ seen: 1 });
    expect(entryOf(await catalog(secondUser.token), r.open)).toMatchObject({
      status: 'granted',
      unseen: false,
    });
    const [stored] = await ctx.db.select().from(catalogRequests).where(eq(catalogRequests.id, request.id));
    expect(stored!.seenAt).not.toBeNull();
    expect(stored!.decidedByUserId).toBe(world.users.admin.id);

    // Already allowed: asking again is refused.
    expect((await ask(secondUser.token, r.open)).error().code).toBe('catalog_request_exists');
  });

  it('grants an RLS report with the requester’s roles and filters stored on the access row', async () => {
    const request = (await ask(secondUser.token, r.rls)).data();
    const missing = await decide(world.tokens.admin, request.id, 'grant', { mode: 'filters' });
    expect(missing.statusCode).toBe(400);
    const filter = {
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 'Region', column: 'Name' },
      operator: 'In',
      values: ['North'],
    };
    const granted = await decide(world.tokens.admin, request.id, 'grant', {
      mode: 'filters',
      rls_roles: ['RegionNorth'],
      filters: [filter],
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.data().grant_mode).toBe('filters');
    const [row] = await ctx.db
      .select()
      .from(reportAccess)
      .where(and(eq(reportAccess.reportId, r.rls), eq(reportAccess.userId, secondUser.id)));
    expect(row!.rlsRoles).toEqual(['RegionNorth']);
    expect(row!.filters).toEqual([filter]);
  });

  it('denies with a reason the requester then reads; a new request may follow', async () => {
    const request = (await ask(world.tokens.user, r.rls, { message: 'Please' })).data();
    const noReason = await decide(world.tokens.admin, request.id, 'deny', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.error().errors?.reason).toBeDefined();
    const denied = await decide(world.tokens.admin, request.id, 'deny', { reason: 'Not your region' });
    expect(denied.statusCode).toBe(200);
    expect(denied.data()).toMatchObject({ status: 'denied', reason: 'Not your region' });
    expect(entryOf(await catalog(world.tokens.user), r.rls)).toMatchObject({
      status: 'denied',
      reason: 'Not your region',
      unseen: true,
    });
    const noAccess = await ctx.db
      .select()
      .from(reportAccess)
      .where(and(eq(reportAccess.reportId, r.rls), eq(reportAccess.userId, world.users.user.id)));
    expect(noAccess).toHaveLength(0);
    expect((await ask(world.tokens.user, r.rls)).statusCode).toBe(201);
  });

  it("never shows another unit's requests", async () => {
    const list = await callRoute(ctx.app, catalogRoutes.requests, { token: otherAdminToken });
    expect(list.statusCode).toBe(200);
    expect(list.data().total).toBe(0);
    const foreignCatalog = await catalog(otherAdminToken);
    expect(foreignCatalog.data().data.map((e) => e.report_id)).toEqual([r.foreign]);
  });
});

describe('work waiting on someone reaches their inbox', () => {
  const inbox = async (token: string) =>
    (await callRoute(ctx.app, notificationRoutes.inbox, { token })).data().data.map((item) => ({
      kind: item.kind,
      subject: item.subject,
      body: item.body,
    }));

  it('tells the admins of a request, and the requester of the answer with the reason of a denial', async () => {
    const granted = await report(world.company.id, 'Notice board');
    const denied = await report(world.company.id, 'Notice refused');
    const request = (await ask(secondUser.token, granted, { message: 'Please' })).data();
    const adminBox = await inbox(world.tokens.admin);
    expect(adminBox).toContainEqual(
      expect.objectContaining({ kind: 'catalog', subject: 'Pedido de acesso: Notice board' }),
    );
    expect(adminBox.find((n) => n.subject === 'Pedido de acesso: Notice board')?.body).toContain('/catalogs');
    // Nobody else of the unit hears of it.
    expect(await inbox(world.tokens.user)).not.toContainEqual(
      expect.objectContaining({ subject: 'Pedido de acesso: Notice board' }),
    );

    await decide(world.tokens.admin, request.id, 'grant', { mode: 'no_filters' });
    const answer = (await inbox(secondUser.token)).find((n) => n.subject === 'Acesso liberado: Notice board');
    expect(answer).toMatchObject({ kind: 'catalog' });
    expect(answer?.body).toContain(`/${granted}/reports/view`);

    const refused = (await ask(secondUser.token, denied)).data();
    await decide(world.tokens.admin, refused.id, 'deny', { reason: 'Finance only' });
    const no = (await inbox(secondUser.token)).find((n) => n.subject === 'Acesso negado: Notice refused');
    expect(no?.body).toContain('Finance only');
  });
});
