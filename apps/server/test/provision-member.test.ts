import { randomUUID } from 'node:crypto';
import { unitUserRoutes, userImportRoutes } from '@mirante/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditEvents,
  companies,
  customFields,
  customFieldValues,
  membershipGroups,
  memberships,
  userGroups,
  users,
} from '../src/db/schema';
import { admitSamlUser } from '../src/modules/saml/saml-accounts.service';
import type { SamlConfigRow } from '../src/modules/saml/saml.repository';
import { settleImports } from '../src/modules/user-import/user-import-runner.jobs';
import { type NewMember, provisionMember, provisionMembers } from '../src/modules/users';
import { AppError } from '../src/platform/errors';
import { trustedUnitId, type UnitId } from '../src/platform/scope';
import { callRoute, createCompany, createUser, signIn, TEST_PASSWORD } from './helpers';
import { entraUser, makeScimToken, scim } from './scim-fixtures';
import { upload, waitFinished } from './user-import-fixtures';
import { ctx, useSharedUsersWorld, world } from './users-shared-fixtures';

// Every way into a unit goes through the one command: the e-mails each call of it carried.
const through = vi.hoisted(() => ({ emails: [] as string[] }));
vi.mock('../src/modules/users/users-provision.service', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/users/users-provision.service')>();
  return {
    ...original,
    provisionMember: (...args: Parameters<typeof original.provisionMember>) => {
      through.emails.push(args[1].email.toLowerCase());
      return original.provisionMember(...args);
    },
    provisionMembers: ((...args: Parameters<typeof original.provisionMembers>) => {
      through.emails.push(...args[1].map((i) => i.email.toLowerCase()));
      return original.provisionMembers(...args);
    }) as typeof original.provisionMembers,
  };
});

useSharedUsersWorld();

let seq = 0;
const email = (tag: string) => {
  seq += 1;
  return `prov-${tag}-${seq}-${process.pid}@example.test`;
};

/** A unit of the world's partner with an admin of its own, and its user limit. */
async function unitWithLimit(userLimit: number | null, bonusUsers = 0) {
  const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
  await ctx.db.update(companies).set({ userLimit, bonusUsers }).where(eq(companies.id, unit.id));
  return { unit, unitId: trustedUnitId(unit.id), admin, token: await signIn(ctx.app, admin.email) };
}

function person(unit: UnitId, address: string, extra: Partial<NewMember> = {}): NewMember {
  return {
    unit,
    email: address,
    account: { name: 'Provisioned Person' },
    profile: 'user',
    existingAccount: 'refuse',
    audit: { event: 'test.member_added' },
    ...extra,
  };
}

async function accountsOf(emails: string[]) {
  return ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}

async function auditsOf(unitId: number, event: string) {
  return ctx.db
    .select({ userId: auditEvents.userId })
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, unitId), eq(auditEvents.event, event)));
}

async function caught(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('provisionMember: the seat limit on every way in', () => {
  it('refuses the form, single sign-on, SCIM and the import alike once the unit is full', async () => {
    // One seat, taken by the unit's admin.
    const { unit, token } = await unitWithLimit(1);
    const scimToken = (await makeScimToken(ctx, token)).token;
    const tried = {
      form: email('form'),
      saml: email('saml'),
      scim: email('scim'),
      import: email('import'),
    };

    const form = await callRoute(ctx.app, unitUserRoutes.create, {
      token,
      lang: 'en-US',
      body: { name: 'By Form', email: tried.form, password: TEST_PASSWORD },
    });
    expect(form.statusCode).toBe(409);
    expect(form.error().code).toBe('user_limit_reached');

    const config = {
      id: 0,
      companyId: unit.id,
      jit: true,
      groupAttribute: null,
      groupMappings: [],
    } as unknown as SamlConfigRow;
    const saml = await caught(() =>
      admitSamlUser(ctx.db, config, { email: tried.saml, groups: [] }, { ip: '127.0.0.1' }, () => {}),
    );
    // A sign-in past the last seat finds no unit to enter, as before.
    expect(saml).toBeInstanceOf(AppError);
    expect((saml as AppError).code).toBe('not_found_companies');

    const directory = await scim(ctx.app, scimToken, 'POST', '/Users', entraUser(tried.scim, randomUUID()));
    expect(directory.statusCode).toBe(403);

    const up = (await upload(token, `email,name\n${tried.import},By Import\n`)).data();
    await callRoute(ctx.app, userImportRoutes.review, {
      token,
      lang: 'en-US',
      params: { id: up.id },
      body: { header_row: 0, mode: 'add', mapping: ['email', 'name'] },
    });
    await callRoute(ctx.app, userImportRoutes.start, { token, lang: 'en-US', params: { id: up.id } });
    const done = await waitFinished(token, up.id);
    await settleImports();
    expect(done).toMatchObject({ success_rows: 0, failed_rows: 1 });
    const failed = (
      await callRoute(ctx.app, userImportRoutes.rows, {
        token,
        lang: 'en-US',
        params: { id: up.id },
        query: { status: 'failed' },
      })
    ).data();
    expect(failed.data.map((r) => r.reason)).toEqual([
      'The user limit for this business unit has been reached.',
    ]);

    // Each way asked the one command, which refused, and nothing of the four people was written.
    for (const address of Object.values(tried)) expect(through.emails).toContain(address.toLowerCase());
    expect(await accountsOf(Object.values(tried))).toEqual([]);
  });

  it('admits as many people of a batch as there are free seats, in order', async () => {
    const { unitId } = await unitWithLimit(2, 1);
    const people = [email('b1'), email('b2'), email('b3')];
    const answers = await ctx.db.transaction((tx) =>
      provisionMembers(
        tx,
        people.map((p) => person(unitId, p)),
        { whenFull: 'refuse' },
      ),
    );
    expect(answers.map((a) => ('refused' in a ? a.refused : a.outcome))).toEqual([
      'created',
      'created',
      'user_limit_reached',
    ]);
    expect(await accountsOf(people)).toHaveLength(2);
  });

  it("lets a unit's first admin in past the limit only when the caller says so", async () => {
    const { unitId } = await unitWithLimit(0);
    const refused = await caught(() =>
      ctx.db.transaction((tx) => provisionMember(tx, person(unitId, email('first')))),
    );
    expect((refused as AppError).code).toBe('user_limit_reached');
    const admitted = await ctx.db.transaction((tx) =>
      provisionMember(tx, person(unitId, email('first'), { seat: { skip: 'first-admin-of-new-unit' } })),
    );
    expect(admitted.outcome).toBe('created');
  });
});

describe('provisionMember: one account per e-mail across the platform', () => {
  it("refuses, joins or invites another unit's account as the caller says, never a second account", async () => {
    const { unitId: a } = await unitWithLimit(null);
    const { unitId: b } = await unitWithLimit(null);
    const address = email('shared');
    const first = await ctx.db.transaction((tx) => provisionMember(tx, person(a, address)));
    expect(first.outcome).toBe('created');

    // The address in another case and with spaces is the same account.
    const spelled = `  ${address.toUpperCase()} `;
    const refused = await caught(() => ctx.db.transaction((tx) => provisionMember(tx, person(b, spelled))));
    expect((refused as AppError).code).toBe('email_exists');

    const joined = await ctx.db.transaction((tx) =>
      provisionMember(tx, person(b, spelled, { existingAccount: 'join' })),
    );
    expect(joined).toMatchObject({ accountId: first.accountId, outcome: 'joined' });
    const [membership] = await ctx.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, joined.membershipId));
    expect(membership).toMatchObject({
      companyId: b,
      userId: first.accountId,
      isDefault: false,
      invitedAt: null,
    });

    // Already in the unit: the unit's own, whatever the caller asks.
    const again = await caught(() =>
      ctx.db.transaction((tx) => provisionMember(tx, person(b, address, { existingAccount: 'invite' }))),
    );
    expect((again as AppError).code).toBe('email_exists');
    expect(await accountsOf([address])).toHaveLength(1);

    const { unitId: c } = await unitWithLimit(null);
    const invited = await ctx.db.transaction((tx) =>
      provisionMember(tx, person(c, address, { existingAccount: 'invite' })),
    );
    const [invitation] = await ctx.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, invited.membershipId));
    expect(invited.outcome).toBe('invited');
    expect(invitation!.invitedAt).not.toBeNull();
    expect(invitation!.invitedName).toBe('Provisioned Person');
  });

  it('refuses one e-mail twice in a batch', async () => {
    const { unitId } = await unitWithLimit(null);
    const address = email('twice');
    const refused = await caught(() =>
      ctx.db.transaction((tx) =>
        provisionMembers(tx, [person(unitId, address), person(unitId, address.toUpperCase())]),
      ),
    );
    expect((refused as AppError).code).toBe('email_exists');
    expect(await accountsOf([address])).toEqual([]);
  });
});

describe('provisionMember: the audit trail and the transaction', () => {
  it('records one audit event per person, naming the account', async () => {
    const { unitId } = await unitWithLimit(null);
    const people = [email('a1'), email('a2'), email('a3')];
    const answers = await ctx.db.transaction((tx) =>
      provisionMembers(
        tx,
        people.map((p) => person(unitId, p, { audit: { event: 'test.batch_added', details: { n: 1 } } })),
      ),
    );
    const rows = await auditsOf(unitId, 'test.batch_added');
    expect(rows.map((r) => r.userId).sort()).toEqual(answers.map((a) => a.accountId).sort());
  });

  it('writes nothing when one person of the batch is refused', async () => {
    const { unitId, admin } = await unitWithLimit(null);
    const [group] = await ctx.db.insert(userGroups).values({ companyId: unitId, name: 'Team' }).returning();
    const [field] = await ctx.db
      .insert(customFields)
      .values({ companyId: unitId, name: 'Cost center', type: 'text' })
      .returning();
    const fresh = email('fresh');
    const refused = await caught(() =>
      ctx.db.transaction((tx) =>
        provisionMembers(tx, [
          person(unitId, fresh, {
            groupIds: [group!.id],
            customFields: { [field!.id]: 'CC-1' },
            audit: { event: 'test.rolled_back' },
          }),
          // The unit's own admin: already in the unit.
          person(unitId, admin.email, { existingAccount: 'join', audit: { event: 'test.rolled_back' } }),
        ]),
      ),
    );
    expect((refused as AppError).code).toBe('email_exists');
    expect(await accountsOf([fresh])).toEqual([]);
    expect(await auditsOf(unitId, 'test.rolled_back')).toEqual([]);
    expect(
      await ctx.db.select().from(membershipGroups).where(eq(membershipGroups.groupId, group!.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(customFieldValues).where(eq(customFieldValues.fieldId, field!.id)),
    ).toEqual([]);
  });

  it('writes the groups and values of a person admitted, and nothing past a full unit', async () => {
    const { unitId } = await unitWithLimit(2);
    const [group] = await ctx.db.insert(userGroups).values({ companyId: unitId, name: 'Team' }).returning();
    const [field] = await ctx.db
      .insert(customFields)
      .values({ companyId: unitId, name: 'Cost center', type: 'text' })
      .returning();
    const admitted = await ctx.db.transaction((tx) =>
      provisionMember(
        tx,
        person(unitId, email('in'), { groupIds: [group!.id], customFields: { [field!.id]: 'CC-2' } }),
      ),
    );
    const groups = await ctx.db
      .select()
      .from(membershipGroups)
      .where(eq(membershipGroups.groupId, group!.id));
    expect(groups.map((g) => g.membershipId)).toEqual([admitted.membershipId]);
    const values = await ctx.db
      .select()
      .from(customFieldValues)
      .where(eq(customFieldValues.fieldId, field!.id));
    expect(values.map((v) => [v.userId, v.value])).toEqual([[admitted.accountId, 'CC-2']]);

    // Full now: a batch of two is refused whole.
    const past = [email('p1'), email('p2')];
    const refused = await caught(() =>
      ctx.db.transaction((tx) =>
        provisionMembers(
          tx,
          past.map((p) => person(unitId, p, { audit: { event: 'test.past_limit' } })),
        ),
      ),
    );
    expect((refused as AppError).code).toBe('user_limit_reached');
    expect(await accountsOf(past)).toEqual([]);
    expect(await auditsOf(unitId, 'test.past_limit')).toEqual([]);
  });
});
