import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportAccess, reports } from '../src/db/schema';
import {
  call,
  createCompany,
  createOperator,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherAdminToken: string;
let otherCompanyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  otherCompanyId = other.id;
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);
});
afterAll(() => ctx.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2dd2c2e0000000049454e44ae426082',
  'hex',
);

function create(body: Record<string, unknown>, token = world.tokens.admin) {
  return call(ctx.app, { method: 'POST', url: '/api/auth/reports', token, body });
}

async function external(title: string, extra: Record<string, unknown> = {}) {
  const res = await create({ kind: 'external', title, external_url: 'https://bi.example.com/x', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number } & Record<string, unknown>;
}

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

describe('reports: list, hide, maintenance, cover, delete', () => {
  it('lists with pagination, search and filters', async () => {
    const company = await createCompany(ctx.db, { partnerId: world.partner.id });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const token = await signIn(ctx.app, admin.email);
    for (const title of ['Alpha', 'Beta', 'Gamma']) {
      await create({ kind: 'external', title, external_url: 'https://x.test' }, token);
    }
    await create({ kind: 'html', title: 'Delta', html_content: '<p>d</p>' }, token);
    const page = await call(ctx.app, { method: 'GET', url: '/api/auth/reports?per_page=2&page=2', token });
    expect(page.json()).toMatchObject({ page: 2, per_page: 2, total: 4, policies: { manage: true } });
    expect(page.json().data.map((r: { title: string }) => r.title)).toEqual(['Beta', 'Alpha']);
    const search = await call(ctx.app, { method: 'GET', url: '/api/auth/reports?search=amm', token });
    expect(search.json().data.map((r: { title: string }) => r.title)).toEqual(['Gamma']);
    const kind = await call(ctx.app, { method: 'GET', url: '/api/auth/reports?kind=html', token });
    expect(kind.json().data.map((r: { title: string }) => r.title)).toEqual(['Delta']);
    const bad = await call(ctx.app, { method: 'GET', url: '/api/auth/reports?kind=pdf', token });
    expect(bad.statusCode).toBe(400);
  });

  it('hides a report from users but not from admins', async () => {
    const report = await external('Hide me');
    await ctx.db
      .insert(reportAccess)
      .values({ companyId: world.company.id, reportId: report.id, userId: world.users.user.id });
    const hide = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/reports/${report.id}/hidden`,
      token: world.tokens.admin,
      body: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().hidden).toBe(true);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/auth/reports/${report.id}`,
          token: world.tokens.user,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/auth/reports/${report.id}`,
          token: world.tokens.admin,
        })
      ).statusCode,
    ).toBe(200);
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/reports/${report.id}/hidden`,
      token: world.tokens.admin,
      body: { hidden: false },
    });
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/auth/reports/${report.id}`,
          token: world.tokens.user,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('puts a report in maintenance now or in a window, flagged in the lists', async () => {
    const report = await external('Fixing');
    const url = `/api/auth/reports/${report.id}/maintenance`;
    const now = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: { maintenance: true, maintenance_message: 'Back soon' },
    });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({
      maintenance: true,
      in_maintenance: true,
      maintenance_message: 'Back soon',
    });
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const window = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: { maintenance: false, maintenance_start: start, maintenance_end: end },
    });
    expect(window.json()).toMatchObject({
      maintenance: false,
      in_maintenance: true,
      maintenance_start: start,
      maintenance_end: end,
    });
    const later = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: {
        maintenance: false,
        maintenance_start: new Date(Date.now() + 3_600_000).toISOString(),
        maintenance_end: new Date(Date.now() + 7_200_000).toISOString(),
      },
    });
    expect(later.json().in_maintenance).toBe(false);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.maintenanceStart).not.toBeNull();
    const bad = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: { maintenance: false, maintenance_start: end, maintenance_end: start },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['maintenance_end']);
    const half = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: { maintenance: false, maintenance_start: start },
    });
    expect(half.statusCode).toBe(400);
  });

  it('stores a cover sent as a raw image and replaces it', async () => {
    const report = await external('Covered');
    const url = `/api/auth/reports/${report.id}/cover`;
    const res = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cover = res.json().cover as string;
    expect(cover).toMatch(/^\/storage\/report-[0-9a-f]{32}\.png$/);
    const file = join(ctx.storageDir, cover.replace('/storage/', ''));
    expect(readFileSync(file).equals(PNG)).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url: cover });
    expect(served.statusCode).toBe(200);

    const lying = await call(ctx.app, {
      method: 'PUT',
      url,
      token: world.tokens.admin,
      body: Buffer.from('not a picture'),
      headers: { 'content-type': 'image/png' },
    });
    expect(lying.statusCode).toBe(400);
    expect(lying.json().code).toBe('invalid_file');
    const json = await call(ctx.app, { method: 'PUT', url, token: world.tokens.admin, body: {} });
    expect(json.statusCode).toBe(400);

    const removed = await call(ctx.app, { method: 'DELETE', url, token: world.tokens.admin });
    expect(removed.json().cover).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('deletes softly: gone from lists and reads, kept in the table', async () => {
    const report = await external('Doomed');
    const res = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/reports/${report.id}`,
      token: world.tokens.admin,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/auth/reports/${report.id}`,
          token: world.tokens.admin,
        })
      ).statusCode,
    ).toBe(404);
    const again = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/reports/${report.id}`,
      token: world.tokens.admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('reports across units (operator and partner, read-only)', () => {
  it('lists the reports of the units the caller reaches, and nothing else', async () => {
    const mine = await external('Across');
    const elsewhereOperator = await createOperator(ctx.db);
    const elsewherePartner = await createPartner(ctx.db, { operatorId: elsewhereOperator.id });
    const elsewhere = await createCompany(ctx.db, { partnerId: elsewherePartner.id });
    const [far] = await ctx.db
      .insert(reports)
      .values({ companyId: elsewhere.id, kind: 'external', title: 'Far away', externalUrl: 'https://x.test' })
      .returning();
    const [sibling] = await ctx.db
      .insert(reports)
      .values({
        companyId: otherCompanyId,
        kind: 'external',
        title: 'Sibling unit',
        externalUrl: 'https://x.test',
      })
      .returning();

    const a2m = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/reports/a2m?per_page=100',
      token: world.tokens.a2m,
    });
    expect(a2m.statusCode).toBe(200);
    const ids = a2m.json().data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, sibling!.id]));
    expect(ids).not.toContain(far!.id);
    expect(a2m.json().data.find((r: { id: number }) => r.id === mine.id)).toMatchObject({
      company_id: world.company.id,
      partner_name: world.partner.name,
    });
    const master = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/reports/a2m?company_id=${otherCompanyId}`,
      token: world.tokens.master,
    });
    expect(master.json().data.map((r: { id: number }) => r.id)).toEqual([sibling!.id]);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/auth/reports/a2m', token: world.tokens.admin }))
        .statusCode,
    ).toBe(403);
  });
});
