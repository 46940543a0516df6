import {
  DEFAULT_COMPANY_CONFIG,
  PASSWORD_RULE_MESSAGES,
  passwordRuleFailures,
  type TAccountProfile,
  type TAccountProfileUpdate,
  type TPasswordChangeRequest,
} from '@mirante/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import type { ClientInfo } from '../auth/auth.service';
import { getCompanyConfig } from '../config/config.service';
import { avatarUrl, removeAvatar, storeAvatar } from './avatar-files';
import { phoneTaken, setUserAvatar } from './users-admin.repository';
import { findUserById, updatePassword } from './users.repository';

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

/** Changes to one's own account are made in one's own session, never by someone acting as them. */
function assertOwnSession(scope: Scope): void {
  if (scope.impersonatorUserId !== null) throw new AppError('no_functionality_access');
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
  assertOwnSession(scope);
  const phone = input.phone ?? null;
  if (phone && (await phoneTaken(db, phone, scope.userId))) {
    throw new AppError('phone_exists', { errors: { phone: ['phone_exists'] } });
  }
  await db
    .update(users)
    .set({ name: input.name, phone, language: input.language, updatedAt: sql`now()` })
    .where(eq(users.id, scope.userId));
  await recordAudit(db, { ...auditOf(scope, client), event: 'account_update', outcome: 'success' });
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
  assertOwnSession(scope);
  const user = await loadSelf(db, scope);
  if (user.authType !== 'password') throw new AppError('password_change_not_allowed');
  if (!(await verifyPassword(user.passwordHash, input.current))) {
    await recordAudit(db, { ...auditOf(scope, client), event: 'password_change', outcome: 'wrong_password' });
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
  if (await verifyPassword(user.passwordHash, input.new)) {
    throw new AppError('validation_failed', { errors: { new: ['password_same_as_current'] } });
  }
  const passwordHash = await hashPassword(input.new);
  await db.transaction(async (tx) => {
    await updatePassword(tx, user.id, passwordHash);
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, scope.sessionId), isNull(sessions.revokedAt)));
  });
  await recordAudit(db, { ...auditOf(scope, client), event: 'password_change', outcome: 'success' });
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
  assertOwnSession(scope);
  const url = await replaceAvatar({ db, storageDir, userId: scope.userId, body });
  await recordAudit(db, {
    ...auditOf(scope, client),
    event: body === null ? 'avatar_remove' : 'avatar_upload',
    outcome: 'success',
  });
  return url;
}
