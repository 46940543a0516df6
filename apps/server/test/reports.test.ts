import { reportAccessRoutes, reportGroupRoutes, reportRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportAccess, reports } from '../src/db/schema';
import { callRoute } from './helpers';
import { create, ctx, external, otherAdminToken, useReportsWorld, world } from './reports-fixtures';

useReportsWorld();

describe('reports: add, edit, get', () => {
  it('adds an external report with every setting and stores it', async () => {
    const group = (
      await callRoute(ctx.app, reportGroupRoutes.create, {
        token: world.tokens.admin,
        body: { name: 'Sales', subgroups: [{ name: 'North' }] },
      })
    ).data();
    const res = await create({
      kind: 'external',
      title: 'Pipeline',
      description: 'Weekly pipeline',
      external_url: 'https://bi.example.com/pipeline',
      group_id: group.id,
      subgroup_id: group.subgroups[0]!.id,
      filter_mode: 'rls',
      ignore_rls: true,
      side_filter: true,
      nav_panel: true,
      show_hidden_pages: true,
      show_on_catalog: true,
      catalog_description: 'For sales people',
      show_on_app: false,
      mobile_background: true,
      resolution: '1920x1080',
      orientation: 'landscape',
      allow_editing: true,
      visual_headers: true,
      update_seconds: 300,
      show_last_update: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data()).toMatchObject({
      title: 'Pipeline',
      group_name: 'Sales',
      subgroup_name: 'North',
      in_maintenance: false,
      favorite: false,
    });
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, res.data().id));
    expect(row).toMatchObject({
      companyId: world.company.id,
      kind: 'external',
      externalUrl: 'https://bi.example.com/pipeline',
      filterMode: 'rls',
      ignoreRls: true,
      sideFilter: true,
      navPanel: true,
      showHiddenPages: true,
      showOnCatalog: true,
      catalogDescription: 'For sales people',
      showOnApp: false,
      mobileBackground: true,
      resolution: '1920x1080',
      orientation: 'landscape',
      allowEditing: true,
      visualHeaders: true,
      updateSeconds: 300,
      showLastUpdate: true,
      createdByUserId: world.users.admin.id,
    });
  });

  it('adds an HTML report and gives its body back to the admin', async () => {
    const res = await create({ kind: 'html', title: 'Letter', html_content: '<p style="color:red">Hi</p>' });
    expect(res.statusCode).toBe(201);
    const got = await callRoute(ctx.app, reportRoutes.get, {
      token: world.tokens.admin,
      params: { id: res.data().id },
    });
    expect(got.statusCode).toBe(200);
    expect(got.data().data.html_content).toBe('<p style="color:red">Hi</p>');
    expect(got.data().policies).toEqual({ manage: true, permission_edit: true });
  });

  it('answers 400 with field errors for bad bodies', async () => {
    const res = await create({
      kind: 'external',
      title: '',
      external_url: 'ftp://x',
      resolution: 'big',
      update_seconds: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {}).sort()).toEqual([
      'external_url',
      'resolution',
      'title',
      'update_seconds',
    ]);
    const kind = await create({ kind: 'powerbi', title: 'No' });
    expect(kind.statusCode).toBe(400);
    const group = await create({
      kind: 'external',
      title: 'G',
      external_url: 'https://x.test',
      group_id: 999999,
    });
    expect(group.statusCode).toBe(404);
    expect(group.error().code).toBe('group_not_found');
  });

  it('edits a report, and refuses the HTML body on an external report', async () => {
    const report = await external('Before');
    const res = await callRoute(ctx.app, reportRoutes.update, {
      token: world.tokens.admin,
      body: { title: 'After', external_url: 'https://bi.example.com/after', orientation: 'portrait' },
      params: { id: report.id },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({
      title: 'After',
      externalUrl: 'https://bi.example.com/after',
      orientation: 'portrait',
    });
    const wrong = await callRoute(ctx.app, reportRoutes.update, {
      token: world.tokens.admin,
      body: { title: 'After', html_content: '<p></p>' },
      params: { id: report.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.error().errors ?? {})).toEqual(['html_content']);
  });

  it("never reads or writes another unit's report (404)", async () => {
    const report = await external('Private');
    const as = { token: otherAdminToken, params: { id: report.id } };
    for (const [name, send] of [
      ['get', () => callRoute(ctx.app, reportRoutes.get, as)],
      ['update', () => callRoute(ctx.app, reportRoutes.update, { ...as, body: { title: 'Mine now' } })],
      ['setHidden', () => callRoute(ctx.app, reportRoutes.setHidden, { ...as, body: { hidden: true } })],
      [
        'setMaintenance',
        () => callRoute(ctx.app, reportRoutes.setMaintenance, { ...as, body: { maintenance: true } }),
      ],
      ['remove', () => callRoute(ctx.app, reportRoutes.remove, as)],
      ['removeCover', () => callRoute(ctx.app, reportRoutes.removeCover, as)],
      ['pages', () => callRoute(ctx.app, reportAccessRoutes.pages, as)],
      ['access', () => callRoute(ctx.app, reportAccessRoutes.list, as)],
      ['saveAccess', () => callRoute(ctx.app, reportAccessRoutes.save, { ...as, body: { grants: [] } })],
    ] as const) {
      const res = await send();
      expect(res.statusCode, name).toBe(404);
    }
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({ title: 'Private', hidden: false, maintenance: false, deletedAt: null });
  });

  it('keeps writes to admins and lets users read only what they are granted', async () => {
    expect(
      (await create({ kind: 'external', title: 'X', external_url: 'https://x.test' }, world.tokens.user))
        .statusCode,
    ).toBe(403);
    const report = await external('Granted later');
    const before = await callRoute(ctx.app, reportRoutes.get, {
      token: world.tokens.user,
      params: { id: report.id },
    });
    expect(before.statusCode).toBe(404);
    await ctx.db
      .insert(reportAccess)
      .values({ companyId: world.company.id, reportId: report.id, userId: world.users.user.id });
    const after = await callRoute(ctx.app, reportRoutes.get, {
      token: world.tokens.user,
      params: { id: report.id },
    });
    expect(after.statusCode).toBe(200);
    expect(after.data().policies).toEqual({ manage: false, permission_edit: false });
  });
});
