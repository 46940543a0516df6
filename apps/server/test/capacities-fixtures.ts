import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { capacities, companyConfigs, providerAccounts, workspaces } from '../src/db/schema';
import type {
  ArmCapacity,
  ArmOperation,
  CapacityRef,
} from '../src/modules/capacities/capacities-arm.service';
import type { SecretBox } from '../src/platform/crypto';
import type { Db } from '../src/platform/db';
import { credentialsFromBox } from '../src/modules/capacities/capacities.service';

export const SUBSCRIPTION = '11111111-2222-4333-8444-555555555555';

/** A controllable clock. */
export class TestClock {
  constructor(public current = new Date('2026-03-02T13:00:00.000Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(iso: string) {
    this.current = new Date(iso);
  }
}

/** Azure in memory: capacities by name, each operation finishing when the test says so. */
export class FakeArm {
  readonly states = new Map<string, { state: string; sku: string }>();
  readonly calls: { op: 'get' | 'suspend' | 'resume' | 'scale'; name: string; sku?: string }[] = [];
  failNext: Error | null = null;

  set(name: string, state: string, sku = 'A1') {
    this.states.set(name, { state, sku });
  }
  /** Ends every transition (Suspending → Paused, Resuming/Scaling → Succeeded). */
  settle() {
    for (const entry of this.states.values()) {
      if (entry.state === 'Suspending') entry.state = 'Paused';
      if (entry.state === 'Resuming' || entry.state === 'Scaling') entry.state = 'Succeeded';
    }
  }
  count(op: string, name?: string) {
    return this.calls.filter((c) => c.op === op && (!name || c.name === name)).length;
  }
  private entry(ref: CapacityRef) {
    const fail = this.failNext;
    if (fail) {
      this.failNext = null;
      throw fail;
    }
    const entry = this.states.get(ref.name);
    if (!entry) throw new Error(`no capacity ${ref.name}`);
    return entry;
  }
  async get(_account: unknown, ref: CapacityRef): Promise<ArmCapacity> {
    this.calls.push({ op: 'get', name: ref.name });
    const entry = this.entry(ref);
    return { name: ref.name, state: entry.state, sku: entry.sku, location: 'Brazil South' };
  }
  private op(): ArmOperation {
    return { asyncUrl: null, locationUrl: null, retryAfterMs: null, done: false };
  }
  async suspend(_account: unknown, ref: CapacityRef) {
    this.calls.push({ op: 'suspend', name: ref.name });
    this.entry(ref).state = 'Suspending';
    return this.op();
  }
  async resume(_account: unknown, ref: CapacityRef) {
    this.calls.push({ op: 'resume', name: ref.name });
    this.entry(ref).state = 'Resuming';
    return this.op();
  }
  async scale(_account: unknown, ref: CapacityRef, sku: string) {
    this.calls.push({ op: 'scale', name: ref.name, sku });
    const entry = this.entry(ref);
    entry.state = 'Scaling';
    entry.sku = sku;
    return this.op();
  }
}

/** Points the capacities of this app at the fake Azure and clock. */
export function useFakeArm(app: FastifyInstance, secretBox: SecretBox, clock = new TestClock()) {
  const arm = new FakeArm();
  Object.assign(app.capacityRuntime, { arm, credentials: credentialsFromBox(secretBox), now: clock.now });
  return { arm, clock };
}

export async function createProviderAccount(db: Db, secretBox: SecretBox, companyId: number, name = 'Azure') {
  const [row] = await db
    .insert(providerAccounts)
    .values({
      companyId,
      name,
      applicationId: '00000000-0000-4000-8000-0000000000a1',
      tenantId: '00000000-0000-4000-8000-000000000001',
      secretEnc: secretBox.seal('secret'),
      subscriptionId: SUBSCRIPTION,
      resourceGroup: 'rg',
    })
    .returning();
  return row!;
}

export async function createWorkspace(db: Db, companyId: number, accountId: number, name: string) {
  const [row] = await db
    .insert(workspaces)
    .values({ companyId, providerAccountId: accountId, workspaceId: `${name}-${companyId}`, name })
    .returning();
  return row!;
}

export async function insertCapacity(
  db: Db,
  values: { companyId: number; providerAccountId: number; name: string } & Partial<
    typeof capacities.$inferInsert
  >,
) {
  const [row] = await db
    .insert(capacities)
    .values({ resourceGroup: 'rg', subscriptionId: SUBSCRIPTION, size: 'A1', ...values })
    .returning();
  return row!;
}

export async function capacityRow(db: Db, id: number) {
  const [row] = await db.select().from(capacities).where(eq(capacities.id, id));
  return row!;
}

export async function setTimezone(db: Db, companyId: number, timezone: string) {
  await db
    .insert(companyConfigs)
    .values({ companyId, settings: { timezone } })
    .onConflictDoUpdate({ target: companyConfigs.companyId, set: { settings: { timezone } } });
}
