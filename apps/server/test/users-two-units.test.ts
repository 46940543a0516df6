import { unitUserRoutes, userImportRoutes } from '@mirante/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli';
import { memberships, sessions, users } from '../src/db/schema';
import { callRoute, createUser } from './helpers';
import { makeScimToken, PATCH_OP, scim } from './scim-fixtures';
import { addMembership } from './switching-fixtures';
import { upload, waitFinished } from './user-import-fixtures';
import {
  bodyOf,
  callAs,
  ctx,
  hostOf,
  login,
  me,
  other,
  useSharedUsersWorld,
  world,
} from './users-shared-fixtures';

useSharedUsersWorld();

/*
 * A person who is a user of the world's unit and the admin of another unit. Whatever the world's
 * unit does to them (deactivate, block, remove, its directory's deprovisioning, an import) ends
 * their standing and sessions there only: they keep signing in to, and administering, the other
 * unit, with the same account and password.
 */

async function personAdminElsewhere() {
  const person = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
  await addMembership(ctx.db, person.id, other.id, 'admin');
  const here = (await login(person.email, hostOf(world.company))).data().token;
  const there = (await login(person.email, hostOf(other))).data().token;
  expect((await me(here)).statusCode).toBe(200);
  expect((await me(there)).statusCode).toBe(200);
  return { person, here, there };
}

/** The person is out of the world's unit, and in the other unit as its admin, account untouched. */
async function expectOutHereOnly(
  p: Awaited<ReturnType<typeof personAdminElsewhere>>,
  refusal: string,
): Promise<void> {
  expect((await me(p.here)).statusCode).toBe(401);
  expect((await login(p.person.email, hostOf(world.company))).error().code).toBe(refusal);
  // Their session as the other unit's admin goes on, and administers it.
  expect((await me(p.there)).statusCode).toBe(200);
  expect((await callAs(p.there, unitUserRoutes.list, { query: { per_page: 5 } })).statusCode).toBe(200);
  const open = await ctx.db
    .select({ companyId: sessions.companyId, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, p.person.id));
  expect(open.filter((s) => s.companyId === other.id).every((s) => s.revokedAt === null)).toBe(true);
  expect(open.filter((s) => s.companyId === world.company.id).every((s) => s.revokedAt !== null)).toBe(true);
  // The account is the person's: still in use, the same password.
  const [account] = await ctx.db.select().from(users).where(eq(users.id, p.person.id));
  expect(account?.deactivatedAt).toBeNull();
  const again = await login(p.person.email, hostOf(other));
  expect(again.statusCode).toBe(200);
  expect(again.data().user).toMatchObject({ company_id: other.id, perfil_usuario: 'admin' });
  // On the platform's address they land in the unit that still has them.
  expect((await login(p.person.email)).data().user).toMatchObject({ company_id: other.id });
}

describe('a person who is admin of another unit', () => {
  it('deactivated by this unit’s admin keeps the other unit', async () => {
    const p = await personAdminElsewhere();
    const res = await callAs(world.tokens.admin, unitUserRoutes.deactivate, { params: { id: p.person.id } });
    expect(res.statusCode).toBe(200);
    await expectOutHereOnly(p, 'user_deactivated');
  });

  it('blocked by this unit’s admin keeps the other unit', async () => {
    const p = await personAdminElsewhere();
    const res = await callAs(world.tokens.admin, unitUserRoutes.update, {
      params: { id: p.person.id },
      body: await bodyOf(world.tokens.admin, p.person.id, { status: 'B', password: '' }),
    });
    expect(res.statusCode).toBe(200);
    await expectOutHereOnly(p, 'user_blocked');
  });

  it('removed by this unit’s admin keeps the other unit', async () => {
    const p = await personAdminElsewhere();
    expect(
      (await callAs(world.tokens.admin, unitUserRoutes.remove, { params: { id: p.person.id } })).statusCode,
    ).toBe(200);
    await expectOutHereOnly(p, 'domain_not_allowed');
  });

  it('deprovisioned by this unit’s directory (active false, then DELETE) keeps the other unit', async () => {
    const p = await personAdminElsewhere();
    const { token } = await makeScimToken(ctx, world.tokens.admin);
    const [membership] = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, p.person.id), eq(memberships.companyId, world.company.id)));
    const off = await scim(ctx.app, token, 'PATCH', `/Users/${membership!.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: false }],
    });
    expect(off.statusCode).toBe(200);
    await expectOutHereOnly(p, 'user_deactivated');
    // The directory cannot reach the other unit's membership: its id is not one of this unit's.
    const [elsewhere] = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, p.person.id), eq(memberships.companyId, other.id)));
    expect((await scim(ctx.app, token, 'DELETE', `/Users/${elsewhere!.id}`)).statusCode).toBe(404);
    expect((await scim(ctx.app, token, 'DELETE', `/Users/${membership!.id}`)).statusCode).toBe(204);
    await expectOutHereOnly(p, 'domain_not_allowed');
  });

  it('blocked by an import of this unit keeps the other unit, and its sessions here end', async () => {
    const p = await personAdminElsewhere();
    const created = await upload(world.tokens.admin, `email,status\n${p.person.email},blocked\n`);
    const id = created.data().id;
    const reviewed = await callRoute(ctx.app, userImportRoutes.review, {
      token: world.tokens.admin,
      lang: 'en-US',
      params: { id },
      body: { header_row: 0, mapping: ['email', 'status'], mode: 'add_update' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    await callRoute(ctx.app, userImportRoutes.start, { token: world.tokens.admin, params: { id } });
    expect((await waitFinished(world.tokens.admin, id)).success_rows).toBe(1);
    await expectOutHereOnly(p, 'user_blocked');
  });

  it('taken out of use by the operator’s command line loses every unit: the operator holds the account', async () => {
    const p = await personAdminElsewhere();
    const code = await runCli(['deactivate-user', '--email', p.person.email], {
      db: ctx.db,
      out: () => undefined,
      err: () => undefined,
    });
    expect(code).toBe(0);
    expect((await me(p.here)).statusCode).toBe(401);
    expect((await me(p.there)).statusCode).toBe(401);
    expect((await login(p.person.email, hostOf(other))).error().code).toBe('user_deactivated');
    const live = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, p.person.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
  });

  it('cannot have their password, e-mail or phone changed by this unit’s admin', async () => {
    const p = await personAdminElsewhere();
    const res = await callAs(world.tokens.admin, unitUserRoutes.update, {
      params: { id: p.person.id },
      body: await bodyOf(world.tokens.admin, p.person.id, { password: 'Taken-Over-1' }),
    });
    expect(res.error().code).toBe('account_fields_read_only');
    expect((await me(p.there)).statusCode).toBe(200);
    expect((await login(p.person.email, hostOf(other))).statusCode).toBe(200);
  });
});
