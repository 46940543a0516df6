import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema';
import { BILLING_CLOSE_JOB, billingJobs } from '../src/modules/billing/billing.jobs';
import { JobRunner, listJobs } from '../src/platform/jobs';
import { addUnitUser, createBilledClient, createClientUnit } from './billing-fixtures';
import { createOperator, createPartner, createTestContext, type TestContext } from './helpers';

// The scheduled close: once a month has ended, the recurring job issues its invoices by itself.

let ctx: TestContext;
let clientId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const operator = await createOperator(ctx.db);
  const partner = await createPartner(ctx.db, { operatorId: operator.id });
  clientId = (await createBilledClient(ctx.db, { partnerId: partner.id, unitPriceCents: 700, bonusUsers: 0 }))
    .id;
  const unit = await createClientUnit(ctx.db, { partnerId: partner.id, clientId });
  await addUnitUser(ctx.db, { companyId: unit.id, from: '2026-01-01T00:00:00Z' });
});
afterAll(() => ctx.close());

describe('the scheduled month close', () => {
  it('closes the month just ended on its first run, and adds nothing on the next', async () => {
    let now = new Date('2027-03-01T00:10:00Z');
    const runner = new JobRunner({ db: ctx.db, now: () => now }).define(...billingJobs({ db: ctx.db }));
    expect(await runner.runDue()).toBe(1);
    const issued = await ctx.db.select().from(invoices).where(eq(invoices.clientId, clientId));
    expect(issued.map((i) => [i.referenceMonth, i.billedUsers, i.totalCents, i.issueDate])).toEqual([
      ['2027-02', 1, 700, '2027-03-01'],
    ]);
    // The next round is an hour later; the month stays as it was closed.
    const [job] = await listJobs(ctx.db, BILLING_CLOSE_JOB);
    expect(job?.run_at.toISOString()).toBe('2027-03-01T01:10:00.000Z');
    now = new Date('2027-03-01T01:10:00Z');
    expect(await runner.runDue()).toBe(1);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.clientId, clientId))).toHaveLength(1);
  });
});
