import { reportViewRoutes, reportAccessRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlistItems, playlists, reportAccess, userGroups } from '../src/db/schema';
import { reportGrantFor, visibleReportIds } from '../src/modules/reports/reports-access.repository';
import { type Scope, trustedUnitId } from '../src/platform/scope';
import { callRoute } from './helpers';
import {
  addReport,
  ctx,
  grant,
  otherAdminToken,
  otherUserId,
  useReportWorld,
  world,
  viewCall,
} from './report-view-fixtures';
import { addUserToGroup } from '../src/modules/groups/groups-members.service';

useReportWorld();

describe('report access grants', () => {
  it('replaces the grants of a report per user and per user group', async () => {
    const report = await addReport({ title: 'Granted' });
    const [team] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Team A' })
      .returning();
    const filter = {
      target: { table: 'Sales', column: 'Region' },
      operator: 'In' as const,
      values: ['North'],
    };
    const res = await callRoute(ctx.app, reportAccessRoutes.save, {
      token: world.tokens.admin,
      body: {
        grants: [
          { user_id: world.users.user.id, can_edit: true, pages: ['ReportSection1'], rls_roles: ['Seller'] },
          { group_id: team!.id, filters: [filter] },
        ],
      },
      params: { id: report.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data().data).toHaveLength(2);
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
    const list = await callRoute(ctx.app, reportAccessRoutes.list, {
      token: world.tokens.admin,
      params: { id: report.id },
    });
    expect(list.data().data.find((g: { grantee: string }) => g.grantee === 'group')).toMatchObject({
      name: 'Team A',
    });

    const cleared = await callRoute(ctx.app, reportAccessRoutes.save, {
      token: world.tokens.admin,
      body: { grants: [] },
      params: { id: report.id },
    });
    expect(cleared.data().data).toEqual([]);
  });

  it('refuses grantees from another unit, duplicates and grants naming both or neither', async () => {
    const report = await addReport();
    const foreign = await callRoute(ctx.app, reportAccessRoutes.save, {
      token: world.tokens.admin,
      body: {
        grants: [
          { user_id: otherUserId },
          { user_id: world.users.user.id },
          { user_id: world.users.user.id },
        ],
      },
      params: { id: report.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.error().errors ?? {}).sort()).toEqual([
      'grants.0.user_id',
      'grants.2.user_id',
    ]);
    const both = await callRoute(ctx.app, reportAccessRoutes.save, {
      token: world.tokens.admin,
      body: { grants: [{ user_id: world.users.user.id, group_id: 1 }, {}] },
      params: { id: report.id },
    });
    expect(both.statusCode).toBe(400);
    expect(await ctx.db.select().from(reportAccess).where(eq(reportAccess.reportId, report.id))).toEqual([]);
    const cross = await callRoute(ctx.app, reportAccessRoutes.list, {
      token: otherAdminToken,
      params: { id: report.id },
    });
    expect(cross.statusCode).toBe(404);
    expect(
      (
        await callRoute(ctx.app, reportAccessRoutes.list, {
          token: world.tokens.user,
          params: { id: report.id },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('gives a person in several groups the reports of every group, and their data as the union', async () => {
    const north = await addReport({ title: 'North only' });
    const south = await addReport({ title: 'South only' });
    const both = await addReport({ title: 'Both' });
    const groups = await ctx.db
      .insert(userGroups)
      .values([
        { companyId: world.company.id, name: 'North team' },
        { companyId: world.company.id, name: 'South team' },
        { companyId: world.company.id, name: 'Open team' },
      ])
      .returning();
    const [a, b, open] = groups as [(typeof groups)[0], (typeof groups)[0], (typeof groups)[0]];
    const region = (values: string[], operator = 'In') => ({
      target: { table: 'Sales', column: 'Region' },
      operator,
      values,
    });
    const year = { target: { table: 'Calendar', column: 'Year' }, operator: 'In', values: [2024] };
    await ctx.db.insert(reportAccess).values([
      { companyId: world.company.id, reportId: north.id, groupId: a.id },
      { companyId: world.company.id, reportId: south.id, groupId: b.id, pages: ['S1'] },
      { companyId: world.company.id, reportId: both.id, groupId: a.id, filters: [region(['North']), year] },
      {
        companyId: world.company.id,
        reportId: both.id,
        groupId: b.id,
        filters: [region(['South'])],
        pages: ['S1'],
      },
    ]);
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, a.id);
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, b.id);
    const scope: Scope = {
      userId: world.users.user.id,
      sessionId: 0,
      profile: 'user',
      companyId: trustedUnitId(world.company.id),
      partnerId: null,
      impersonatorUserId: null,
      originSessionId: null,
      playlistId: null,
    };
    expect(await visibleReportIds(ctx.db, scope)).toEqual(
      expect.arrayContaining([north.id, south.id, both.id]),
    );
    // Both groups filter the region: either region's rows; only one filters the year: every year.
    expect(await reportGrantFor(ctx.db, scope, both.id)).toEqual({
      canEdit: false,
      pages: null,
      rlsRoles: [],
      filters: [region(['North', 'South'])],
    });
    expect((await reportGrantFor(ctx.db, scope, south.id))?.pages).toEqual(['S1']);
    // A group that sees the report unfiltered gives the person every row.
    await ctx.db
      .insert(reportAccess)
      .values({ companyId: world.company.id, reportId: both.id, groupId: open.id });
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, open.id);
    expect((await reportGrantFor(ctx.db, scope, both.id))?.filters).toEqual([]);
    // The person's own filters are the most specific and win over the groups'.
    await ctx.db.insert(reportAccess).values({
      companyId: world.company.id,
      reportId: both.id,
      userId: world.users.user.id,
      filters: [region(['East'])],
    });
    expect((await reportGrantFor(ctx.db, scope, both.id))?.filters).toEqual([region(['East'])]);
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
    const before = await viewCall(reportViewRoutes.exists, { reportId: report.id });
    expect(before.data()).toEqual({ exist: false, kind: null, title: null, in_maintenance: false });
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, team!.id);
    const after = await viewCall(reportViewRoutes.exists, { reportId: report.id });
    expect(after.data()).toEqual({
      exist: true,
      kind: 'external',
      title: 'Via group',
      in_maintenance: false,
    });
    const bad = await viewCall(reportViewRoutes.exists, { reportId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {})).toEqual(['reportId']);
  });
});

describe('the visibility rule (report-access)', () => {
  const scopeOf = (over: Partial<Scope>): Scope => ({
    userId: world.users.user.id,
    sessionId: 0,
    profile: 'user',
    companyId: trustedUnitId(world.company.id),
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
