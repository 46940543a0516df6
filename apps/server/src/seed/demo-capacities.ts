import { DEMO_CAPACITY, DEMO_RESOURCE_GROUP, DEMO_SUBSCRIPTION_ID, WORKSPACE_IDS } from '@mirante/emulator';
import { and, eq, isNull } from 'drizzle-orm';
import { capacities, providerAccounts, workspaces } from '../db/schema';
import { loadConfig } from '../platform/config';
import type { Db } from '../platform/db';

/**
 * The demo unit's license capacity, when the server runs the offline emulator: the emulator's
 * capacity, managed automatically, with the Commercial workspace on it. Runs after the provider
 * seed, whose account and workspaces it points at.
 */
export async function seedDemoCapacities(db: Db, companyId: number): Promise<void> {
  if (!loadConfig().provider.emulator) return;
  const [account] = await db
    .select({ id: providerAccounts.id })
    .from(providerAccounts)
    .where(and(eq(providerAccounts.companyId, companyId), isNull(providerAccounts.deletedAt)))
    .limit(1);
  if (!account) return;
  const [capacity] = await db
    .insert(capacities)
    .values({
      companyId,
      providerAccountId: account.id,
      name: DEMO_CAPACITY.name,
      resourceGroup: DEMO_RESOURCE_GROUP,
      subscriptionId: DEMO_SUBSCRIPTION_ID,
      size: DEMO_CAPACITY.sku.name,
      autoManage: true,
      minutesInactive: 60,
    })
    .returning({ id: capacities.id });
  if (!capacity) return;
  await db
    .update(workspaces)
    .set({ capacityId: capacity.id })
    .where(and(eq(workspaces.companyId, companyId), eq(workspaces.workspaceId, WORKSPACE_IDS.commercial)));
}
