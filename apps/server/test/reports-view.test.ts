import { reportRoutes, reportViewRoutes, reportHomeRoutes } from '@mirante/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportPageViews, userReportFilters, users } from '../src/db/schema';
import { callRoute } from './helpers';
import {
  addReport,
  ctx,
  grant,
  otherAdminToken,
  setConfig,
  useReportWorld,
  world,
  viewCall,
} from './report-view-fixtures';

useReportWorld();

describe('viewer calls', () => {
  it('answers the edit permission per report and grant, while the unit allows editing', async () => {
    const editable = await addReport({ allowEditing: true });
    const locked = await addReport({ allowEditing: false });
    await grant(editable.id, { canEdit: true });
    await grant(locked.id, { canEdit: true });
    const url = reportViewRoutes.editPermission;
    // The unit's permissionEditReport is off by default: nobody edits, admins included.
    expect((await viewCall(url, { reportId: editable.id })).data()).toEqual({ permission_edit: false });
    expect((await viewCall(url, { reportId: editable.id }, world.tokens.admin)).data()).toEqual({
      permission_edit: false,
    });
    await setConfig({ permissionEditReport: 'S' });
    expect((await viewCall(url, { reportId: editable.id })).data()).toEqual({ permission_edit: true });
    expect((await viewCall(url, { reportId: locked.id })).data()).toEqual({ permission_edit: false });
    const ungranted = await addReport({ allowEditing: true });
    expect((await viewCall(url, { reportId: ungranted.id })).statusCode).toBe(404);
    expect((await viewCall(url, { reportId: ungranted.id }, world.tokens.admin)).data()).toEqual({
      permission_edit: true,
    });
    expect((await viewCall(url, { reportId: editable.id }, otherAdminToken)).statusCode).toBe(404);
    await setConfig({});
  });

  it('records page views of visible reports only', async () => {
    const report = await addReport();
    await grant(report.id);
    const startedAt = new Date(Date.now() - 30_000).toISOString();
    const res = await viewCall(reportViewRoutes.logPageView, {
      reportId: report.id,
      page_name: 'ReportSection2',
      page_title: 'Overview',
      started_at: startedAt,
      duration_seconds: 30,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.db.select().from(reportPageViews).where(eq(reportPageViews.id, res.data().id));
    expect(row).toMatchObject({
      companyId: world.company.id,
      userId: world.users.user.id,
      reportId: report.id,
      pageName: 'ReportSection2',
      pageTitle: 'Overview',
      durationSeconds: 30,
    });
    expect(row!.startedAt.toISOString()).toBe(startedAt);
    const bad = await viewCall(reportViewRoutes.logPageView, { reportId: report.id, duration_seconds: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {}).sort()).toEqual(['duration_seconds', 'started_at']);
    const cross = await viewCall(
      reportViewRoutes.logPageView,
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
    const off = await viewCall(reportViewRoutes.saveFilters, {
      reportId: report.id,
      filters,
    });
    expect(off.statusCode).toBe(403);
    const restoreOff = await callRoute(ctx.app, reportViewRoutes.savedFilters, {
      token: world.tokens.user,
      params: { id: report.id },
    });
    expect(restoreOff.data()).toEqual({ enabled: false, filters: [], updated_at: null });

    await setConfig({ save_filter: 'S' });
    const on = await viewCall(reportViewRoutes.saveFilters, { reportId: report.id, filters });
    expect(on.statusCode, on.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(userReportFilters)
      .where(
        and(eq(userReportFilters.userId, world.users.user.id), eq(userReportFilters.reportId, report.id)),
      );
    expect(row!.filters).toEqual(filters);
    const restored = await callRoute(ctx.app, reportViewRoutes.savedFilters, {
      token: world.tokens.user,
      params: { id: report.id },
    });
    expect(restored.data()).toMatchObject({ enabled: true, filters });
    const bad = await viewCall(reportViewRoutes.saveFilters, {
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
    // The body is JSON text written by hand, nested deeper than a typed body is built.
    const res = await callRoute(ctx.app, reportViewRoutes.saveFilters, {
      token: world.tokens.user,
      headers: { 'content-type': 'application/json' },
      body: `{"reportId":${report.id},"filters":[{"target":{"table":"T","column":"C","hint":${hint}},"operator":"In","values":[1]}]}` as never,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.error().error_codes).toEqual({ 'filters.0.target.hint': ['field_invalid'] });
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
      callRoute(ctx.app, reportViewRoutes.lastUpdate, { token: world.tokens.user, params: { id } });
    const shows = async () => [(await get(plain.id)).data().show, (await get(shown.id)).data().show];
    // The unit shows no last update by default, whatever the report asks.
    expect(await shows()).toEqual([false, false]);
    // last_update alone lets the two settings below decide; neither is on.
    await setConfig({ last_update: 'S' });
    expect(await shows()).toEqual([false, false]);
    await setConfig({ last_update: 'S', mostrar_ultima_atualizacao_relatorio: true });
    expect(await shows()).toEqual([false, true]);
    // Not a provider report: shown, but there is no refresh to tell.
    expect((await get(shown.id)).data()).toEqual({ show: true, last_update: null });
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
    const add = await callRoute(ctx.app, reportHomeRoutes.addFavorite, {
      token: world.tokens.user,
      params: { id: report.id },
    });
    expect(add.data()).toEqual({ favorite: true });
    const list = await callRoute(ctx.app, reportHomeRoutes.favorites, { token: world.tokens.user });
    expect(list.data().data.map((r: { id: number }) => r.id)).toContain(report.id);
    expect(list.data().data[0]).toMatchObject({ favorite: true });
    const filtered = await callRoute(ctx.app, reportRoutes.list, {
      token: world.tokens.user,
      query: { favorites: 'true' },
    });
    expect(filtered.data().data.map((r: { id: number }) => r.id)).toEqual([report.id]);
    const cross = await callRoute(ctx.app, reportHomeRoutes.addFavorite, {
      token: otherAdminToken,
      params: { id: report.id },
    });
    expect(cross.statusCode).toBe(404);
    const del = await callRoute(ctx.app, reportHomeRoutes.removeFavorite, {
      token: world.tokens.user,
      params: { id: report.id },
    });
    expect(del.data()).toEqual({ favorite: false });
    const after = await callRoute(ctx.app, reportHomeRoutes.favorites, { token: world.tokens.user });
    expect(after.data().data.map((r: { id: number }) => r.id)).not.toContain(report.id);
  });

  it('shows the latest reports, favorites and recently viewed on the dashboard', async () => {
    const viewed = await addReport({ title: 'Viewed' });
    const newest = await addReport({ title: 'Newest' });
    const notMine = await addReport({ title: 'Not mine' });
    await grant(viewed.id);
    await grant(newest.id);
    await viewCall(reportViewRoutes.logPageView, {
      reportId: viewed.id,
      started_at: new Date().toISOString(),
      duration_seconds: 5,
    });
    await callRoute(ctx.app, reportHomeRoutes.addFavorite, {
      token: world.tokens.user,
      params: { id: viewed.id },
    });
    const res = await callRoute(ctx.app, reportHomeRoutes.dashboard, { token: world.tokens.user });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body.latest[0]?.id).toBe(newest.id);
    expect(body.latest.map((r: { id: number }) => r.id)).not.toContain(notMine.id);
    expect(body.favorites.map((r: { id: number }) => r.id)).toEqual([viewed.id]);
    expect(body.recent[0]).toMatchObject({ id: viewed.id, title: 'Viewed' });
    expect(typeof body.recent[0]?.viewed_at).toBe('string');
  });

  it("stores the user's home page when it is a page they may open", async () => {
    const report = await addReport();
    await grant(report.id);
    const put = (home_page: string | null) =>
      callRoute(ctx.app, reportHomeRoutes.setHomePage, { token: world.tokens.user, body: { home_page } });
    const ok = await put('/catalogs');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data()).toMatchObject({ home_page: '/catalogs', default_home_page: '/' });
    expect(ok.data().routes).toContain('/playlists');
    const [row] = await ctx.db
      .select({ homePage: users.homePage })
      .from(users)
      .where(eq(users.id, world.users.user.id));
    expect(row!.homePage).toBe('/catalogs');
    expect((await put(`/${report.id}/reports/view`)).data().home_page).toBe(`/${report.id}/reports/view`);
    for (const bad of ['/companies', '/nowhere', `/${report.id + 1000}/reports/view`]) {
      const res = await put(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.error().errors ?? {})).toEqual(['home_page']);
    }
    await setConfig({ hidden_menu: ['catalogs'] });
    expect((await put('/catalogs')).statusCode).toBe(400);
    await setConfig({});
    const cleared = await put(null);
    expect(cleared.data().home_page).toBeNull();
    const got = await callRoute(ctx.app, reportHomeRoutes.homePage, { token: world.tokens.user });
    expect(got.data().home_page).toBeNull();
  });
});
