import {
  DEFAULT_COMPANY_CONFIG,
  PASSWORD_RULE_MESSAGES,
  passwordRuleFailures,
  type TAccountProfile,
  type TAccountProfileUpdate,
  type TPasswordChangeRequest,
} from '@mirante/contracts';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { readPasswordHash } from '../../platform/secrets';
import type { Scope } from '../../platform/scope';
import { recordAudit, recordEvent } from '../../platform/audit';
import type { ClientInfo } from '../../platform/request';
import { revokeOtherSessions } from '../auth';
import { getCompanyConfig, findUserById, isClientContact } from '../identity';
import { mayEditAccount } from './users-account-reach.service';
import { avatarUrl, removeAvatar, storeAvatar } from './users-avatar-files.service';
import { findUnitUser, phoneTaken, setUserAvatar } from './users-admin.repository';
import type { AdminContext } from './users-admin.service';
import { updateAccountColumns, updatePassword } from './users.repository';

type Client = Pick<ClientInfo, 'ip' | 'userAgent'>;

function auditOf(scope: Scope, client: Client) {
  return {
    userId: scope.userId,
    actorUserId: scope.impersonatorUserId ?? scope.userId,
    companyId: scope.companyId,
    partnerId: scope.partnerId,
    ip: client.ip,
    userAgent: client.userAgent,
  };
}

async function loadSelf(db: Db, scope: Scope) {
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('session_expired');
  return user;
}

/** The caller's own profile. */
export async function getAccount({ db, scope }: { db: Db; scope: Scope }): Promise<TAccountProfile> {
  const user = await loadSelf(db, scope);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    language: user.language as TAccountProfile['language'],
    avatar_url: avatarUrl(user.avatar),
    perfil_usuario: scope.profile,
    can_change_password: user.authType === 'password' && scope.impersonatorUserId === null,
    client_contact: await isClientContact(db, scope),
  };
}

/** Edits the caller's name, phone and language (the phone stays unique among accounts). */
export async function updateAccount({
  db,
  scope,
  input,
  client,
}: {
  db: Db;
  scope: Scope;
  input: TAccountProfileUpdate;
  client: Client;
}): Promise<TAccountProfile> {
  const phone = input.phone ?? null;
  if (phone && (await phoneTaken(db, phone, scope.userId))) {
    throw new AppError('phone_exists', { errors: { phone: ['phone_exists'] } });
  }
  await db.transaction(async (tx) => {
    await updateAccountColumns(tx, scope.userId, { name: input.name, phone, language: input.language });
    await recordAudit(tx, { ...auditOf(scope, client), event: 'account_update', outcome: 'success' });
  });
  return getAccount({ db, scope });
}

/**
 * Changes the caller's own password: the current one must be right, the new one must follow the
 * unit's rules. Every other session of the user ends; this one stays.
 */
export async function changeOwnPassword({
  db,
  scope,
  input,
  client,
}: {
  db: Db;
  scope: Scope;
  input: TPasswordChangeRequest;
  client: Client;
}): Promise<void> {
  const user = await loadSelf(db, scope);
  if (user.authType !== 'password') throw new AppError('password_change_not_allowed');
  const currentHash = await readPasswordHash(db, user.id);
  if (!(await verifyPassword(currentHash, input.current))) {
    await recordEvent(db, { ...auditOf(scope, client), event: 'password_change', outcome: 'wrong_password' });
    throw new AppError('validation_failed', { errors: { current: ['password_current_wrong'] } });
  }
  if (input.new !== input.confirm) {
    throw new AppError('validation_failed', { errors: { confirm: ['password_mismatch'] } });
  }
  const rules = scope.companyId ? await getCompanyConfig(db, scope.companyId) : DEFAULT_COMPANY_CONFIG;
  const failures = passwordRuleFailures(rules, input.new);
  if (failures.length > 0) {
    throw new AppError('validation_failed', {
      errors: { new: failures.map((failure) => PASSWORD_RULE_MESSAGES[failure]) },
      params: { count: rules.min_character },
    });
  }
  if (await verifyPassword(currentHash, input.new)) {
    throw new AppError('validation_failed', { errors: { new: ['password_same_as_current'] } });
  }
  const passwordHash = await hashPassword(input.new);
  await db.transaction(async (tx) => {
    await updatePassword(tx, user.id, passwordHash);
    await revokeOtherSessions(tx, user.id, scope.sessionId);
    await recordAudit(tx, { ...auditOf(scope, client), event: 'password_change', outcome: 'success' });
  });
}

/** Stores a new picture for a user (replacing and deleting the old file), or removes it. */
export async function replaceAvatar({
  db,
  storageDir,
  userId,
  body,
}: {
  db: Db;
  storageDir: string;
  userId: number;
  /** The raw upload; null removes the picture. */
  body: unknown;
}): Promise<string | null> {
  const name = body === null ? null : await storeAvatar(storageDir, body);
  let previous: string | null;
  try {
    previous = await setUserAvatar(db, userId, name);
  } catch (error) {
    await removeAvatar(storageDir, name);
    throw error;
  }
  if (previous !== name) await removeAvatar(storageDir, previous);
  return avatarUrl(name);
}

/** The caller's own picture (upload or removal), audited. */
export async function replaceOwnAvatar({
  db,
  storageDir,
  scope,
  body,
  client,
}: {
  db: Db;
  storageDir: string;
  scope: Scope;
  body: unknown;
  client: Client;
}): Promise<string | null> {
  return db.transaction(async (tx) => {
    // The record first: the previous picture's file is removed once the new one is stored.
    await recordAudit(tx, {
      ...auditOf(scope, client),
      event: body === null ? 'avatar_remove' : 'avatar_upload',
      outcome: 'success',
    });
    return replaceAvatar({ db: tx, storageDir, userId: scope.userId, body });
  });
}

/**
 * A user's picture set by the unit's admin or partner (upload or removal), audited in the same
 * transaction. The picture is the person's own, in every unit: see editableAccounts.
 */
export async function replaceUserAvatar({
  ctx,
  storageDir,
  userId,
  body,
}: {
  ctx: AdminContext;
  storageDir: string;
  userId: number;
  /** The raw upload; null removes the picture. */
  body: unknown;
}): Promise<string | null> {
  const user = await findUnitUser(ctx.db, ctx.companyId, userId);
  if (!user) throw notFound();
  if (!(await mayEditAccount(ctx.db, ctx.scope, user.id!, ctx.companyId))) {
    throw new AppError('account_fields_read_only', { errors: { avatar: ['account_field_read_only'] } });
  }
  return ctx.db.transaction(async (tx: Tx) => {
    // The record first: the previous picture's file is removed once the new one is stored.
    await recordAudit(tx, {
      event: body === null ? 'avatar_remove' : 'avatar_upload',
      outcome: 'success',
      userId: user.id,
      actorUserId: ctx.scope.impersonatorUserId ?? ctx.scope.userId,
      companyId: ctx.companyId,
      ip: ctx.client.ip,
      userAgent: ctx.client.userAgent,
      details: { by: ctx.scope.userId },
    });
    return replaceAvatar({ db: tx, storageDir, userId: user.id!, body });
  });
}
