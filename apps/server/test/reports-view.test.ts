import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportPageViews, userReportFilters, users } from '../src/db/schema';
import { call } from './helpers';
import {
  addReport,
  ctx,
  grant,
  otherAdminToken,
  post,
  setConfig,
  useReportWorld,
  world,
} from './report-view-fixtures';

useReportWorld();

describe('viewer calls', () => {
  it('answers the edit permission per report and grant, while the unit allows editing', async () => {
    const editable = await addReport({ allowEditing: true });
    const locked = await addReport({ allowEditing: false });
    await grant(editable.id, { canEdit: true });
    await grant(locked.id, { canEdit: true });
    const url = '/api/auth/report_view/check/permission/edit/report';
    // The unit's permissionEditReport is off by default: nobody edits, admins included.
    expect((await post(url, { reportId: editable.id })).json()).toEqual({ permission_edit: false });
    expect((await post(url, { reportId: editable.id }, world.tokens.admin)).json()).toEqual({
      permission_edit: false,
    });
    await setConfig({ permissionEditReport: 'S' });
    expect((await post(url, { reportId: editable.id })).json()).toEqual({ permission_edit: true });
    expect((await post(url, { reportId: locked.id })).json()).toEqual({ permission_edit: false });
    const ungranted = await addReport({ allowEditing: true });
    expect((await post(url, { reportId: ungranted.id })).statusCode).toBe(404);
    expect((await post(url, { reportId: ungranted.id }, world.tokens.admin)).json()).toEqual({
      permission_edit: true,
    });
    expect((await post(url, { reportId: editable.id }, otherAdminToken)).statusCode).toBe(404);
    await setConfig({});
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

  it('refuses saved filters nested deeper than free JSON may be, with 400 on the field', async () => {
    const report = await addReport();
    await grant(report.id);
    await setConfig({ save_filter: 'S' });
    // PostgreSQL cannot take jsonb this deep: the contract refuses it before the database does.
    const hint = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/report_view/save/user-report-filters',
      token: world.tokens.user,
      headers: { 'content-type': 'application/json' },
      body: `{"reportId":${report.id},"filters":[{"target":{"table":"T","column":"C","hint":${hint}},"operator":"In","values":[1]}]}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error_codes).toEqual({ 'filters.0.target.hint': ['field_invalid'] });
    const rows = await ctx.db
      .select()
      .from(userReportFilters)
      .where(eq(userReportFilters.reportId, report.id));
    expect(rows).toEqual([]);
    await setConfig({});
  });

  it('tells whether the last data update is shown: the unit at all, then per report or for all', async () => {
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
    const shows = async () => [(await get(plain.id)).json().show, (await get(shown.id)).json().show];
    // The unit shows no last update by default, whatever the report asks.
    expect(await shows()).toEqual([false, false]);
    // last_update alone lets the two settings below decide; neither is on.
    await setConfig({ last_update: 'S' });
    expect(await shows()).toEqual([false, false]);
    await setConfig({ last_update: 'S', mostrar_ultima_atualizacao_relatorio: true });
    expect(await shows()).toEqual([false, true]);
    // Not a provider report: shown, but there is no refresh to tell.
    expect((await get(shown.id)).json()).toEqual({ show: true, last_update: null });
    await setConfig({ last_update: 'S', mostrar_ultima_atualizacao_relatorio_global: true });
    expect(await shows()).toEqual([true, true]);
    // The unit's switch wins over both.
    await setConfig({
      last_update: 'N',
      mostrar_ultima_atualizacao_relatorio: true,
      mostrar_ultima_atualizacao_relatorio_global: true,
    });
    expect(await shows()).toEqual([false, false]);
    await setConfig({});
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
