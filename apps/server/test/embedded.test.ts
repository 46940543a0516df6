import {
  configRoutes,
  embedLinkRoutes,
  embeddedRoutes,
  type RouteInput,
  type TEmbedPowerBi,
} from '@mirante/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATASET_IDS, RLS_ROLES, REPORT_IDS, WORKSPACE_IDS } from '@mirante/emulator';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, embedLinks, reportPageViews, reports, workspaces } from '../src/db/schema';
import {
  addHtmlReport,
  addProviderReport,
  createLink,
  enableEmbedding,
  grantOf,
  publicCall,
  startEmulator,
  tokenOfPath,
} from './embed-links-fixtures';
import { callRoute, createTestContext, createWorld, type TestContext } from './helpers';

let emulator: FastifyInstance;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
const logLines: string[] = [];

beforeAll(async () => {
  const started = await startEmulator();
  emulator = started.emulator;
  const webDir = mkdtempSync(join(tmpdir(), 'mirante-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Mirante</title>');
  ctx = await createTestContext({
    provider: started.provider,
    webDir,
    logger: true,
    logLevel: 'info',
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  world = await createWorld(ctx);
  await enableEmbedding(ctx, world.company.id);
});
afterAll(async () => {
  await ctx?.close();
  await emulator?.close();
});

const FILTER = { target: { table: 'Sales', column: 'Product' }, operator: 'In', values: ['Alpha'] };

let providerReport: Awaited<ReturnType<typeof addProviderReport>> | undefined;

async function powerBiLink(extra: Record<string, unknown> = {}) {
  providerReport ??= await addProviderReport(ctx, world.company.id, {
    workspace: WORKSPACE_IDS.commercial,
    report: REPORT_IDS.regional,
    dataset: DATASET_IDS.sales,
  });
  const report = providerReport;
  const res = await createLink(ctx, world.tokens.admin, {
    report_id: report.id,
    name: 'Partner',
    identity: { username: 'partner@example.com', roles: [RLS_ROLES.north] },
    filters: [FILTER],
    allowed_origins: ['https://partner.example', 'http://localhost:9000'],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const link = res.data();
  return { link, token: tokenOfPath(link.path), report };
}

const DATA_PATHS = [
  [embeddedRoutes.report, {}],
  [embeddedRoutes.status, {}],
  [embeddedRoutes.pageView, { started_at: new Date().toISOString(), duration_seconds: 3 }],
] as const;

async function expectRefusedEverywhere(token: string, status: number, code: string) {
  for (const [def, body] of DATA_PATHS) {
    const res = await publicCall(ctx, def, { token, ...body });
    expect(res.statusCode, `${def.path}: ${res.body}`).toBe(status);
    expect(res.error().code, def.path).toBe(code);
  }
}

describe('the embedded page calls', () => {
  it('embeds the report read-only under the fixed identity with locked filters, renewing without a new view', async () => {
    const { link, token } = await powerBiLink();
    const res = await publicCall(ctx, embeddedRoutes.report, { token });
    expect(res.statusCode, res.body).toBe(200);
    const { embed: answer, link: state } = res.data();
    const embed = answer as TEmbedPowerBi;
    expect(state).toEqual({ expires_at: null, check_seconds: 30 });
    expect(embed).toMatchObject({
      status: 'ready',
      kind: 'powerbi',
      providerReportId: REPORT_IDS.regional,
      permission_edit: false,
      watermark: null,
      pages: null,
      settings: { allow_editing: false },
    });
    expect(embed.filters).toEqual([
      { ...FILTER, displaySettings: { isLockedInViewMode: true, isHiddenInViewMode: false } },
    ]);
    const grant = grantOf(embed.accessToken);
    // Short-lived: a token already handed out outlives a revocation by a quarter of an hour at most.
    expect(grant.exp * 1000).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 5_000);
    expect(grant.reports).toEqual([{ id: REPORT_IDS.regional, allowEdit: false }]);
    expect(grant.identities).toEqual([
      { username: 'partner@example.com', roles: [RLS_ROLES.north], datasets: [DATASET_IDS.sales] },
    ]);

    const renewal = await publicCall(ctx, embeddedRoutes.report, { token, renewal: true });
    expect(renewal.statusCode).toBe(200);
    const view = await publicCall(ctx, embeddedRoutes.pageView, {
      token,
      page_name: 'ReportSection1',
      page_title: 'Regions',
      started_at: new Date().toISOString(),
      duration_seconds: 12,
    });
    expect(view.statusCode, view.body).toBe(201);
    const [logged] = await ctx.db
      .select()
      .from(reportPageViews)
      .where(eq(reportPageViews.id, view.data().id));
    expect(logged).toMatchObject({
      userId: null,
      embedLinkId: link.id,
      source: 'public',
      pageName: 'ReportSection1',
      durationSeconds: 12,
    });

    const listed = await callRoute(ctx.app, embedLinkRoutes.get, {
      token: world.tokens.admin,
      params: { id: link.id },
    });
    expect(listed.data().views).toBe(1);
    expect(listed.data().last_used_at).not.toBeNull();
  });

  it('never gives a Power BI token that outlives its link', async () => {
    const expires = new Date(Date.now() + 10 * 60_000);
    const { token } = await powerBiLink({ expires_at: expires.toISOString() });
    const res = await publicCall(ctx, embeddedRoutes.report, { token });
    expect(res.statusCode, res.body).toBe(200);
    const { embed, link } = res.data();
    expect(link.expires_at).toBe(expires.toISOString());
    expect(grantOf((embed as TEmbedPowerBi).accessToken).exp * 1000).toBeLessThanOrEqual(
      expires.getTime() + 60_000,
    );
  });

  it('shows imported HTML too', async () => {
    const report = await addHtmlReport(ctx, world.company.id, 'Doc');
    const link = (await createLink(ctx, world.tokens.admin, { report_id: report.id, name: 'Doc' })).data();
    const res = await publicCall(ctx, embeddedRoutes.report, { token: tokenOfPath(link.path) });
    expect(res.data().embed).toMatchObject({ kind: 'html', html: '<p>Hello</p>' });
  });

  it('refuses bad requests and tokens it did not issue', async () => {
    for (const [def] of DATA_PATHS) {
      expect((await publicCall(ctx, def, {})).statusCode, def.path).toBe(400);
      expect((await publicCall(ctx, def, { token: 42 })).statusCode, def.path).toBe(400);
    }
    const bad = await publicCall(ctx, embeddedRoutes.pageView, {
      token: 'x',
      started_at: 'no',
      duration_seconds: -1,
    });
    expect(bad.statusCode).toBe(400);
    await expectRefusedEverywhere('not-a-token', 404, 'embed_link_not_found');
    const { token } = await powerBiLink();
    // A token with one character changed no longer opens.
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectRefusedEverywhere(tampered, 404, 'embed_link_not_found');
  });

  it('stops every data path once the link expires', async () => {
    const { link, token } = await powerBiLink();
    await ctx.db
      .update(embedLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(embedLinks.id, link.id));
    await expectRefusedEverywhere(token, 410, 'embed_link_unavailable');
  });

  it('stops every data path while the link is switched off', async () => {
    const { link, token } = await powerBiLink();
    const off = await callRoute(ctx.app, embedLinkRoutes.update, {
      token: world.tokens.admin,
      body: { enabled: false },
      params: { id: link.id },
    });
    expect(off.statusCode).toBe(200);
    await expectRefusedEverywhere(token, 410, 'embed_link_unavailable');
  });

  it('stops every data path when the unit turns embedded reports off', async () => {
    const { token } = await powerBiLink();
    await enableEmbedding(ctx, world.company.id, false);
    try {
      await expectRefusedEverywhere(token, 410, 'embed_link_unavailable');
    } finally {
      await enableEmbedding(ctx, world.company.id, true);
    }
    expect((await publicCall(ctx, embeddedRoutes.status, { token })).statusCode).toBe(200);
  });

  it('stops every data path when its unit is deactivated', async () => {
    const { token } = await powerBiLink();
    await ctx.db.update(companies).set({ active: false }).where(eq(companies.id, world.company.id));
    try {
      await expectRefusedEverywhere(token, 410, 'embed_link_unavailable');
    } finally {
      await ctx.db.update(companies).set({ active: true }).where(eq(companies.id, world.company.id));
    }
  });
});

describe('the page /embedded/{token}', () => {
  it("may be framed only by the link's sites, and by nobody once the link stops", async () => {
    const { link, token } = await powerBiLink();
    const page = await ctx.app.inject({ method: 'GET', url: link.path });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors https://partner.example http://localhost:9000');
    expect(csp).not.toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();

    const other = (
      await createLink(ctx, world.tokens.admin, {
        report_id: link.report.id,
        name: 'Other',
        identity: { username: 'other@example.com', roles: [RLS_ROLES.south] },
        allowed_origins: ['https://other.example'],
      })
    ).data();
    const otherCsp = String(
      (await ctx.app.inject({ method: 'GET', url: other.path })).headers['content-security-policy'],
    );
    expect(otherCsp).toContain('frame-ancestors https://other.example');
    expect(otherCsp).not.toContain('partner.example');

    await callRoute(ctx.app, embedLinkRoutes.revoke, { token: world.tokens.admin, body: { ids: [link.id] } });
    const revoked = await ctx.app.inject({ method: 'GET', url: `/embedded/${token}` });
    expect(String(revoked.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // A malformed address is refused before any page is made.
    expect((await ctx.app.inject({ method: 'GET', url: '/embedded/%E0%A4%A' })).statusCode).toBe(400);
    for (const url of ['/embedded/unknown-token', `/embedded/${'a'.repeat(9000)}`]) {
      const unknown = await ctx.app.inject({ method: 'GET', url });
      expect(unknown.statusCode, url).toBe(200);
      expect(String(unknown.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    // The portal's other pages keep their own policy.
    const signin = await ctx.app.inject({ method: 'GET', url: '/signin' });
    expect(String(signin.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(signin.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps link tokens out of the server log', async () => {
    const { link, token } = await powerBiLink();
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: link.path });
    await ctx.app.inject({ method: 'GET', url: `${link.path}?x=1` });
    await publicCall(ctx, embeddedRoutes.report, { token });
    await publicCall(ctx, embeddedRoutes.status, { token });
    await ctx.app.inject({ method: 'GET', url: `/new/password/${token}` });
    const log = logLines.join('');
    expect(log).toContain('/embedded/[redacted]');
    expect(log).toContain('/api/embedded/report');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 24));
  });
});

describe('links to reports read under row-level security', () => {
  /** A Power BI report of the unit, in the workspace's live row when an earlier test made it. */
  async function report(ids: { workspace: string; report: string; dataset: string }, filterMode = 'none') {
    const [live] = await ctx.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(and(eq(workspaces.companyId, world.company.id), eq(workspaces.workspaceId, ids.workspace)));
    if (!live) return setFilterMode(await addProviderReport(ctx, world.company.id, ids), filterMode);
    const [row] = await ctx.db
      .insert(reports)
      .values({
        companyId: world.company.id,
        kind: 'powerbi',
        title: 'Embedded again',
        workspaceId: live.id,
        providerReportId: ids.report,
        providerDatasetId: ids.dataset,
      })
      .returning();
    return setFilterMode(row!, filterMode);
  }
  async function setFilterMode<R extends { id: number }>(row: R, filterMode: string): Promise<R> {
    await ctx.db
      .update(reports)
      .set({ filterMode: filterMode as 'none' | 'rls' })
      .where(eq(reports.id, row.id));
    return row;
  }
  const operations = {
    workspace: WORKSPACE_IDS.operations,
    report: REPORT_IDS.operations,
    dataset: DATASET_IDS.operations,
  };
  const sales = {
    workspace: WORKSPACE_IDS.commercial,
    report: REPORT_IDS.regional,
    dataset: DATASET_IDS.sales,
  };
  const createIn = (body: Record<string, unknown>) =>
    callRoute(ctx.app, embedLinkRoutes.create, {
      token: world.tokens.admin,
      body: body as never,
      lang: 'en-US',
    });
  const publicIn = (token: string) =>
    callRoute(ctx.app, embeddedRoutes.report, { body: { token }, lang: 'en-US', xsrf: false });
  const linkCount = async () => (await ctx.db.select({ id: embedLinks.id }).from(embedLinks)).length;

  it('refuses a link without an identity, on the identity field, and writes nothing', async () => {
    const before = await linkCount();
    // Set to RLS here, or described so by the provider (its dataset has roles): no link without one.
    for (const target of [await report(operations, 'rls'), await report(sales)]) {
      const res = await createIn({ report_id: target.id, name: 'Public' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.error().code).toBe('validation_failed');
      expect(res.error().error_codes).toEqual({ identity: ['embed_identity_required'] });
      expect(res.error().errors?.identity).toEqual([
        'This report applies row-level security: the link needs an identity with its roles.',
      ]);
    }
    expect(await linkCount()).toBe(before);
    // With an identity, or to a report without row-level security, the link is made.
    const secured = await report(sales);
    const withIdentity = await createLink(ctx, world.tokens.admin, {
      report_id: secured.id,
      name: 'Public',
      identity: { username: 'site@example.com', roles: [RLS_ROLES.south] },
    });
    expect(withIdentity.statusCode, withIdentity.body).toBe(201);
    const open = await createLink(ctx, world.tokens.admin, {
      report_id: (await report(operations)).id,
      name: 'Open',
    });
    expect(open.statusCode, open.body).toBe(201);
  });

  it('answers a catalogued error, not the provider’s, to an older link without identity', async () => {
    const target = await report(operations);
    const made = await createLink(ctx, world.tokens.admin, { report_id: target.id, name: 'Older' });
    expect(made.statusCode, made.body).toBe(201);
    const token = tokenOfPath(made.data().path);
    expect((await publicCall(ctx, embeddedRoutes.report, { token })).statusCode).toBe(200);

    // The report is then set to RLS: its page says why it cannot show it.
    await ctx.db.update(reports).set({ filterMode: 'rls' }).where(eq(reports.id, target.id));
    const refused = await publicIn(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.error()).toMatchObject({
      code: 'embed_link_identity_required',
      message:
        'This embedded link cannot show its report: the report applies row-level security and the link has no identity. Ask whoever shared it for a new link.',
    });

    // Or its dataset gains row-level security at the provider: the same answer, not its exception.
    const commercial = await report(sales);
    await ctx.db
      .update(reports)
      .set({
        filterMode: 'none',
        workspaceId: commercial.workspaceId,
        providerReportId: REPORT_IDS.regional,
        providerDatasetId: DATASET_IDS.sales,
      })
      .where(eq(reports.id, target.id));
    const fromProvider = await publicCall(ctx, embeddedRoutes.report, { token });
    expect(fromProvider.statusCode, fromProvider.body).toBe(409);
    expect(fromProvider.error().code).toBe('embed_link_identity_required');
    expect(fromProvider.body).not.toContain('PowerBI');
  });
});

describe('public links by embed token (token_embedded)', () => {
  const update = (body: RouteInput<typeof configRoutes.update>['body']) =>
    callRoute(ctx.app, configRoutes.update, { token: world.tokens.admin, body });

  it('are made, changed, renewed and opened only while the unit turns them on', async () => {
    const { link, token } = await powerBiLink();
    const off = await update({ token_embedded: 'N' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.data().config).toMatchObject({ enable_embedded: 'S', token_embedded: 'N' });
    try {
      await expectRefusedEverywhere(token, 410, 'embed_link_unavailable');
      const report = await addHtmlReport(ctx, world.company.id, 'Tokens off');
      const made = await callRoute(ctx.app, embedLinkRoutes.create, {
        token: world.tokens.admin,
        body: { report_id: report.id, name: 'x' },
        lang: 'en-US',
      });
      expect(made.statusCode).toBe(403);
      expect(made.error()).toMatchObject({
        code: 'embed_tokens_disabled',
        message: 'Public embed links are not enabled for this business unit.',
      });
      const changed = await callRoute(ctx.app, embedLinkRoutes.update, {
        token: world.tokens.admin,
        body: { name: 'Renamed' },
        params: { id: link.id },
      });
      expect(changed.error().code).toBe('embed_tokens_disabled');
      const renewed = await callRoute(ctx.app, embedLinkRoutes.regenerate, {
        token: world.tokens.admin,
        body: { ids: [link.id] },
      });
      expect(renewed.error().code).toBe('embed_tokens_disabled');
      const list = await callRoute(ctx.app, embedLinkRoutes.list, { token: world.tokens.admin });
      expect(list.data().embedding_enabled).toBe(false);
      const [row] = await ctx.db.select().from(embedLinks).where(eq(embedLinks.id, link.id));
      expect(row!.name).toBe('Partner');
    } finally {
      expect((await update({ token_embedded: 'S' })).statusCode).toBe(200);
    }
    expect((await publicCall(ctx, embeddedRoutes.status, { token })).statusCode).toBe(200);
    // The session's own config says so too, for the screens.
    const config = await callRoute(ctx.app, configRoutes.get, { token: world.tokens.admin });
    expect(config.data().token_embedded).toBe('S');
  });
});
