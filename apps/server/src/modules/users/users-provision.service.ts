import { type AuditInput, recordAudits } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { type CustomFieldValue, saveCustomFieldValuesOfPeople } from '../custom-fields';
import { addMembershipsToGroups } from '../groups';
import {
  insertAccounts,
  insertUnitMemberships,
  type KnownAccount,
  knownAccounts,
  type NewAccount,
  restoreUnitMemberships,
  lockFreeSeats,
} from './users.repository';

/*
 * The one way a person joins a business unit: the admin's form, single sign-on's just-in-time
 * accounts, a directory (SCIM), a unit's set-up and the import all come through here, so the
 * unit's seat limit, the e-mail rule and the audit trail are applied once.
 */

/** What became of a person: a new account, an account of another unit joining, invited, or put back. */
export type MemberOutcome = 'created' | 'joined' | 'invited' | 'restored';

export interface NewMember {
  unit: UnitId;
  /** The e-mail address: one account across the platform. */
  email: string;
  /** The columns of a new account (an existing account keeps its own), with its password hash if any. */
  account: Omit<NewAccount, 'email'>;
  /** An account the caller already knows the person by (single sign-on's link); else found by e-mail. */
  accountId?: number;
  profile: 'admin' | 'user';
  /** Status in the unit (A, B, I, T); the unit's default when left out. */
  status?: string;
  /** Joins out of use in the unit (a directory's inactive person): holds no seat. */
  deactivated?: boolean;
  /** The unit's live groups the person joins (others are left out). */
  groupIds?: readonly number[];
  /** Validated custom field values. */
  customFields?: Record<string, CustomFieldValue | null>;
  /**
   * When the e-mail already has an account (in any unit): refuse it (`email_exists`), let it join
   * the unit at once, or invite it (it enters once the person accepts).
   */
  existingAccount: 'refuse' | 'join' | 'invite';
  /** A person removed from the unit earlier: refused (`email_exists`), or put back (a directory). */
  removedMember?: 'refuse' | 'restore';
  /**
   * The unit's seat limit holds unless the caller says why it does not apply: the first admin
   * comes with the unit being created, or the person joins deactivated and holds no seat.
   */
  seat?: { skip: 'first-admin-of-new-unit' | 'joins-deactivated' };
  /** The one audit event recorded for the person (its userId is the account's). */
  audit: {
    /** The action, or one action per outcome when they differ. */
    event: string | Partial<Record<MemberOutcome, string>>;
    details?: Record<string, unknown> | ((outcome: MemberOutcome) => Record<string, unknown>);
  } & Pick<AuditInput, 'actorUserId' | 'ip' | 'userAgent'>;
}

export interface ProvisionedMember {
  accountId: number;
  membershipId: number;
  outcome: MemberOutcome;
}

/** A person the batch left out because the unit had no seat left for them. */
export interface SeatRefusal {
  refused: 'user_limit_reached';
}

/**
 * Adds a person to a unit inside the caller's transaction: the seat limit, the e-mail rule, the
 * account (new or existing), the membership, its groups, custom field values and one audit event.
 * Throws `user_limit_reached` or `email_exists`; the caller's transaction then writes nothing.
 */
export async function provisionMember(tx: Tx, input: NewMember): Promise<ProvisionedMember> {
  const [result] = await provisionMembers(tx, [input]);
  return result as ProvisionedMember;
}

/**
 * The batch form (the import): the same rules with set-based writes, one audit event per person.
 * All people join one unit. With `whenFull: 'refuse'` the people past the unit's last free seat
 * (in the order given) are answered a refusal instead of failing the whole batch.
 */
export async function provisionMembers(
  tx: Tx,
  inputs: NewMember[],
  options?: { whenFull?: 'throw' },
): Promise<ProvisionedMember[]>;
export async function provisionMembers(
  tx: Tx,
  inputs: NewMember[],
  options: { whenFull: 'refuse' },
): Promise<(ProvisionedMember | SeatRefusal)[]>;
export async function provisionMembers(
  tx: Tx,
  inputs: NewMember[],
  { whenFull = 'throw' }: { whenFull?: 'throw' | 'refuse' } = {},
): Promise<(ProvisionedMember | SeatRefusal)[]> {
  if (inputs.length === 0) return [];
  const unit = inputs[0]!.unit;
  if (inputs.some((i) => i.unit !== unit)) throw new Error('provisionMembers: one unit per batch');

  // The e-mail rule: an address is one account across the platform; a person already in the unit
  // (or invited to it, or removed from it) is the unit's own.
  const known = await knownAccounts(tx, unit, {
    emails: inputs.filter((i) => i.accountId === undefined).map((i) => i.email),
    ids: inputs.flatMap((i) => (i.accountId === undefined ? [] : [i.accountId])),
  });
  const byEmail = new Map(known.map((a) => [a.email.trim().toLowerCase(), a]));
  const byId = new Map(known.map((a) => [a.id, a]));
  const seen = new Set<string>();
  const plans = inputs.map((input) => {
    const key = input.email.trim().toLowerCase();
    if (seen.has(key)) throw emailExists();
    seen.add(key);
    const account: KnownAccount | undefined =
      input.accountId !== undefined ? byId.get(input.accountId) : byEmail.get(key);
    if (input.accountId !== undefined && !account) throw new AppError('not_found');
    if (account?.membershipId) {
      if (!(account.membershipRemoved && input.removedMember === 'restore')) throw emailExists();
      return { input, account, outcome: 'restored' as const };
    }
    if (account && input.existingAccount === 'refuse') throw emailExists();
    const outcome: MemberOutcome = !account
      ? 'created'
      : input.existingAccount === 'invite'
        ? 'invited'
        : 'joined';
    return { input, account, outcome };
  });

  // The seat limit: the unit's row is held until the transaction ends, so the seats counted stay free.
  const seated = plans.filter((p) => !p.input.seat);
  let free = seated.length > 0 ? ((await lockFreeSeats(tx, unit)) ?? Number.POSITIVE_INFINITY) : 0;
  if (whenFull === 'throw' && seated.length > free) throw new AppError('user_limit_reached');
  const admitted = new Set<(typeof plans)[number]>();
  for (const plan of plans) {
    if (plan.input.seat) admitted.add(plan);
    else if (free > 0) {
      admitted.add(plan);
      free -= 1;
    }
  }
  const going = plans.filter((p) => admitted.has(p));

  const fresh = going.filter((p) => p.outcome === 'created');
  const created = await insertAccounts(
    tx,
    fresh.map(({ input }) => ({ ...input.account, email: input.email.trim() })),
  );
  const accountOf = (p: (typeof going)[number]) =>
    p.account?.id ?? created.get(p.input.email.trim().toLowerCase())!;

  const joining = going.filter((p) => p.outcome !== 'restored');
  const now = new Date();
  const membershipIds = await insertUnitMemberships(
    tx,
    unit,
    joining.map((p) => ({
      userId: accountOf(p),
      profile: p.input.profile,
      isDefault: p.outcome === 'created',
      ...(p.input.status ? { status: p.input.status } : {}),
      ...(p.input.deactivated ? { deactivatedAt: now } : {}),
      ...(p.outcome === 'invited' ? { invitedAt: now, invitedName: p.input.account.name } : {}),
    })),
  );
  const restored = going.filter((p) => p.outcome === 'restored');
  await restoreUnitMemberships(
    tx,
    unit,
    restored.map((p) => ({ id: p.account!.membershipId!, deactivated: Boolean(p.input.deactivated) })),
  );
  const membershipOf = (p: (typeof going)[number]) =>
    p.outcome === 'restored' ? p.account!.membershipId! : membershipIds.get(accountOf(p))!;

  await addMembershipsToGroups(
    tx,
    unit,
    going.flatMap((p) =>
      [...new Set(p.input.groupIds ?? [])].map((groupId) => ({ membershipId: membershipOf(p), groupId })),
    ),
  );
  await saveCustomFieldValuesOfPeople(
    tx,
    unit,
    going.flatMap((p) =>
      p.input.customFields ? [{ userId: accountOf(p), values: p.input.customFields }] : [],
    ),
  );
  await recordAudits(
    tx,
    going.map((p) => {
      const { event, details, ...by } = p.input.audit;
      const name = typeof event === 'string' ? event : event[p.outcome];
      if (!name) throw new Error(`provisionMembers: no audit event named for ${p.outcome}`);
      return {
        ...by,
        event: name,
        outcome: 'success',
        userId: accountOf(p),
        companyId: unit,
        details: typeof details === 'function' ? details(p.outcome) : (details ?? {}),
      };
    }),
  );

  return plans.map((p) =>
    admitted.has(p)
      ? { accountId: accountOf(p), membershipId: membershipOf(p), outcome: p.outcome }
      : { refused: 'user_limit_reached' as const },
  );
}

function emailExists(): AppError {
  return new AppError('email_exists', { errors: { email: ['email_exists'] } });
}
