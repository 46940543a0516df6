import type { TLoginResponse } from '@mirante/contracts';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ClientInfo } from '../../platform/request';
import { trustedUnitId } from '../../platform/scope';
import {
  assertMembershipMayEnter,
  assertUserMayEnter,
  companyPolicy,
  isTwoFactorRequired,
  openSession,
  STEP_TOKEN_TTL_MS,
} from '../auth/auth.service';
import { consumeAuthToken, issueAuthToken } from '../auth/tokens.service';
import {
  assertSeatAvailable,
  findMembership,
  findMembershipOfUser,
  findUserByEmail,
  findUserById,
  insertAccount,
  insertMembership,
} from '../users/users.service';
import { syncMappedGroups } from '../groups/group-members.service';
import { findLinkedUserId, linkIdentity, type SamlConfigRow } from './saml.repository';
import { isUniqueViolation } from '../../platform/sql';

/** How long the code handing a finished sign-in to the web app lives. */
export const SSO_HANDOVER_TTL_MS = 60_000;

/** The person an assertion names. */
export interface SamlPerson {
  email?: string;
  /** The provider's stable id of the person (Entra's object id). */
  subject?: string;
  name?: string;
  groups: string[];
}

/**
 * The account and the membership an assertion leads to: linked by the provider's stable id,
 * else by e-mail (never by name). With just-in-time creation on, a person the unit does not
 * know yet gets an account and a membership, within the unit's seats.
 */
async function accountAndMembership(db: Db, config: SamlConfigRow, person: SamlPerson) {
  const unitId = trustedUnitId(config.companyId);
  const linkedId = person.subject ? await findLinkedUserId(db, unitId, person.subject) : undefined;
  let user =
    (linkedId !== undefined ? await findUserById(db, linkedId) : undefined) ??
    (person.email ? await findUserByEmail(db, person.email) : undefined);
  let membership = user ? await findMembership(db, user.id, unitId) : undefined;
  if (user && membership) return { user, membership };
  if (!user && (!config.jit || !person.email)) throw new AppError('incorrect_credentials');
  if (!config.jit) throw new AppError('not_found_companies');
  const email = person.email;
  try {
    await db.transaction(async (tx: Tx) => {
      await assertSeatAvailable(tx, unitId);
      const userId =
        user?.id ??
        (await insertAccount(tx, {
          name: (person.name ?? email!.split('@')[0]!).slice(0, 200),
          email: email!,
          authType: 'saml',
        }));
      await insertMembership(tx, { userId, profile: 'user', companyId: unitId, isDefault: !user });
      if (person.subject) await linkIdentity(tx, unitId, person.subject, userId);
    });
  } catch (error) {
    // A membership removed from the unit is not brought back by a sign-in; the seats are full.
    if (isUniqueViolation(error)) throw new AppError('not_found_companies');
    if (error instanceof AppError && error.code === 'user_limit_reached')
      throw new AppError('not_found_companies');
    throw error;
  }
  user = person.subject
    ? await findUserById(db, (await findLinkedUserId(db, unitId, person.subject))!)
    : await findUserByEmail(db, email!);
  membership = user ? await findMembership(db, user.id, unitId) : undefined;
  if (!user || !membership) throw new AppError('not_found_companies');
  return { user, membership };
}

/**
 * Admits the person an assertion names into the unit, or throws the refusal: the account must
 * be in use, the membership in good standing, the unit's rules (status, trial, IP list, hours)
 * met. Answers a handover code, or the second-factor step's token when the unit or the person
 * requires one.
 */
export async function admitSamlUser(
  db: Db,
  config: SamlConfigRow,
  person: SamlPerson,
  client: Pick<ClientInfo, 'ip'>,
  onUser: (userId: number) => void,
): Promise<{ handover?: string; twoFactorToken?: string }> {
  const { user, membership } = await accountAndMembership(db, config, person);
  onUser(user.id);
  assertUserMayEnter(user);
  assertMembershipMayEnter(membership);
  const unitConfig = await companyPolicy(db, trustedUnitId(config.companyId), client.ip);
  if (person.subject) await linkIdentity(db, config.companyId, person.subject, user.id);
  if (config.groupAttribute && config.groupMappings.length > 0) {
    // The groups the mappings name follow the assertion: the person is in each one a claim of theirs
    // maps to, and leaves those no claim maps to any more. Groups no mapping names stay as they are.
    const claimed = config.groupMappings
      .filter((m) => person.groups.includes(m.claim))
      .map((m) => m.group_id);
    await db.transaction((tx) =>
      syncMappedGroups(tx, trustedUnitId(config.companyId), membership.id, {
        managed: config.groupMappings.map((m) => m.group_id),
        claimed,
      }),
    );
  }
  const payload = { membershipId: membership.id };
  if (isTwoFactorRequired(user, unitConfig)) {
    const twoFactorToken = await issueAuthToken(db, {
      userId: user.id,
      kind: 'two_factor',
      ttlMs: STEP_TOKEN_TTL_MS,
      payload,
    });
    return { twoFactorToken };
  }
  const handover = await issueAuthToken(db, {
    userId: user.id,
    kind: 'sso_handover',
    ttlMs: SSO_HANDOVER_TTL_MS,
    payload,
  });
  return { handover };
}

/**
 * Opens the session a handover code stands for, checking again that the person and the unit
 * still let them in (the code lives a minute, but an admin may have acted in it).
 */
export async function openSessionFromHandover(
  db: Db,
  code: string,
  client: Pick<ClientInfo, 'ip' | 'userAgent'>,
): Promise<TLoginResponse> {
  const token = await consumeAuthToken(db, code, 'sso_handover');
  const membershipId = Number((token.payload as { membershipId?: unknown }).membershipId);
  const user = await findUserById(db, token.userId);
  const membership = Number.isInteger(membershipId)
    ? await findMembershipOfUser(db, token.userId, membershipId)
    : undefined;
  if (!user || !membership?.companyId) throw new AppError('invalid_token');
  assertUserMayEnter(user);
  const config = await companyPolicy(db, trustedUnitId(membership.companyId), client.ip);
  const { sessionId: _sessionId, ...answer } = await openSession({ db, user, membership, config, client });
  return answer;
}
