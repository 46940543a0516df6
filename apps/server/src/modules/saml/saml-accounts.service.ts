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
} from '../auth';
import {
  consumeAuthToken,
  issueAuthToken,
  findMembership,
  findMembershipOfUser,
  findUserByEmail,
  findUserById,
  membershipRefusal,
} from '../identity';
import { provisionMember } from '../users';
import { syncMappedGroups } from '../groups';
import {
  findLinkedUserId,
  isAzureDefaultUnit,
  linkIdentity,
  listUnitsSharingProvider,
  type SamlConfigRow,
} from './saml.repository';
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

type UnitMembership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** The account an assertion names: linked by the provider's stable id, else by e-mail. */
async function findAccount(db: Db, config: SamlConfigRow, person: SamlPerson) {
  const linkedId = person.subject
    ? await findLinkedUserId(db, trustedUnitId(config.companyId), person.subject)
    : undefined;
  return (
    (linkedId !== undefined ? await findUserById(db, linkedId) : undefined) ??
    (person.email ? await findUserByEmail(db, person.email) : undefined)
  );
}

/**
 * Where a sign-in through an application shared by several units lands (the platform's address,
 * where no host names the unit): the units of the application's partner that trust the same
 * identity provider share it. A person who belongs to several of them lands in the partner's
 * default unit in Azure; one who does not belong to the application's own unit, in the first of
 * the others that lets them in. Undefined: the application's own unit, as without sharing.
 */
async function sharedLanding(db: Db, config: SamlConfigRow, userId: number) {
  const sharing = await listUnitsSharingProvider(db, config);
  if (sharing.length === 0) return undefined;
  const units = [
    { companyId: config.companyId, azureDefault: await isAzureDefaultUnit(db, config.companyId) },
    ...sharing,
  ];
  const open: { companyId: number; azureDefault: boolean; membership: UnitMembership }[] = [];
  for (const unit of units) {
    const membership = await findMembership(db, userId, unit.companyId);
    if (membership && membershipRefusal(membership) === null) open.push({ ...unit, membership });
  }
  const chosen =
    open.find((unit) => unit.azureDefault) ??
    open.find((unit) => unit.companyId === config.companyId) ??
    open[0];
  return chosen && chosen.companyId !== config.companyId ? chosen.membership : undefined;
}

/**
 * The account and the membership an assertion leads to: linked by the provider's stable id,
 * else by e-mail (never by name). With just-in-time creation on, a person the unit does not
 * know yet gets an account and a membership, within the unit's seats.
 */
async function accountAndMembership(db: Db, config: SamlConfigRow, person: SamlPerson) {
  const unitId = trustedUnitId(config.companyId);
  let user = await findAccount(db, config, person);
  let membership = user ? await findMembership(db, user.id, unitId) : undefined;
  if (user && membership) return { user, membership };
  if (!user && (!config.jit || !person.email)) throw new AppError('incorrect_credentials');
  if (!config.jit) throw new AppError('not_found_companies');
  const email = person.email;
  try {
    await db.transaction(async (tx: Tx) => {
      const member = await provisionMember(tx, {
        unit: unitId,
        email: user?.email ?? email!,
        ...(user ? { accountId: user.id } : {}),
        account: { name: (person.name ?? email!.split('@')[0]!).slice(0, 200), authType: 'saml' },
        profile: 'user',
        existingAccount: 'join',
        audit: { event: 'saml.user_provisioned', details: { saml_config_id: config.id } },
      });
      if (person.subject) await linkIdentity(tx, unitId, person.subject, member.accountId);
    });
  } catch (error) {
    // A membership removed from the unit is not brought back by a sign-in; the seats are full.
    if (isUniqueViolation(error)) throw new AppError('not_found_companies');
    if (error instanceof AppError && (error.code === 'user_limit_reached' || error.code === 'email_exists'))
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
  { onPlatform = false }: { onPlatform?: boolean } = {},
): Promise<{ handover?: string; twoFactorToken?: string; companyId: number }> {
  const account = onPlatform ? await findAccount(db, config, person) : undefined;
  const shared = account ? await sharedLanding(db, config, account.id) : undefined;
  const { user, membership } =
    account && shared
      ? { user: account, membership: shared }
      : await accountAndMembership(db, config, person);
  const unitId = trustedUnitId(membership.companyId!);
  onUser(user.id);
  assertUserMayEnter(user);
  assertMembershipMayEnter(membership);
  const unitConfig = await companyPolicy(db, unitId, client.ip);
  if (person.subject) await linkIdentity(db, config.companyId, person.subject, user.id);
  // The claims map to groups of the application's own unit only.
  if (config.groupAttribute && config.groupMappings.length > 0 && unitId === config.companyId) {
    // The groups the mappings name follow the assertion: the person is in each one a claim of theirs
    // maps to, and leaves those no claim maps to any more. Groups no mapping names stay as they are.
    const claimed = config.groupMappings
      .filter((m) => person.groups.includes(m.claim))
      .map((m) => m.group_id);
    await db.transaction((tx) =>
      syncMappedGroups(tx, unitId, membership.id, {
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
    return { twoFactorToken, companyId: unitId };
  }
  const handover = await issueAuthToken(db, {
    userId: user.id,
    kind: 'sso_handover',
    ttlMs: SSO_HANDOVER_TTL_MS,
    payload,
  });
  return { handover, companyId: unitId };
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
