import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportAccess, reports } from '../src/db/schema';
import { call, createCompany, createOperator, createPartner, createUser, signIn } from './helpers';
import { create, ctx, external, otherCompanyId, PNG, useReportsWorld, world } from './reports-fixtures';

useReportsWorld();

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
    // The count does not depend on the page holding rows: past the end, and with no match.
    const past = await call(ctx.app, { method: 'GET', url: '/api/auth/reports?per_page=2&page=3', token });
    expect(past.json()).toMatchObject({ data: [], page: 3, total: 4 });
    const none = await call(ctx.app, { method: 'GET', url: '/api/auth/reports?search=zzz', token });
    expect(none.json()).toMatchObject({ data: [], page: 1, total: 0 });
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
