import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, userGroups } from '../src/db/schema';
import { reportGrantFor } from '../src/modules/reports/reports-access.repository';
import { type Scope, trustedUnitId } from '../src/platform/scope';
import { addReport, ctx, grant, otherUserId, useReportWorld, world } from './report-view-fixtures';
import { addUserToGroup } from '../src/modules/groups/groups-members.service';

useReportWorld();

function scopeOf(userId: number, profile: Scope['profile'], companyId = world.company.id): Scope {
  return {
    userId,
    sessionId: 0,
    profile,
    companyId: trustedUnitId(companyId),
    partnerId: null,
    impersonatorUserId: null,
    originSessionId: null,
    playlistId: null,
  };
}

describe('reportGrantFor', () => {
  it("merges the user's grant with their group's; admins get every role granted on the report", async () => {
    const [group] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Sales' })
      .returning();
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, group!.id);
    const filter = { target: { table: 'T', column: 'C' }, operator: 'In', values: ['x'] };
    const report = await addReport();
    await grant(report.id, { pages: ['P1'], rlsRoles: ['North'], filters: [filter] });
    await grant(report.id, {
      userId: null,
      groupId: group!.id,
      canEdit: true,
      pages: ['P2'],
      rlsRoles: ['South', 'North'],
    });
    // Someone else's grant: only the admin's union of roles shows it.
    await grant(report.id, { userId: world.users.admin.id, rlsRoles: ['East'] });

    const user = scopeOf(world.users.user.id, 'user');
    const admin = scopeOf(world.users.admin.id, 'admin');
    expect(await reportGrantFor(ctx.db, user, report.id)).toEqual({
      canEdit: true,
      pages: ['P1', 'P2'],
      rlsRoles: ['North', 'South'],
      filters: [filter],
    });
    expect(await reportGrantFor(ctx.db, admin, report.id)).toEqual({
      canEdit: true,
      pages: null,
      rlsRoles: ['East', 'North', 'South'],
      filters: [],
    });

    const ungranted = await addReport();
    expect(await reportGrantFor(ctx.db, user, ungranted.id)).toBeNull();
    expect(await reportGrantFor(ctx.db, admin, ungranted.id)).toEqual({
      canEdit: true,
      pages: null,
      rlsRoles: [],
      filters: [],
    });
    // Another unit's admin sees nothing of this unit's report.
    const [other] = await ctx.db
      .select({ companyId: memberships.companyId })
      .from(memberships)
      .where(eq(memberships.userId, otherUserId));
    const outsider = scopeOf(otherUserId, 'admin', other!.companyId!);
    expect(await reportGrantFor(ctx.db, outsider, report.id)).toBeNull();
  });
});
