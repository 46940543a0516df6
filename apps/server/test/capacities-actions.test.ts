import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { capacities, workspaces } from '../src/db/schema';
import { listJobs } from '../src/platform/jobs';
import { capacityRow, createWorkspace } from './capacities-fixtures';
import {
  accountId,
  arm,
  capacity as calls,
  create,
  ctx,
  form,
  other,
  useCapacitiesWorld,
  world,
} from './capacities-api-fixtures';

useCapacitiesWorld();

describe('license capacities', () => {
  it('edits the form and replaces the shifts', async () => {
    const created = (await create(form({ name: 'editme' }))).data();
    const res = await calls.update(
      world.tokens.admin,
      created.id,
      form({
        name: 'editme',
        size: 'A2',
        force_stop: true,
        minutes_inactive: 45,
        shifts: [
          { name: 'Night', start_time: '22:00', end_time: '06:00', weekdays: ['sex'] },
          { name: 'Morning', start_time: '07:00', end_time: '09:00', weekdays: ['seg'] },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({ size: 'A2', force_stop: true, minutes_inactive: 45 });
    expect(
      res
        .data()
        .shifts.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Morning', 'Night']);
    const stored = await capacityRow(ctx.db, created.id);
    expect(stored).toMatchObject({ size: 'A2', forceStop: true, minutesInactive: 45 });
    const bad = await calls.update(world.tokens.admin, created.id, { name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors?.size).toBeDefined();
  });

  it("points the unit's workspaces at the capacity and lets go of the others", async () => {
    const created = (await create(form({ name: 'withspaces' }))).data();
    const a = await createWorkspace(ctx.db, world.company.id, accountId, 'Alpha');
    const b = await createWorkspace(ctx.db, world.company.id, accountId, 'Beta');
    const put = (ids: number[]) =>
      calls.setWorkspaces(world.tokens.admin, created.id, { workspace_ids: ids });
    const res = await put([a.id, b.id]);
    expect(res.statusCode).toBe(200);
    expect(res.data().workspaces.map((w: { name: string }) => w.name)).toEqual(['Alpha', 'Beta']);
    await put([b.id]);
    const rows = await ctx.db
      .select({ id: workspaces.id, capacityId: workspaces.capacityId })
      .from(workspaces)
      .where(eq(workspaces.companyId, world.company.id));
    expect(rows.find((r) => r.id === a.id)?.capacityId).toBeNull();
    expect(rows.find((r) => r.id === b.id)?.capacityId).toBe(created.id);

    const foreign = await put([other.workspaceId]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.error().errors?.workspace_ids).toBeDefined();
    const [elsewhere] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, other.workspaceId));
    expect(elsewhere!.capacityId).toBeNull();
    const invalid = await calls.setWorkspaces(world.tokens.admin, created.id, { workspace_ids: 'all' });
    expect(invalid.statusCode).toBe(400);

    const options = (await calls.options(world.tokens.admin)).data();
    expect(options.provider_accounts.map((p: { id: number }) => p.id)).toEqual([accountId]);
    expect(options.workspaces.find((w: { id: number }) => w.id === b.id)?.capacity_id).toBe(created.id);
  });

  it('reads the state from Azure, pauses, resumes and scales, following each operation', async () => {
    const created = (await create(form({ name: 'livecap' }))).data();
    arm.set('livecap', 'Succeeded', 'A1');
    const action = (body: unknown) => calls.act(world.tokens.admin, created.id, body);

    const refreshed = await calls.refresh(world.tokens.admin, created.id);
    expect(refreshed.data()).toMatchObject({ state: 'Succeeded', phase: 'running', current_size: 'A1' });

    const paused = await action({ action: 'pause' });
    expect(paused.statusCode).toBe(200);
    expect(paused.data()).toMatchObject({ state: 'Suspending', phase: 'transitioning' });
    expect(arm.count('suspend', 'livecap')).toBe(1);
    const polls = await listJobs(ctx.db, 'capacities.poll');
    expect(polls.map((j) => j.key)).toContain(String(created.id));

    // Still pausing in Azure: a second pause is refused, not sent.
    const again = await action({ action: 'pause' });
    expect(again.statusCode).toBe(409);
    expect(again.error().code).toBe('capacity_busy');
    expect(again.error().message).toContain('Suspending');
    expect(arm.count('suspend', 'livecap')).toBe(1);

    arm.settle();
    const resumed = await action({ action: 'resume' });
    expect(resumed.data()).toMatchObject({ state: 'Resuming' });
    expect(arm.count('resume', 'livecap')).toBe(1);

    arm.settle();
    const scaled = await action({ action: 'scale', size: 'A2' });
    expect(scaled.statusCode).toBe(200);
    expect(scaled.data()).toMatchObject({ state: 'Scaling', size: 'A2' });
    expect(arm.calls.find((c) => c.op === 'scale')).toMatchObject({ name: 'livecap', sku: 'A2' });

    const invalid = await action({ action: 'scale', size: 'Z9' });
    expect(invalid.statusCode).toBe(400);
    const unknown = await action({ action: 'explode' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses to resume a capacity kept stopped', async () => {
    const created = (await create(form({ name: 'stopped', force_stop: true }))).data();
    arm.set('stopped', 'Paused');
    const res = await calls.act(world.tokens.admin, created.id, { action: 'resume' });
    expect(res.statusCode).toBe(409);
    expect(res.error().code).toBe('capacity_force_stopped');
    expect(arm.count('resume', 'stopped')).toBe(0);
  });

  it('maps an Azure failure to a catalogued error', async () => {
    const created = (await create(form({ name: 'denied' }))).data();
    arm.set('denied', 'Succeeded');
    const { AppError } = await import('../src/platform/errors');
    arm.failNext = new AppError('provider_authorization_failed');
    const res = await calls.refresh(world.tokens.admin, created.id);
    expect(res.statusCode).toBe(502);
    expect(res.error().code).toBe('provider_authorization_failed');
  });

  it('deletes a capacity softly and frees its workspaces', async () => {
    const created = (await create(form({ name: 'gone' }))).data();
    const w = await createWorkspace(ctx.db, world.company.id, accountId, 'Gamma');
    await ctx.db.update(workspaces).set({ capacityId: created.id }).where(eq(workspaces.id, w.id));
    const res = await calls.remove(world.tokens.admin, created.id);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(capacities)
      .where(and(eq(capacities.id, created.id), eq(capacities.companyId, world.company.id)));
    expect(row!.deletedAt).not.toBeNull();
    const [space] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, w.id));
    expect(space!.capacityId).toBeNull();
    const gone = await calls.get(world.tokens.admin, created.id);
    expect(gone.statusCode).toBe(404);
  });
});
