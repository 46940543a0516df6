import { embedLinkRoutes, embeddedRoutes } from '@mirante/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, embedLinks } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { addHtmlReport, createLink, enableEmbedding, publicCall, tokenOfPath } from './embed-links-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherAdmin: string;
let otherUnitId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  otherUnitId = other.id;
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdmin = await signIn(ctx.app, admin.email);
  await enableEmbedding(ctx, world.company.id);
  await enableEmbedding(ctx, other.id);
});
afterAll(() => ctx.close());

const FUTURE = () => new Date(Date.now() + 86_400_000).toISOString();

describe('embed link management', () => {
  it('refuses without a session and other profiles than the unit admin', async () => {
    const report = await addHtmlReport(ctx, world.company.id);
    const body = { report_id: report.id, name: 'Site' };
    expect((await callRoute(ctx.app, embedLinkRoutes.list, {})).statusCode).toBe(401);
    expect((await createLink(ctx, '', body)).statusCode).toBe(401);
    for (const token of [world.tokens.user, world.tokens.master, world.tokens.a2m]) {
      expect((await callRoute(ctx.app, embedLinkRoutes.list, { token })).statusCode).toBe(403);
      expect((await createLink(ctx, token, body)).statusCode).toBe(403);
      const bulk = await callRoute(ctx.app, embedLinkRoutes.revoke, { token, body: { ids: [1] } });
      expect(bulk.statusCode).toBe(403);
    }
  });

  it('creates a link with its audit, lists it and opens it by id', async () => {
    const report = await addHtmlReport(ctx, world.company.id, 'Partner notes');
    const expires = FUTURE();
    const res = await createLink(ctx, world.tokens.admin, {
      report_id: report.id,
      name: '  Partner site ',
      expires_at: expires,
      allowed_origins: ['https://partner.example/', 'http://localhost:9000', 'https://partner.example'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.data();
    expect(link).toMatchObject({
      name: 'Partner site',
      report: { id: report.id, title: 'Partner notes', kind: 'html' },
      state: 'active',
      enabled: true,
      expires_at: new Date(expires).toISOString(),
      identity: null,
      filters: [],
      allowed_origins: ['https://partner.example', 'http://localhost:9000'],
      created_by: { id: world.users.admin.id, name: world.users.admin.name },
      last_used_at: null,
      views: 0,
    });
    expect(link.path).toMatch(/^\/embedded\/[\w~-]+$/);
    // Stored as a hash and sealed, never as it is.
    const [row] = await ctx.db.select().from(embedLinks).where(eq(embedLinks.id, link.id));
    const token = tokenOfPath(link.path);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenSealed).not.toContain(token);
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'embed_link.created'), eq(auditEvents.companyId, world.company.id)));
    expect(audit.map((a) => a.details)).toContainEqual({ link_id: link.id, report_id: report.id });

    const list = await callRoute(ctx.app, embedLinkRoutes.list, {
      token: world.tokens.admin,
      query: { search: 'partner', report_id: report.id },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data()).toMatchObject({ total: 1, embedding_enabled: true, data: [{ id: link.id }] });
    const one = await callRoute(ctx.app, embedLinkRoutes.get, {
      token: world.tokens.admin,
      params: { id: link.id },
    });
    expect(one.data().path).toBe(link.path);
    const otherList = await callRoute(ctx.app, embedLinkRoutes.list, { token: otherAdmin });
    expect(otherList.data().data.map((l: { id: number }) => l.id)).not.toContain(link.id);
  });

  it('answers 400 with field errors for bad input', async () => {
    const report = await addHtmlReport(ctx, world.company.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'report_id'],
      [{ report_id: report.id, name: '' }, 'name'],
      [{ report_id: report.id, name: 'x', allowed_origins: ['javascript:alert(1)'] }, 'allowed_origins.0'],
      [{ report_id: report.id, name: 'x', allowed_origins: ['https://a.example/path'] }, 'allowed_origins.0'],
      [{ report_id: report.id, name: 'x', expires_at: 'tomorrow' }, 'expires_at'],
      [
        { report_id: report.id, name: 'x', expires_at: new Date(Date.now() - 1000).toISOString() },
        'expires_at',
      ],
      // An identity needs a Power BI report with a dataset; HTML takes no filters either.
      [{ report_id: report.id, name: 'x', identity: { username: 'a@b.c', roles: ['North'] } }, 'identity'],
      [
        {
          report_id: report.id,
          name: 'x',
          filters: [{ target: { table: 'Sales', column: 'Region' }, operator: 'In', values: ['North'] }],
        },
        'filters',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await createLink(ctx, world.tokens.admin, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.error().errors ?? {}), field).toContain(field);
    }
    const external = await callRoute(ctx.app, embedLinkRoutes.list, {
      token: world.tokens.admin,
      query: { per_page: 1000 },
    });
    expect(external.statusCode).toBe(400);
  });

  it("answers 404 for another unit's report or link, in single and bulk calls", async () => {
    const theirs = await addHtmlReport(ctx, otherUnitId);
    expect((await createLink(ctx, world.tokens.admin, { report_id: theirs.id, name: 'x' })).statusCode).toBe(
      404,
    );
    const theirLink = (await createLink(ctx, otherAdmin, { report_id: theirs.id, name: 'theirs' })).data();
    const mine = (
      await createLink(ctx, world.tokens.admin, {
        report_id: (await addHtmlReport(ctx, world.company.id)).id,
        name: 'mine',
      })
    ).data();
    const get = await callRoute(ctx.app, embedLinkRoutes.get, {
      token: world.tokens.admin,
      params: { id: theirLink.id },
    });
    expect(get.statusCode).toBe(404);
    const put = await callRoute(ctx.app, embedLinkRoutes.update, {
      token: world.tokens.admin,
      body: { enabled: false },
      params: { id: theirLink.id },
    });
    expect(put.statusCode).toBe(404);
    for (const action of ['revoke', 'regenerate'] as const) {
      const res = await callRoute(ctx.app, embedLinkRoutes[action], {
        token: world.tokens.admin,
        body: { ids: [mine.id, theirLink.id] },
      });
      expect(res.statusCode, action).toBe(404);
    }
    // All or none: the caller's own link was left as it was, and so was theirs.
    const again = await callRoute(ctx.app, embedLinkRoutes.get, {
      token: world.tokens.admin,
      params: { id: mine.id },
    });
    expect(again.data()).toMatchObject({ path: mine.path, state: 'active' });
    expect(
      (await publicCall(ctx, embeddedRoutes.status, { token: tokenOfPath(theirLink.path) })).statusCode,
    ).toBe(200);
  });

  it('changes only the fields named', async () => {
    const report = await addHtmlReport(ctx, world.company.id);
    const link = (
      await createLink(ctx, world.tokens.admin, {
        report_id: report.id,
        name: 'Keep',
        allowed_origins: ['https://keep.example'],
      })
    ).data();
    const res = await callRoute(ctx.app, embedLinkRoutes.update, {
      token: world.tokens.admin,
      body: { enabled: false },
      params: { id: link.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data()).toMatchObject({
      name: 'Keep',
      enabled: false,
      state: 'disabled',
      allowed_origins: ['https://keep.example'],
      path: link.path,
    });
    const bad = await callRoute(ctx.app, embedLinkRoutes.update, {
      token: world.tokens.admin,
      body: { name: 7 } as never,
      params: { id: link.id },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('regenerates and revokes in bulk, in one go', async () => {
    const report = await addHtmlReport(ctx, world.company.id);
    const a = (await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'A' })).data();
    const b = (await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'B' })).data();
    const regen = await callRoute(ctx.app, embedLinkRoutes.regenerate, {
      token: world.tokens.admin,
      body: { ids: [a.id, b.id] },
    });
    expect(regen.data()).toEqual({ count: 2 });
    // The old addresses stop; the new ones work.
    for (const old of [a, b]) {
      expect(
        (await publicCall(ctx, embeddedRoutes.status, { token: tokenOfPath(old.path) })).statusCode,
      ).toBe(404);
    }
    const fresh = await callRoute(ctx.app, embedLinkRoutes.get, {
      token: world.tokens.admin,
      params: { id: a.id },
    });
    expect(fresh.data().path).not.toBe(a.path);
    expect(fresh.data().regenerated_at).not.toBeNull();
    expect(
      (await publicCall(ctx, embeddedRoutes.status, { token: tokenOfPath(fresh.data().path) })).statusCode,
    ).toBe(200);

    const revoke = await callRoute(ctx.app, embedLinkRoutes.revoke, {
      token: world.tokens.admin,
      body: { ids: [a.id, b.id] },
    });
    expect(revoke.data()).toEqual({ count: 2 });
    expect(
      (await publicCall(ctx, embeddedRoutes.status, { token: tokenOfPath(fresh.data().path) })).statusCode,
    ).toBe(404);
    const gone = await callRoute(ctx.app, embedLinkRoutes.get, {
      token: world.tokens.admin,
      params: { id: a.id },
    });
    expect(gone.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(embedLinks).where(eq(embedLinks.id, a.id));
    expect(row!.revokedBy).toBe(world.users.admin.id);
  });

  it('makes links only while the unit enables embedded reports, and still revokes them', async () => {
    const report = await addHtmlReport(ctx, world.company.id);
    const link = (await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'Before' })).data();
    await enableEmbedding(ctx, world.company.id, false);
    try {
      const res = await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.error().code).toBe('embedding_disabled');
      const list = await callRoute(ctx.app, embedLinkRoutes.list, { token: world.tokens.admin });
      expect(list.data().embedding_enabled).toBe(false);
      const revoke = await callRoute(ctx.app, embedLinkRoutes.revoke, {
        token: world.tokens.admin,
        body: { ids: [link.id] },
      });
      expect(revoke.statusCode).toBe(200);
    } finally {
      await enableEmbedding(ctx, world.company.id, true);
    }
  });
});
