import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  memberships,
  membershipGroups,
  reportAccess,
  reportGroups,
  reports,
  userGroups,
  users,
} from '../db/schema';
import type { Db, Tx } from '../platform/db';
import { findHtmlViolations } from '../modules/reports';

/** The demo user's e-mail (kept in step with DEMO_EMAILS in demo.ts). */
const DEMO_USER_EMAIL = 'user@demo.mirante.local';
const DEMO_TEAM = 'Demo team';

/** An HTML report that follows the import rules: every style inline, no scripts. */
export const DEMO_HTML_REPORT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Monthly summary</title></head>
<body>
  <main style="font-family: system-ui, sans-serif; padding: 24px; color: #1f2937">
    <h1 style="margin: 0 0 8px; font-size: 24px">Monthly summary</h1>
    <p style="margin: 0 0 16px; color: #6b7280">Sales by region, current month</p>
    <table style="border-collapse: collapse; width: 100%; max-width: 560px">
      <tr style="background: #f3f4f6">
        <th style="text-align: left; padding: 8px">Region</th>
        <th style="text-align: right; padding: 8px">Sales</th>
        <th style="text-align: right; padding: 8px">Goal</th>
      </tr>
      <tr><td style="padding: 8px">North</td><td style="text-align: right; padding: 8px">128,400</td><td style="text-align: right; padding: 8px">120,000</td></tr>
      <tr><td style="padding: 8px">South</td><td style="text-align: right; padding: 8px">96,150</td><td style="text-align: right; padding: 8px">110,000</td></tr>
      <tr><td style="padding: 8px">East</td><td style="text-align: right; padding: 8px">143,020</td><td style="text-align: right; padding: 8px">130,000</td></tr>
    </table>
  </main>
</body>
</html>`;

/** The demo user's group in the unit: their first if they have one, else a new "Demo team". */
async function demoUserGroup(db: Db | Tx, companyId: number): Promise<number | null> {
  const [member] = await db
    .select({
      id: memberships.id,
      groupId: sql<
        number | null
      >`(select min(mg.group_id) from membership_groups mg where mg.membership_id = "memberships"."id")`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(sql`lower(${users.email})`, DEMO_USER_EMAIL),
        eq(memberships.companyId, companyId),
        isNull(memberships.deletedAt),
      ),
    );
  if (!member) return null;
  if (member.groupId !== null) return Number(member.groupId);
  const [team] = await db
    .insert(userGroups)
    .values({ companyId, name: DEMO_TEAM })
    .returning({ id: userGroups.id });
  await db.insert(membershipGroups).values({ membershipId: member.id, groupId: team!.id, companyId });
  return team!.id;
}

/**
 * Demo report groups (one with subgroups), an HTML report and an external-link report of the
 * demo unit, granted to the demo user's group.
 */
export async function seedDemoReports(db: Db, companyId: number): Promise<void> {
  if (findHtmlViolations(DEMO_HTML_REPORT).length > 0) throw new Error('demo HTML breaks the import rules');
  await db.transaction(async (tx) => {
    const [sales] = await tx
      .insert(reportGroups)
      .values({ companyId, name: 'Sales', icon: 'chart-bar', position: 0 })
      .returning({ id: reportGroups.id });
    const [regional] = await tx
      .insert(reportGroups)
      .values({ companyId, parentId: sales!.id, name: 'Regional', icon: 'map', position: 0 })
      .returning({ id: reportGroups.id });
    await tx
      .insert(reportGroups)
      .values({ companyId, parentId: sales!.id, name: 'Goals', icon: 'target', position: 1 });
    const [links] = await tx
      .insert(reportGroups)
      .values({ companyId, name: 'Links', icon: 'link', position: 1 })
      .returning({ id: reportGroups.id });
    const created = await tx
      .insert(reports)
      .values([
        {
          companyId,
          kind: 'html',
          title: 'Monthly summary',
          description: 'Sales by region for the current month.',
          groupId: sales!.id,
          subgroupId: regional!.id,
          htmlContent: DEMO_HTML_REPORT,
        },
        {
          companyId,
          kind: 'external',
          title: 'Reference site',
          description: 'An external page opened from the portal.',
          groupId: links!.id,
          externalUrl: 'https://example.com/',
        },
      ])
      .returning({ id: reports.id });
    const groupId = await demoUserGroup(tx, companyId);
    if (groupId === null) return;
    await tx.insert(reportAccess).values(created.map((r) => ({ companyId, reportId: r.id, groupId })));
  });
}
