import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, embedLinks } from '../src/db/schema';
import {
  call,
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
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/embed_links' })).statusCode).toBe(401);
    expect((await createLink(ctx, '', body)).statusCode).toBe(401);
    for (const token of [world.tokens.user, world.tokens.master, world.tokens.a2m]) {
      expect((await call(ctx.app, { method: 'GET', url: '/api/auth/embed_links', token })).statusCode).toBe(
        403,
      );
      expect((await createLink(ctx, token, body)).statusCode).toBe(403);
      const bulk = await call(ctx.app, {
        method: 'POST',
        url: '/api/auth/embed_links/revoke',
        token,
        body: { ids: [1] },
      });
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
    const link = res.json();
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

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/embed_links?search=partner&report_id=${report.id}`,
      token: world.tokens.admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, embedding_enabled: true, data: [{ id: link.id }] });
    const one = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/embed_links/${link.id}`,
      token: world.tokens.admin,
    });
    expect(one.json().path).toBe(link.path);
    const otherList = await call(ctx.app, { method: 'GET', url: '/api/auth/embed_links', token: otherAdmin });
    expect(otherList.json().data.map((l: { id: number }) => l.id)).not.toContain(link.id);
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
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
    const external = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/embed_links?per_page=1000',
      headers: { authorization: `Bearer ${world.tokens.admin}` },
    });
    expect(external.statusCode).toBe(400);
  });

  it("answers 404 for another unit's report or link, in single and bulk calls", async () => {
    const theirs = await addHtmlReport(ctx, otherUnitId);
    expect((await createLink(ctx, world.tokens.admin, { report_id: theirs.id, name: 'x' })).statusCode).toBe(
      404,
    );
    const theirLink = (await createLink(ctx, otherAdmin, { report_id: theirs.id, name: 'theirs' })).json();
    const mine = (
      await createLink(ctx, world.tokens.admin, {
        report_id: (await addHtmlReport(ctx, world.company.id)).id,
        name: 'mine',
      })
    ).json();
    const get = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/embed_links/${theirLink.id}`,
      token: world.tokens.admin,
    });
    expect(get.statusCode).toBe(404);
    const put = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/embed_links/${theirLink.id}`,
      token: world.tokens.admin,
      body: { enabled: false },
    });
    expect(put.statusCode).toBe(404);
    for (const action of ['revoke', 'regenerate']) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: `/api/auth/embed_links/${action}`,
        token: world.tokens.admin,
        body: { ids: [mine.id, theirLink.id] },
      });
      expect(res.statusCode, action).toBe(404);
    }
    // All or none: the caller's own link was left as it was, and so was theirs.
    const again = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/embed_links/${mine.id}`,
      token: world.tokens.admin,
    });
    expect(again.json()).toMatchObject({ path: mine.path, state: 'active' });
    expect(
      (await publicCall(ctx, '/api/embedded/status', { token: tokenOfPath(theirLink.path) })).statusCode,
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
    ).json();
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/embed_links/${link.id}`,
      token: world.tokens.admin,
      body: { enabled: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Keep',
      enabled: false,
      state: 'disabled',
      allowed_origins: ['https://keep.example'],
      path: link.path,
    });
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/embed_links/${link.id}`,
      token: world.tokens.admin,
      body: { name: 7 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('regenerates and revokes in bulk, in one go', async () => {
    const report = await addHtmlReport(ctx, world.company.id);
    const a = (await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'A' })).json();
    const b = (await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'B' })).json();
    const regen = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/embed_links/regenerate',
      token: world.tokens.admin,
      body: { ids: [a.id, b.id] },
    });
    expect(regen.json()).toEqual({ count: 2 });
    // The old addresses stop; the new ones work.
    for (const old of [a, b]) {
      expect(
        (await publicCall(ctx, '/api/embedded/status', { token: tokenOfPath(old.path) })).statusCode,
      ).toBe(404);
    }
    const fresh = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/embed_links/${a.id}`,
      token: world.tokens.admin,
    });
    expect(fresh.json().path).not.toBe(a.path);
    expect(fresh.json().regenerated_at).not.toBeNull();
    expect(
      (await publicCall(ctx, '/api/embedded/status', { token: tokenOfPath(fresh.json().path) })).statusCode,
    ).toBe(200);

    const revoke = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/embed_links/revoke',
      token: world.tokens.admin,
      body: { ids: [a.id, b.id] },
    });
    expect(revoke.json()).toEqual({ count: 2 });
    expect(
      (await publicCall(ctx, '/api/embedded/status', { token: tokenOfPath(fresh.json().path) })).statusCode,
    ).toBe(404);
    const gone = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/embed_links/${a.id}`,
      token: world.tokens.admin,
    });
    expect(gone.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(embedLinks).where(eq(embedLinks.id, a.id));
    expect(row!.revokedBy).toBe(world.users.admin.id);
  });

  it('makes links only while the unit enables embedded reports, and still revokes them', async () => {
    const report = await addHtmlReport(ctx, world.company.id);
    const link = (await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'Before' })).json();
    await enableEmbedding(ctx, world.company.id, false);
    try {
      const res = await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('embedding_disabled');
      const list = await call(ctx.app, {
        method: 'GET',
        url: '/api/auth/embed_links',
        token: world.tokens.admin,
      });
      expect(list.json().embedding_enabled).toBe(false);
      const revoke = await call(ctx.app, {
        method: 'POST',
        url: '/api/auth/embed_links/revoke',
        token: world.tokens.admin,
        body: { ids: [link.id] },
      });
      expect(revoke.statusCode).toBe(200);
    } finally {
      await enableEmbedding(ctx, world.company.id, true);
    }
  });
});
