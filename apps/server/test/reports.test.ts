import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportAccess, reports } from '../src/db/schema';
import { call } from './helpers';
import { create, ctx, external, otherAdminToken, useReportsWorld, world } from './reports-fixtures';

useReportsWorld();

describe('reports: add, edit, get', () => {
  it('adds an external report with every setting and stores it', async () => {
    const group = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/auth/group_reports',
        token: world.tokens.admin,
        body: { name: 'Sales', subgroups: [{ name: 'North' }] },
      })
    ).json();
    const res = await create({
      kind: 'external',
      title: 'Pipeline',
      description: 'Weekly pipeline',
      external_url: 'https://bi.example.com/pipeline',
      group_id: group.id,
      subgroup_id: group.subgroups[0].id,
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
    expect(res.json()).toMatchObject({
      title: 'Pipeline',
      group_name: 'Sales',
      subgroup_name: 'North',
      in_maintenance: false,
      favorite: false,
    });
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, res.json().id));
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
    const got = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/reports/${res.json().id}`,
      token: world.tokens.admin,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().data.html_content).toBe('<p style="color:red">Hi</p>');
    expect(got.json().policies).toEqual({ manage: true, permission_edit: true });
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
    expect(Object.keys(res.json().errors).sort()).toEqual([
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
    expect(group.json().code).toBe('group_not_found');
  });

  it('edits a report, and refuses the HTML body on an external report', async () => {
    const report = await external('Before');
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/reports/${report.id}`,
      token: world.tokens.admin,
      body: { title: 'After', external_url: 'https://bi.example.com/after', orientation: 'portrait' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({
      title: 'After',
      externalUrl: 'https://bi.example.com/after',
      orientation: 'portrait',
    });
    const wrong = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/reports/${report.id}`,
      token: world.tokens.admin,
      body: { title: 'After', html_content: '<p></p>' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['html_content']);
  });

  it("never reads or writes another unit's report (404)", async () => {
    const report = await external('Private');
    for (const [method, url, body] of [
      ['GET', `/api/auth/reports/${report.id}`, undefined],
      ['PUT', `/api/auth/reports/${report.id}`, { title: 'Mine now' }],
      ['PUT', `/api/auth/reports/${report.id}/hidden`, { hidden: true }],
      ['PUT', `/api/auth/reports/${report.id}/maintenance`, { maintenance: true }],
      ['DELETE', `/api/auth/reports/${report.id}`, undefined],
      ['DELETE', `/api/auth/reports/${report.id}/cover`, undefined],
      ['GET', `/api/auth/reports/${report.id}/pages`, undefined],
      ['GET', `/api/auth/reports/${report.id}/access`, undefined],
      ['PUT', `/api/auth/reports/${report.id}/access`, { grants: [] }],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: otherAdminToken, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
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
    const before = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/reports/${report.id}`,
      token: world.tokens.user,
    });
    expect(before.statusCode).toBe(404);
    await ctx.db
      .insert(reportAccess)
      .values({ companyId: world.company.id, reportId: report.id, userId: world.users.user.id });
    const after = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/reports/${report.id}`,
      token: world.tokens.user,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().policies).toEqual({ manage: false, permission_edit: false });
  });
});
