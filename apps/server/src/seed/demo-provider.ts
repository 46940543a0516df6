import {
  DEMO_APP,
  DEMO_RESOURCE_GROUP,
  DEMO_SUBSCRIPTION_ID,
  RLS_ROLES,
  SEED_DATASETS,
  SEED_REPORTS,
  SEED_WORKSPACES,
} from '@mirante/emulator';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  memberships,
  membershipGroups,
  providerAccounts,
  reportAccess,
  reportGroups,
  reports,
  users,
  workspaces,
} from '../db/schema';
import { trustedUnitId } from '../platform/scope';
import { importProviderReports } from '../modules/reports';
import { loadConfig } from '../platform/config';
import { loadSecretKey, SecretBox } from '../platform/crypto';
import type { Db } from '../platform/db';

const DEMO_USER_EMAIL = 'user@demo.mirante.local';
const DEMO_ADMIN_EMAIL = 'admin@demo.mirante.local';

/** The box main.ts opens secrets with: same key (MIRANTE_SECRET_KEY or the embedded data folder). */
function serverSecretBox(): SecretBox {
  const config = loadConfig();
  return new SecretBox(
    loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir, embedded: !config.databaseUrl }),
  );
}

async function userId(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row?.id ?? null;
}

/**
 * The demo unit's report provider, when the server runs the offline emulator: an account on the
 * emulator's demo application, its two workspaces and every report in them, granted to the demo
 * user, so the demo shows Power BI reports without a network.
 */
export async function seedDemoProvider(db: Db, companyId: number): Promise<void> {
  if (!loadConfig().provider.emulator) return;
  const adminId = await userId(db, DEMO_ADMIN_EMAIL);
  const [account] = await db
    .insert(providerAccounts)
    .values({
      companyId,
      name: 'Power BI (emulator)',
      applicationId: DEMO_APP.clientId,
      tenantId: DEMO_APP.tenantId,
      subscriptionId: DEMO_SUBSCRIPTION_ID,
      resourceGroup: DEMO_RESOURCE_GROUP,
      workspaceId: SEED_WORKSPACES[0]?.id ?? null,
      secretEnc: serverSecretBox().seal(DEMO_APP.clientSecret),
      createdByUserId: adminId,
    })
    .returning({ id: providerAccounts.id });
  if (!account) return;
  const [group] = await db
    .select({ id: reportGroups.id })
    .from(reportGroups)
    .where(
      and(
        eq(reportGroups.companyId, companyId),
        eq(reportGroups.name, 'Sales'),
        isNull(reportGroups.parentId),
      ),
    );
  const userIdOfDemo = await userId(db, DEMO_USER_EMAIL);
  const [membership] = userIdOfDemo
    ? await db
        .select({ groupId: membershipGroups.groupId })
        .from(memberships)
        .innerJoin(membershipGroups, eq(membershipGroups.membershipId, memberships.id))
        .where(and(eq(memberships.userId, userIdOfDemo), eq(memberships.companyId, companyId)))
        .orderBy(asc(membershipGroups.groupId))
        .limit(1)
    : [];

  for (const seed of SEED_WORKSPACES) {
    const [workspace] = await db
      .insert(workspaces)
      .values({ companyId, providerAccountId: account.id, workspaceId: seed.id, name: seed.name })
      .returning({ id: workspaces.id });
    if (!workspace) continue;
    const result = await importProviderReports({
      db,
      companyId: trustedUnitId(companyId),
      userId: adminId,
      workspaceId: workspace.id,
      reports: SEED_REPORTS.filter((r) => r.workspaceId === seed.id).map((r) => ({
        id: r.id,
        name: r.name,
        datasetId: r.datasetId,
        embedUrl: null,
      })),
    });
    if (result.imported.length === 0) continue;
    const ids = result.imported.map((r) => r.id);
    if (group) await db.update(reports).set({ groupId: group.id }).where(inArray(reports.id, ids));
    // Datasets with row-level security are embedded with an effective identity and its roles.
    const rls = SEED_DATASETS.filter((d) => d.roles.length > 0).map((d) => d.id);
    const rlsReports = SEED_REPORTS.filter((r) => rls.includes(r.datasetId)).map((r) => r.id);
    const secured = result.imported.filter((r) => rlsReports.includes(r.provider_report_id)).map((r) => r.id);
    if (secured.length > 0)
      await db.update(reports).set({ filterMode: 'rls' }).where(inArray(reports.id, secured));
    // The demo user's group when they have one (as the other demo reports), else the user.
    const grantee = membership?.groupId ? { groupId: membership.groupId } : { userId: userIdOfDemo };
    await db.insert(reportAccess).values(
      result.imported.map((r) => ({
        companyId,
        reportId: r.id,
        ...grantee,
        rlsRoles: secured.includes(r.id) ? [RLS_ROLES.north, RLS_ROLES.south] : [],
      })),
    );
  }
}
