import { DEFAULT_COMPANY_CONFIG } from '@mirante/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capacities,
  memberships,
  playlistItems,
  playlists,
  providerAccounts,
  reportAccess,
  reportPageViews,
  reports,
  userGroups,
  userReportFilters,
  users,
  workspaces,
} from '../src/db/schema';
import { upsertCompanySettings } from '../src/modules/config/config.repository';
import type { GenerateEmbedTokenInput, ProviderService } from '../src/modules/provider/provider.service';
import { reportGrantFor, visibleReportIds } from '../src/modules/reports/report-access';
import { embedReport } from '../src/modules/reports/report-embed.service';
import type { Scope } from '../src/platform/scope';
import {
  call,
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
let otherUserId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherUserId = otherAdmin.id;
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);
});
afterAll(() => ctx.close());

async function addReport(values: Partial<typeof reports.$inferInsert> = {}) {
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

async function grant(reportId: number, values: Partial<typeof reportAccess.$inferInsert> = {}) {
  await ctx.db
    .insert(reportAccess)
    .values({ companyId: world.company.id, reportId, userId: world.users.user.id, ...values });
}

async function setConfig(values: Record<string, unknown>) {
  await upsertCompanySettings(ctx.db, world.company.id, { ...DEFAULT_COMPANY_CONFIG, ...values });
}

function post(url: string, body: unknown, token = world.tokens.user) {
  return call(ctx.app, { method: 'POST', url, token, body });
}

describe('report access grants', () => {
  it('replaces the grants of a report per user and per user group', async () => {
    const report = await addReport({ title: 'Granted' });
    const [team] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Team A' })
      .returning();
    const url = `/api/auth/reports/${report.id}/access`;
    const filter = { target: { table: 'Sales', column: 'Region' }, operator: 'In', values: ['North'] };
    const res = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: {
        grants: [
          { user_id: world.users.user.id, can_edit: true, pages: ['ReportSection1'], rls_roles: ['Seller'] },
          { group_id: team!.id, filters: [filter] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(2);
    const rows = await ctx.db.select().from(reportAccess).where(eq(reportAccess.reportId, report.id));
    expect(rows.find((r) => r.userId === world.users.user.id)).toMatchObject({
      canEdit: true,
      pages: ['ReportSection1'],
      rlsRoles: ['Seller'],
    });
    expect(rows.find((r) => r.groupId === team!.id)).toMatchObject({
      canEdit: false,
      pages: null,
      filters: [filter],
    });
    const list = await call(ctx.app, { method: 'GET', url, token: world.tokens.admin });
    expect(list.json().data.find((g: { grantee: string }) => g.grantee === 'group')).toMatchObject({
      name: 'Team A',
    });

    const cleared = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: { grants: [] },
    });
    expect(cleared.json().data).toEqual([]);
  });

  it('refuses grantees from another unit, duplicates and grants naming both or neither', async () => {
    const report = await addReport();
    const url = `/api/auth/reports/${report.id}/access`;
    const foreign = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: {
        grants: [
          { user_id: otherUserId },
          { user_id: world.users.user.id },
          { user_id: world.users.user.id },
        ],
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors).sort()).toEqual(['grants.0.user_id', 'grants.2.user_id']);
    const both = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: { grants: [{ user_id: world.users.user.id, group_id: 1 }, {}] },
    });
    expect(both.statusCode).toBe(400);
    expect(await ctx.db.select().from(reportAccess).where(eq(reportAccess.reportId, report.id))).toEqual([]);
    const cross = await call(ctx.app, { method: 'GET', url, token: otherAdminToken });
    expect(cross.statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url, token: world.tokens.user })).statusCode).toBe(403);
  });

  it("gives a user the reports of their membership's group", async () => {
    const report = await addReport({ title: 'Via group' });
    const [team] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Team B' })
      .returning();
    await ctx.db
      .insert(reportAccess)
      .values({ companyId: world.company.id, reportId: report.id, groupId: team!.id });
    const before = await post('/api/auth/report_view/check/exist/report', { reportId: report.id });
    expect(before.json()).toEqual({ exist: false, kind: null, title: null, in_maintenance: false });
    await ctx.db
      .update(memberships)
      .set({ groupId: team!.id })
      .where(and(eq(memberships.userId, world.users.user.id), eq(memberships.companyId, world.company.id)));
    const after = await post('/api/auth/report_view/check/exist/report', { reportId: report.id });
    expect(after.json()).toEqual({
      exist: true,
      kind: 'external',
      title: 'Via group',
      in_maintenance: false,
    });
    const bad = await post('/api/auth/report_view/check/exist/report', { reportId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['reportId']);
  });
});

describe('viewer calls', () => {
  it('answers the edit permission per report and grant', async () => {
    const editable = await addReport({ allowEditing: true });
    const locked = await addReport({ allowEditing: false });
    await grant(editable.id, { canEdit: true });
    await grant(locked.id, { canEdit: true });
    const url = '/api/auth/report_view/check/permission/edit/report';
    expect((await post(url, { reportId: editable.id })).json()).toEqual({ permission_edit: true });
    expect((await post(url, { reportId: locked.id })).json()).toEqual({ permission_edit: false });
    const ungranted = await addReport({ allowEditing: true });
    expect((await post(url, { reportId: ungranted.id })).statusCode).toBe(404);
    expect((await post(url, { reportId: ungranted.id }, world.tokens.admin)).json()).toEqual({
      permission_edit: true,
    });
    expect((await post(url, { reportId: editable.id }, otherAdminToken)).statusCode).toBe(404);
  });

  it('records page views of visible reports only', async () => {
    const report = await addReport();
    await grant(report.id);
    const startedAt = new Date(Date.now() - 30_000).toISOString();
    const res = await post('/api/auth/log/report/page/view', {
      reportId: report.id,
      page_name: 'ReportSection2',
      page_title: 'Overview',
      started_at: startedAt,
      duration_seconds: 30,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.db.select().from(reportPageViews).where(eq(reportPageViews.id, res.json().id));
    expect(row).toMatchObject({
      companyId: world.company.id,
      userId: world.users.user.id,
      reportId: report.id,
      pageName: 'ReportSection2',
      pageTitle: 'Overview',
      durationSeconds: 30,
    });
    expect(row!.startedAt.toISOString()).toBe(startedAt);
    const bad = await post('/api/auth/log/report/page/view', { reportId: report.id, duration_seconds: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['duration_seconds', 'started_at']);
    const cross = await post(
      '/api/auth/log/report/page/view',
      { reportId: report.id, started_at: startedAt, duration_seconds: 1 },
      otherAdminToken,
    );
    expect(cross.statusCode).toBe(404);
  });

  it("saves and restores a user's filters only when the unit saves filters", async () => {
    const report = await addReport();
    await grant(report.id);
    const filters = [{ target: { table: 'T', column: 'C' }, operator: 'In', values: [1, 2] }];
    await setConfig({ save_filter: 'N' });
    const off = await post('/api/auth/report_view/save/user-report-filters', {
      reportId: report.id,
      filters,
    });
    expect(off.statusCode).toBe(403);
    const restoreOff = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/report_view/user-report-filters/${report.id}`,
      token: world.tokens.user,
    });
    expect(restoreOff.json()).toEqual({ enabled: false, filters: [], updated_at: null });

    await setConfig({ save_filter: 'S' });
    const on = await post('/api/auth/report_view/save/user-report-filters', { reportId: report.id, filters });
    expect(on.statusCode, on.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(userReportFilters)
      .where(
        and(eq(userReportFilters.userId, world.users.user.id), eq(userReportFilters.reportId, report.id)),
      );
    expect(row!.filters).toEqual(filters);
    const restored = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/report_view/user-report-filters/${report.id}`,
      token: world.tokens.user,
    });
    expect(restored.json()).toMatchObject({ enabled: true, filters });
    const bad = await post('/api/auth/report_view/save/user-report-filters', {
      reportId: report.id,
      filters: [{ operator: 'Maybe' }],
    });
    expect(bad.statusCode).toBe(400);
    await setConfig({});
  });

  it('tells whether the last data update is shown (per report or for the whole unit)', async () => {
    const plain = await addReport();
    const shown = await addReport({ showLastUpdate: true });
    await grant(plain.id);
    await grant(shown.id);
    const get = (id: number) =>
      call(ctx.app, {
        method: 'GET',
        url: `/api/auth/report_view/last-update/${id}`,
        token: world.tokens.user,
      });
    expect((await get(plain.id)).json()).toEqual({ show: false, last_update: null });
    // Not a provider report: shown, but there is no refresh to tell.
    expect((await get(shown.id)).json()).toEqual({ show: true, last_update: null });
    await setConfig({ mostrar_ultima_atualizacao_relatorio_global: true });
    expect((await get(plain.id)).json().show).toBe(true);
    await setConfig({});
  });
});

describe('POST /api/auth/report_view/embed', () => {
  it('answers html and external reports with the viewer settings of the unit', async () => {
    const html = await addReport({ kind: 'html', externalUrl: null, htmlContent: '<p>Hi</p>', title: 'Doc' });
    const link = await addReport({
      title: 'Link',
      externalUrl: 'https://bi.example.com/link',
      sideFilter: true,
    });
    await grant(html.id);
    await grant(link.id);
    await setConfig({
      enable_watermark: 'S',
      show_name_report: 'N',
      show_menu_report: 'S',
      save_filter: 'S',
    });
    const a = await post('/api/auth/report_view/embed', { reportId: html.id });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({
      status: 'ready',
      kind: 'html',
      html: '<p>Hi</p>',
      report: { id: html.id, title: 'Doc' },
      watermark: world.users.user.email,
      show_name: false,
      show_menu: true,
      save_filter: true,
      permission_edit: false,
    });
    const b = await post('/api/auth/report_view/embed', { reportId: link.id });
    expect(b.json()).toMatchObject({
      kind: 'external',
      url: 'https://bi.example.com/link',
      settings: { side_filter: true },
    });
    await setConfig({});
    expect((await post('/api/auth/report_view/embed', { reportId: link.id })).json().watermark).toBeNull();
  });

  it('answers report_in_maintenance to users during maintenance; admins still open it', async () => {
    const report = await addReport({
      maintenanceStart: new Date(Date.now() - 1000),
      maintenanceEnd: new Date(Date.now() + 60_000),
    });
    await grant(report.id);
    const res = await post('/api/auth/report_view/embed', { reportId: report.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('report_in_maintenance');
    expect(
      (await post('/api/auth/report_view/embed', { reportId: report.id }, world.tokens.admin)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for reports the caller may not open, 400 for a bad body', async () => {
    const report = await addReport();
    expect((await post('/api/auth/report_view/embed', { reportId: report.id })).statusCode).toBe(404);
    expect(
      (await post('/api/auth/report_view/embed', { reportId: report.id }, otherAdminToken)).statusCode,
    ).toBe(404);
    expect((await post('/api/auth/report_view/embed', {})).statusCode).toBe(400);
  });

  describe('provider reports', () => {
    let calls: GenerateEmbedTokenInput[];
    const provider = {
      async generateEmbedToken(input: GenerateEmbedTokenInput) {
        calls.push(input);
        return { token: 'embed-token', tokenId: 'token-id', expiration: '2030-01-01T00:00:00.000Z' };
      },
      async getReport() {
        return { id: 'r', name: 'r', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r' };
      },
    } as unknown as ProviderService;

    async function providerReport(values: Partial<typeof reports.$inferInsert> = {}, withCapacity = false) {
      const [account] = await ctx.db
        .insert(providerAccounts)
        .values({
          companyId: world.company.id,
          name: 'Account',
          applicationId: 'app-id',
          tenantId: 'tenant-id',
          secretEnc: ctx.secretBox.seal('s3cret'),
        })
        .returning();
      const [capacity] = withCapacity
        ? await ctx.db
            .insert(capacities)
            .values({
              companyId: world.company.id,
              providerAccountId: account!.id,
              name: 'cap',
              resourceGroup: 'rg',
              subscriptionId: 'sub',
              size: 'A1',
            })
            .returning()
        : [undefined];
      const [workspace] = await ctx.db
        .insert(workspaces)
        .values({
          companyId: world.company.id,
          providerAccountId: account!.id,
          workspaceId: `ws-${account!.id}`,
          name: 'WS',
          capacityId: capacity?.id ?? null,
        })
        .returning();
      return addReport({
        kind: 'powerbi',
        externalUrl: null,
        workspaceId: workspace!.id,
        providerReportId: 'pbi-report',
        providerDatasetId: 'pbi-dataset',
        embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=pbi-report',
        ...values,
      });
    }

    const userScope = (): Scope => ({
      userId: world.users.user.id,
      sessionId: 0,
      profile: 'user',
      companyId: world.company.id,
      partnerId: null,
      impersonatorUserId: null,
      originSessionId: null,
      playlistId: null,
    });

    it("generates a token with the user's identity, roles, pages and filters of the grant", async () => {
      calls = [];
      const report = await providerReport({ filterMode: 'rls', allowEditing: true });
      await grant(report.id, { rlsRoles: ['Seller'], pages: ['P1'], canEdit: true });
      const answer = await embedReport({
        db: ctx.db,
        scope: userScope(),
        reportId: report.id,
        provider,
        secretBox: ctx.secretBox,
      });
      expect(answer).toMatchObject({
        status: 'ready',
        kind: 'powerbi',
        embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=pbi-report',
        accessToken: 'embed-token',
        tokenId: 'token-id',
        expiration: '2030-01-01T00:00:00.000Z',
        pages: ['P1'],
        filters: [],
        permission_edit: true,
      });
      expect(calls[0]).toMatchObject({
        account: { tenantId: 'tenant-id', applicationId: 'app-id', secret: 's3cret' },
        reports: [{ id: 'pbi-report', allowEdit: true }],
        datasets: ['pbi-dataset'],
        identities: [{ username: world.users.user.email, roles: ['Seller'], datasets: ['pbi-dataset'] }],
      });
      expect(calls[0]!.workspaceId).toMatch(/^ws-/);
    });

    it('sends no roles when the report ignores RLS or filters instead, and applies the filters', async () => {
      calls = [];
      const filter = { target: { table: 'T', column: 'C' }, operator: 'In', values: ['x'] };
      const ignoring = await providerReport({ filterMode: 'rls', ignoreRls: true });
      const filtering = await providerReport({ filterMode: 'filter' });
      await grant(ignoring.id, { rlsRoles: ['Seller'] });
      await grant(filtering.id, { rlsRoles: ['Seller'], filters: [filter] });
      await embedReport({
        db: ctx.db,
        scope: userScope(),
        reportId: ignoring.id,
        provider,
        secretBox: ctx.secretBox,
      });
      const b = await embedReport({
        db: ctx.db,
        scope: userScope(),
        reportId: filtering.id,
        provider,
        secretBox: ctx.secretBox,
      });
      expect(calls.map((c) => c.identities)).toEqual([undefined, undefined]);
      expect(b).toMatchObject({ filters: [filter], pages: null, permission_edit: false });
      expect(calls[1]!.workspaceId).toBeNull();
    });

    it('answers starting while the capacity resumes, and proceeds once it runs', async () => {
      calls = [];
      const report = await providerReport({}, true);
      await grant(report.id);
      const seen: number[] = [];
      let state: 'running' | 'starting' = 'starting';
      const capacityGate = async (opts: { capacityId: number }) => {
        seen.push(opts.capacityId);
        return state;
      };
      const args = {
        db: ctx.db,
        scope: userScope(),
        reportId: report.id,
        provider,
        secretBox: ctx.secretBox,
        capacityGate,
      };
      expect(await embedReport(args)).toEqual({
        status: 'starting',
        kind: 'powerbi',
        report: { id: report.id, kind: 'powerbi', title: 'Report', description: null },
        retryAfterSeconds: 10,
      });
      expect(calls).toHaveLength(0);
      state = 'running';
      expect(await embedReport(args)).toMatchObject({ status: 'ready', accessToken: 'embed-token' });
      expect(seen).toHaveLength(2);
    });
  });
});

describe('favorites, dashboard and home page', () => {
  it('marks and unmarks favorites of visible reports', async () => {
    const report = await addReport({ title: 'Fav' });
    await grant(report.id);
    const add = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/reports/${report.id}/favorite`,
      token: world.tokens.user,
    });
    expect(add.json()).toEqual({ favorite: true });
    const list = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/reports/favorites',
      token: world.tokens.user,
    });
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(report.id);
    expect(list.json().data[0]).toMatchObject({ favorite: true });
    const filtered = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/reports?favorites=true',
      token: world.tokens.user,
    });
    expect(filtered.json().data.map((r: { id: number }) => r.id)).toEqual([report.id]);
    const cross = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/reports/${report.id}/favorite`,
      token: otherAdminToken,
    });
    expect(cross.statusCode).toBe(404);
    const del = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/reports/${report.id}/favorite`,
      token: world.tokens.user,
    });
    expect(del.json()).toEqual({ favorite: false });
    const after = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/reports/favorites',
      token: world.tokens.user,
    });
    expect(after.json().data.map((r: { id: number }) => r.id)).not.toContain(report.id);
  });

  it('shows the latest reports, favorites and recently viewed on the dashboard', async () => {
    const viewed = await addReport({ title: 'Viewed' });
    const newest = await addReport({ title: 'Newest' });
    const notMine = await addReport({ title: 'Not mine' });
    await grant(viewed.id);
    await grant(newest.id);
    await post('/api/auth/log/report/page/view', {
      reportId: viewed.id,
      started_at: new Date().toISOString(),
      duration_seconds: 5,
    });
    await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/reports/${viewed.id}/favorite`,
      token: world.tokens.user,
    });
    const res = await call(ctx.app, { method: 'GET', url: '/api/auth/dashboard', token: world.tokens.user });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.latest[0].id).toBe(newest.id);
    expect(body.latest.map((r: { id: number }) => r.id)).not.toContain(notMine.id);
    expect(body.favorites.map((r: { id: number }) => r.id)).toEqual([viewed.id]);
    expect(body.recent[0]).toMatchObject({ id: viewed.id, title: 'Viewed' });
    expect(typeof body.recent[0].viewed_at).toBe('string');
  });

  it("stores the user's home page when it is a page they may open", async () => {
    const report = await addReport();
    await grant(report.id);
    const put = (home_page: string | null) =>
      call(ctx.app, {
        method: 'PUT',
        url: '/api/auth/home-page',
        token: world.tokens.user,
        body: { home_page },
      });
    const ok = await put('/catalogs');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ home_page: '/catalogs', default_home_page: '/' });
    expect(ok.json().routes).toContain('/playlists');
    const [row] = await ctx.db
      .select({ homePage: users.homePage })
      .from(users)
      .where(eq(users.id, world.users.user.id));
    expect(row!.homePage).toBe('/catalogs');
    expect((await put(`/${report.id}/reports/view`)).json().home_page).toBe(`/${report.id}/reports/view`);
    for (const bad of ['/companies', '/nowhere', `/${report.id + 1000}/reports/view`]) {
      const res = await put(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['home_page']);
    }
    await setConfig({ hidden_menu: ['catalogs'] });
    expect((await put('/catalogs')).statusCode).toBe(400);
    await setConfig({});
    const cleared = await put(null);
    expect(cleared.json().home_page).toBeNull();
    const got = await call(ctx.app, { method: 'GET', url: '/api/auth/home-page', token: world.tokens.user });
    expect(got.json().home_page).toBeNull();
  });
});

describe('the visibility rule (report-access)', () => {
  const scopeOf = (over: Partial<Scope>): Scope => ({
    userId: world.users.user.id,
    sessionId: 0,
    profile: 'user',
    companyId: world.company.id,
    partnerId: null,
    impersonatorUserId: null,
    originSessionId: null,
    playlistId: null,
    ...over,
  });

  it('shows admins every live report of their unit, hidden ones included, and users only granted ones', async () => {
    const open = await addReport({ title: 'Open' });
    const hidden = await addReport({ title: 'Hidden', hidden: true });
    const deleted = await addReport({ title: 'Deleted', deletedAt: new Date() });
    await grant(open.id);
    await grant(hidden.id);
    const admin = await visibleReportIds(ctx.db, scopeOf({ userId: world.users.admin.id, profile: 'admin' }));
    expect(admin).toEqual(expect.arrayContaining([open.id, hidden.id]));
    expect(admin).not.toContain(deleted.id);
    const user = await visibleReportIds(ctx.db, scopeOf({}));
    expect(user).toContain(open.id);
    expect(user).not.toContain(hidden.id);
    expect(await visibleReportIds(ctx.db, scopeOf({ profile: 'master', companyId: null }))).toEqual([]);
  });

  it('limits a playlist screen to its playlist, read-only', async () => {
    const inList = await addReport({ title: 'On the wall', allowEditing: true });
    const notInList = await addReport({ title: 'Not on the wall' });
    await grant(notInList.id, { canEdit: true });
    const [playlist] = await ctx.db
      .insert(playlists)
      .values({ companyId: world.company.id, name: 'Lobby' })
      .returning();
    await ctx.db
      .insert(playlistItems)
      .values({ playlistId: playlist!.id, companyId: world.company.id, reportId: inList.id, position: 0 });
    const screen = scopeOf({ playlistId: playlist!.id });
    expect(await visibleReportIds(ctx.db, screen)).toEqual([inList.id]);
    expect(await reportGrantFor(ctx.db, screen, inList.id)).toEqual({
      canEdit: false,
      pages: null,
      rlsRoles: [],
      filters: [],
    });
    expect(await reportGrantFor(ctx.db, screen, notInList.id)).toBeNull();
    const adminScreen = scopeOf({ userId: world.users.admin.id, profile: 'admin', playlistId: playlist!.id });
    expect((await reportGrantFor(ctx.db, adminScreen, inList.id))?.canEdit).toBe(false);
  });
});
