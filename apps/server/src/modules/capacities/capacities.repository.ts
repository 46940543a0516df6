import {
  capacityPhase,
  type TAutoCapacityRule,
  type TCapacity,
  type TCapacityOptions,
  type TSaveCapacityRequest,
  type WeekdayCode,
  type ZSaveCapacityRequest,
} from '@mirante/contracts';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  capacities,
  capacityShifts,
  companies,
  partners,
  providerAccounts,
  workspaces,
} from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pointWorkspacesAtCapacity } from '../provider';

/** A capacity's row; its unit id is the unit the row was read for (or, in the rules' sweep, belongs to). */
export type CapacityRow = Omit<typeof capacities.$inferSelect, 'companyId'> & { companyId: UnitId };
export type CapacityInput = z.output<typeof ZSaveCapacityRequest>;
export type { TSaveCapacityRequest };

/**
 * Which units' capacities a list covers: one unit, a partner's units, or the units of the
 * operator's partners (and its own), as on the operator's other screens.
 */
export type CapacityReach = { companyId: UnitId } | { partnerId: number } | { operatorId: number };

function reachWhere(reach: CapacityReach): SQL | undefined {
  if ('companyId' in reach) return eq(capacities.companyId, reach.companyId);
  if ('partnerId' in reach) return eq(companies.partnerId, reach.partnerId);
  return or(eq(partners.id, reach.operatorId), eq(partners.parentId, reach.operatorId));
}

const live = isNull(capacities.deletedAt);

/** Capacities with their shifts and workspaces, as the screen shows them. */
export async function listCapacities(db: Db, reach: CapacityReach, ids?: number[]): Promise<TCapacity[]> {
  const rows = await db
    .select({
      capacity: capacities,
      companyName: companies.name,
      partnerName: partners.name,
      accountName: providerAccounts.name,
    })
    .from(capacities)
    .innerJoin(companies, eq(companies.id, capacities.companyId))
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .innerJoin(providerAccounts, eq(providerAccounts.id, capacities.providerAccountId))
    .where(
      and(
        live,
        isNull(companies.deletedAt),
        reachWhere(reach),
        ids ? inArray(capacities.id, ids) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(sql`lower(${capacities.name})`), asc(capacities.id));
  if (rows.length === 0) return [];
  const capacityIds = rows.map((r) => r.capacity.id);
  const [shifts, spaces] = await Promise.all([
    db
      .select()
      .from(capacityShifts)
      .where(inArray(capacityShifts.capacityId, capacityIds))
      .orderBy(asc(capacityShifts.startTime), asc(capacityShifts.id)),
    db
      .select({
        id: workspaces.id,
        name: workspaces.name,
        workspace_id: workspaces.workspaceId,
        capacityId: workspaces.capacityId,
      })
      .from(workspaces)
      .where(and(inArray(workspaces.capacityId, capacityIds), isNull(workspaces.deletedAt)))
      .orderBy(asc(workspaces.name)),
  ]);
  return rows.map(({ capacity: c, companyName, partnerName, accountName }) => ({
    id: c.id,
    company_id: c.companyId,
    company_name: companyName,
    partner_name: partnerName,
    provider_account_id: c.providerAccountId,
    provider_account_name: accountName,
    name: c.name,
    resource_group: c.resourceGroup,
    subscription_id: c.subscriptionId,
    size: c.size,
    current_size: c.currentSize,
    state: c.state,
    phase: capacityPhase(c.state),
    state_checked_at: c.stateCheckedAt?.toISOString() ?? null,
    force_stop: c.forceStop,
    auto_manage: c.autoManage,
    minutes_inactive: c.minutesInactive,
    schedule_enabled: c.scheduleEnabled,
    last_view_at: c.lastViewAt?.toISOString() ?? null,
    shifts: shifts
      .filter((s) => s.capacityId === c.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        start_time: s.startTime,
        end_time: s.endTime,
        weekdays: s.weekdays as WeekdayCode[],
      })),
    workspaces: spaces.filter((w) => w.capacityId === c.id).map(({ capacityId: _, ...w }) => w),
  }));
}

/** One capacity of the reach as the screen shows it; another tenant's is not found. */
export async function presentCapacity(db: Db, reach: CapacityReach, id: number): Promise<TCapacity> {
  const [found] = await listCapacities(db, reach, [id]);
  if (!found) throw new AppError('not_found');
  return found;
}

/** The stored row of a unit's capacity; another unit's (or a deleted) one is not found. */
export async function findCapacityRow(db: Db | Tx, companyId: UnitId, id: number): Promise<CapacityRow> {
  const [row] = await db
    .select()
    .from(capacities)
    .where(and(live, eq(capacities.companyId, companyId), eq(capacities.id, id)));
  if (!row) throw new AppError('not_found');
  return row as CapacityRow;
}

/** Every live capacity (the rules look at them all). */
export async function allCapacityRows(db: Db): Promise<CapacityRow[]> {
  return db
    .select({ capacity: capacities })
    .from(capacities)
    .innerJoin(companies, eq(companies.id, capacities.companyId))
    .where(and(live, isNull(companies.deletedAt)))
    .orderBy(asc(capacities.id))
    .then((rows) => rows.map((r) => r.capacity as CapacityRow));
}

export async function shiftsOf(db: Db, capacityId: number) {
  return db.select().from(capacityShifts).where(eq(capacityShifts.capacityId, capacityId));
}

async function assertAccount(db: Db | Tx, companyId: UnitId, accountId: number): Promise<void> {
  const [account] = await db
    .select({ id: providerAccounts.id })
    .from(providerAccounts)
    .where(
      and(
        eq(providerAccounts.id, accountId),
        eq(providerAccounts.companyId, companyId),
        isNull(providerAccounts.deletedAt),
      ),
    );
  if (!account)
    throw new AppError('validation_failed', { errors: { provider_account_id: ['field_invalid'] } });
}

function columnsOf(input: CapacityInput) {
  return {
    providerAccountId: input.provider_account_id,
    name: input.name,
    resourceGroup: input.resource_group,
    subscriptionId: input.subscription_id,
    size: input.size,
    forceStop: input.force_stop,
    autoManage: input.auto_manage,
    minutesInactive: input.minutes_inactive,
    scheduleEnabled: input.schedule_enabled,
  };
}

async function replaceShifts(tx: Tx, companyId: UnitId, capacityId: number, input: CapacityInput) {
  await tx.delete(capacityShifts).where(eq(capacityShifts.capacityId, capacityId));
  if (input.shifts.length === 0) return;
  await tx.insert(capacityShifts).values(
    input.shifts.map((s) => ({
      capacityId,
      companyId,
      name: s.name,
      startTime: s.start_time,
      endTime: s.end_time,
      weekdays: s.weekdays,
    })),
  );
}

export async function insertCapacity(db: Db, companyId: UnitId, input: CapacityInput): Promise<number> {
  return db.transaction(async (tx) => {
    await assertAccount(tx, companyId, input.provider_account_id);
    const [row] = await tx
      .insert(capacities)
      .values({ companyId, ...columnsOf(input) })
      .returning({ id: capacities.id });
    await replaceShifts(tx, companyId, row!.id, input);
    return row!.id;
  });
}

/** Saves the form; a change of resource forgets the state read from the old one. */
export async function updateCapacityRow(
  db: Db,
  companyId: UnitId,
  id: number,
  input: CapacityInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCapacityRow(tx, companyId, id);
    await assertAccount(tx, companyId, input.provider_account_id);
    const moved =
      before.name !== input.name ||
      before.resourceGroup !== input.resource_group ||
      before.subscriptionId !== input.subscription_id ||
      before.providerAccountId !== input.provider_account_id;
    await tx
      .update(capacities)
      .set({
        ...columnsOf(input),
        ...(moved ? { state: null, currentSize: null, stateCheckedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(capacities.companyId, companyId), eq(capacities.id, id)));
    await replaceShifts(tx, companyId, id, input);
  });
}

/** Soft-deletes a capacity; its workspaces stop pointing at it. */
export async function deleteCapacityRow(db: Db, companyId: UnitId, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findCapacityRow(tx, companyId, id);
    await pointWorkspacesAtCapacity(tx, companyId, id, []);
    await tx
      .update(capacities)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(capacities.companyId, companyId), eq(capacities.id, id)));
  });
}

/** Points exactly `workspaceIds` of the unit at the capacity; others that pointed at it are let go. */
export async function assignWorkspaces(
  db: Db,
  companyId: UnitId,
  capacityId: number,
  workspaceIds: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await findCapacityRow(tx, companyId, capacityId);
    const unique = [...new Set(workspaceIds)];
    if (unique.length > 0) {
      const found = await tx
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(
          and(
            eq(workspaces.companyId, companyId),
            isNull(workspaces.deletedAt),
            inArray(workspaces.id, unique),
          ),
        );
      if (found.length !== unique.length) {
        throw new AppError('validation_failed', { errors: { workspace_ids: ['field_invalid'] } });
      }
    }
    await pointWorkspacesAtCapacity(tx, companyId, capacityId, unique);
  });
}

/** The provider accounts and workspaces of the unit the form offers. */
export async function capacityOptions(db: Db, companyId: UnitId): Promise<TCapacityOptions> {
  const [accounts, spaces] = await Promise.all([
    db
      .select({
        id: providerAccounts.id,
        name: providerAccounts.name,
        subscription_id: providerAccounts.subscriptionId,
        resource_group: providerAccounts.resourceGroup,
      })
      .from(providerAccounts)
      .where(and(eq(providerAccounts.companyId, companyId), isNull(providerAccounts.deletedAt)))
      .orderBy(asc(providerAccounts.name)),
    db
      .select({
        id: workspaces.id,
        name: workspaces.name,
        workspace_id: workspaces.workspaceId,
        capacity_id: workspaces.capacityId,
      })
      .from(workspaces)
      .where(and(eq(workspaces.companyId, companyId), isNull(workspaces.deletedAt)))
      .orderBy(asc(workspaces.name)),
  ]);
  return { provider_accounts: accounts, workspaces: spaces };
}

/** Stores what Azure said. */
export async function recordState(
  db: Db,
  id: number,
  state: { state: string; currentSize?: string | null; at: Date },
): Promise<void> {
  await db
    .update(capacities)
    .set({
      state: state.state,
      ...(state.currentSize ? { currentSize: state.currentSize } : {}),
      stateCheckedAt: state.at,
    })
    .where(eq(capacities.id, id));
}

/**
 * Moves the stored state from one of `from` to `to`, atomically: of several instances (or
 * requests) deciding the same change, only the one this returns true for calls Azure.
 */
export async function claimTransition(
  db: Db,
  id: number,
  from: (string | null)[],
  to: string,
  at: Date,
): Promise<boolean> {
  const named = from.filter((s): s is string => s !== null);
  const states = [
    named.length > 0 ? inArray(capacities.state, named) : undefined,
    from.includes(null) ? isNull(capacities.state) : undefined,
  ].filter(Boolean) as SQL[];
  const rows = await db
    .update(capacities)
    .set({ state: to, stateCheckedAt: at })
    .where(and(eq(capacities.id, id), isNull(capacities.deletedAt), sql`(${sql.join(states, sql` or `)})`))
    .returning({ id: capacities.id });
  return rows.length > 0;
}

export async function recordView(db: Db, companyId: UnitId, capacityId: number, at: Date): Promise<void> {
  await db
    .update(capacities)
    .set({ lastViewAt: at })
    .where(and(eq(capacities.companyId, companyId), eq(capacities.id, capacityId)));
}

export async function setSize(db: Db, id: number, size: string): Promise<void> {
  await db.update(capacities).set({ size, updatedAt: new Date() }).where(eq(capacities.id, id));
}

/** What the unit's automation may change on a capacity. */
export interface CapacityAutomation {
  force_stop?: boolean;
  auto_manage?: boolean;
  minutes_inactive?: number;
}

/** Changes a live capacity's automation settings; answers it as a rule, or undefined when absent. */
export async function setCapacityAutomation(
  db: Db | Tx,
  companyId: UnitId,
  id: number,
  patch: CapacityAutomation,
): Promise<TAutoCapacityRule | undefined> {
  const [row] = await db
    .update(capacities)
    .set({
      ...(patch.force_stop !== undefined ? { forceStop: patch.force_stop } : {}),
      ...(patch.auto_manage !== undefined ? { autoManage: patch.auto_manage } : {}),
      ...(patch.minutes_inactive !== undefined ? { minutesInactive: patch.minutes_inactive } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(capacities.companyId, companyId), eq(capacities.id, id), isNull(capacities.deletedAt)))
    .returning({
      id: capacities.id,
      name: capacities.name,
      state: capacities.state,
      force_stop: capacities.forceStop,
      auto_manage: capacities.autoManage,
      minutes_inactive: capacities.minutesInactive,
    });
  return row;
}
