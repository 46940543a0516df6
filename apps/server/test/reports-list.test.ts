import { reportRoutes } from '@mirante/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportAccess, reports } from '../src/db/schema';
import { createCompany, createOperator, createPartner, createUser, signIn, callRoute } from './helpers';
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
    const page = await callRoute(ctx.app, reportRoutes.list, { token, query: { per_page: 2, page: 2 } });
    expect(page.data()).toMatchObject({ page: 2, per_page: 2, total: 4, policies: { manage: true } });
    expect(page.data().data.map((r: { title: string }) => r.title)).toEqual(['Beta', 'Alpha']);
    // The count does not depend on the page holding rows: past the end, and with no match.
    const past = await callRoute(ctx.app, reportRoutes.list, { token, query: { per_page: 2, page: 3 } });
    expect(past.data()).toMatchObject({ data: [], page: 3, total: 4 });
    const none = await callRoute(ctx.app, reportRoutes.list, { token, query: { search: 'zzz' } });
    expect(none.data()).toMatchObject({ data: [], page: 1, total: 0 });
    const search = await callRoute(ctx.app, reportRoutes.list, { token, query: { search: 'amm' } });
    expect(search.data().data.map((r: { title: string }) => r.title)).toEqual(['Gamma']);
    const kind = await callRoute(ctx.app, reportRoutes.list, { token, query: { kind: 'html' } });
    expect(kind.data().data.map((r: { title: string }) => r.title)).toEqual(['Delta']);
    const bad = await callRoute(ctx.app, reportRoutes.list, { token, query: { kind: 'pdf' as never } });
    expect(bad.statusCode).toBe(400);
  });

  it('hides a report from users but not from admins', async () => {
    const report = await external('Hide me');
    await ctx.db
      .insert(reportAccess)
      .values({ companyId: world.company.id, reportId: report.id, userId: world.users.user.id });
    const hide = await callRoute(ctx.app, reportRoutes.setHidden, {
      token: world.tokens.admin,
      body: { hidden: true },
      params: { id: report.id },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.data().hidden).toBe(true);
    expect(
      (await callRoute(ctx.app, reportRoutes.get, { token: world.tokens.user, params: { id: report.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callRoute(ctx.app, reportRoutes.get, { token: world.tokens.admin, params: { id: report.id } }))
        .statusCode,
    ).toBe(200);
    await callRoute(ctx.app, reportRoutes.setHidden, {
      token: world.tokens.admin,
      body: { hidden: false },
      params: { id: report.id },
    });
    expect(
      (await callRoute(ctx.app, reportRoutes.get, { token: world.tokens.user, params: { id: report.id } }))
        .statusCode,
    ).toBe(200);
  });

  it('puts a report in maintenance now or in a window, flagged in the lists', async () => {
    const report = await external('Fixing');
    const now = await callRoute(ctx.app, reportRoutes.setMaintenance, {
      token: world.tokens.admin,
      body: { maintenance: true, maintenance_message: 'Back soon' },
      params: { id: report.id },
    });
    expect(now.statusCode).toBe(200);
    expect(now.data()).toMatchObject({
      maintenance: true,
      in_maintenance: true,
      maintenance_message: 'Back soon',
    });
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const window = await callRoute(ctx.app, reportRoutes.setMaintenance, {
      token: world.tokens.admin,
      body: { maintenance: false, maintenance_start: start, maintenance_end: end },
      params: { id: report.id },
    });
    expect(window.data()).toMatchObject({
      maintenance: false,
      in_maintenance: true,
      maintenance_start: start,
      maintenance_end: end,
    });
    const later = await callRoute(ctx.app, reportRoutes.setMaintenance, {
      token: world.tokens.admin,
      body: {
        maintenance: false,
        maintenance_start: new Date(Date.now() + 3_600_000).toISOString(),
        maintenance_end: new Date(Date.now() + 7_200_000).toISOString(),
      },
      params: { id: report.id },
    });
    expect(later.data().in_maintenance).toBe(false);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.maintenanceStart).not.toBeNull();
    const bad = await callRoute(ctx.app, reportRoutes.setMaintenance, {
      token: world.tokens.admin,
      body: { maintenance: false, maintenance_start: end, maintenance_end: start },
      params: { id: report.id },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {})).toEqual(['maintenance_end']);
    const half = await callRoute(ctx.app, reportRoutes.setMaintenance, {
      token: world.tokens.admin,
      body: { maintenance: false, maintenance_start: start },
      params: { id: report.id },
    });
    expect(half.statusCode).toBe(400);
  });

  it('stores a cover sent as a raw image and replaces it', async () => {
    const report = await external('Covered');
    const res = await callRoute(ctx.app, reportRoutes.setCover, {
      token: world.tokens.admin,
      params: { id: report.id },
      body: PNG as never,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cover = res.data().cover as string;
    expect(cover).toMatch(/^\/storage\/report-[0-9a-f]{32}\.png$/);
    const file = join(ctx.storageDir, cover.replace('/storage/', ''));
    expect(readFileSync(file).equals(PNG)).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url: cover });
    expect(served.statusCode).toBe(200);

    const lying = await callRoute(ctx.app, reportRoutes.setCover, {
      token: world.tokens.admin,
      params: { id: report.id },
      body: Buffer.from('not a picture') as never,
      headers: { 'content-type': 'image/png' },
    });
    expect(lying.statusCode).toBe(400);
    expect(lying.error().code).toBe('invalid_file');
    const json = await callRoute(ctx.app, reportRoutes.setCover, {
      token: world.tokens.admin,
      params: { id: report.id },
      body: {} as never,
    });
    expect(json.statusCode).toBe(400);

    const removed = await callRoute(ctx.app, reportRoutes.removeCover, {
      token: world.tokens.admin,
      params: { id: report.id },
    });
    expect(removed.data().cover).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('deletes softly: gone from lists and reads, kept in the table', async () => {
    const report = await external('Doomed');
    const res = await callRoute(ctx.app, reportRoutes.remove, {
      token: world.tokens.admin,
      params: { id: report.id },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(
      (await callRoute(ctx.app, reportRoutes.get, { token: world.tokens.admin, params: { id: report.id } }))
        .statusCode,
    ).toBe(404);
    const again = await callRoute(ctx.app, reportRoutes.remove, {
      token: world.tokens.admin,
      params: { id: report.id },
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

    const a2m = await callRoute(ctx.app, reportRoutes.acrossUnits, {
      token: world.tokens.a2m,
      query: { per_page: 100 },
    });
    expect(a2m.statusCode).toBe(200);
    const ids = a2m.data().data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, sibling!.id]));
    expect(ids).not.toContain(far!.id);
    expect(a2m.data().data.find((r: { id: number }) => r.id === mine.id)).toMatchObject({
      company_id: world.company.id,
      partner_name: world.partner.name,
    });
    const master = await callRoute(ctx.app, reportRoutes.acrossUnits, {
      token: world.tokens.master,
      query: { company_id: otherCompanyId },
    });
    expect(master.data().data.map((r: { id: number }) => r.id)).toEqual([sibling!.id]);
    expect(
      (await callRoute(ctx.app, reportRoutes.acrossUnits, { token: world.tokens.admin })).statusCode,
    ).toBe(403);
  });
});
