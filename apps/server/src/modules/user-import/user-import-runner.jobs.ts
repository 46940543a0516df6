import { DEFAULT_LANGUAGE, type ErrorCode, ERROR_STATUS, ZProfile } from '@mirante/contracts';
import { z } from 'zod';
import { saveCustomFieldValues } from '../custom-fields';
import { recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { enqueue, type JobKind } from '../../platform/jobs';
import { revokeUserSessionsInUnit } from '../auth';
import { getCompanyConfig } from '../identity';
import { listFieldsForCompany } from '../custom-fields';
import { sendWelcomeMail } from '../users';
import { editableAccounts } from '../users';
import { sendInvitation } from '../users';
import type { AdminContext } from '../users';
import { findMembershipTerms, provisionMembers, updateAccountColumns, updateMembership } from '../users';
import { setGroupsOfMembership } from '../groups';
import {
  accountsByEmail,
  accountsByPhone,
  addProgress,
  claimImport,
  findImport,
  groupsByName,
  type ImportRow,
  type ImportRowResult,
  pendingRows,
  type RowOutcome,
  setRowOutcomes,
  updateImport,
} from './user-import.repository';
import { checkRow, type ImportedPerson, type RowRules } from './user-import-rules.service';
import { loadImport } from './user-import.service';

/** Rows written per transaction. */
export const IMPORT_BATCH_SIZE = 1000;
/** A running import with no batch written for this long was interrupted and is picked up again. */
export const IMPORT_STALE_SECONDS = 30;

/** Imports running in this process (tests and shutdown wait for them). */
const running = new Map<number, Promise<void>>();

/** Waits for the imports this process is running. */
export async function settleImports(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running.values()]);
}

/**
 * The job that finishes an import whose process stopped, whether or not anyone opens its page
 * (user-import.jobs.ts). Its payload is what it needs to go on as the person who started the
 * import: their scope and client, and where the links of its e-mails point (null when the start
 * mailed nothing).
 */
export const IMPORT_RESUME_JOB = 'user-import-resume';
export const importResumeJob = {
  name: IMPORT_RESUME_JOB,
  payload: z.object({
    importId: z.number().int(),
    companyId: z.number().int(),
    scope: z.object({
      userId: z.number().int(),
      sessionId: z.number().int(),
      profile: ZProfile,
      companyId: z.number().int().nullable(),
      partnerId: z.number().int().nullable(),
      impersonatorUserId: z.number().int().nullable(),
      originSessionId: z.number().int().nullable(),
      playlistId: z.number().int().nullable().optional(),
    }),
    client: z.object({ ip: z.string(), userAgent: z.string().nullable() }),
    linkOrigin: z.string().nullable(),
  }),
} satisfies JobKind;

/** Starts a reviewed import: its pending rows are written in the background, batch by batch. */
export async function startImport(ctx: AdminContext, id: number): Promise<ImportRow> {
  const current = await loadImport(ctx, id);
  if (current.status !== 'reviewed') throw new AppError('import_not_ready');
  // Scheduled before the import runs: if this process ends mid-way, another instance (or this
  // one, started again) picks it up once its heartbeat is stale, through the jobs table.
  await enqueue(
    ctx.db,
    importResumeJob,
    {
      importId: id,
      companyId: ctx.companyId,
      scope: ctx.scope,
      client: ctx.client,
      linkOrigin: ctx.mail ? await ctx.mail.linkOrigin() : null,
    },
    { key: String(id), runAt: new Date(Date.now() + RESUME_CHECK_MS) },
  );
  await updateImport(ctx.db, ctx.companyId, id, { status: 'running', heartbeatAt: null });
  kickImport(ctx, id);
  return loadImport(ctx, id);
}

/** How long after a start, and then between checks, the resume job looks at an import. */
export const RESUME_CHECK_MS = (IMPORT_STALE_SECONDS + 5) * 1000;

/**
 * Picks up an import whose process stopped mid-way (seen when the screen polls it): no batch
 * written for a while, or started and never claimed (the process ended between the two). Another
 * process running it meanwhile keeps it: the claim in `runImport` lets one runner in.
 */
export function resumeIfStale(ctx: AdminContext, row: ImportRow): void {
  const stale = !row.heartbeatAt || Date.now() - row.heartbeatAt.getTime() > IMPORT_STALE_SECONDS * 1000;
  if (row.status === 'running' && stale) kickImport(ctx, row.id);
}

function kickImport(ctx: AdminContext, id: number): void {
  if (running.has(id)) return;
  const run = runImport(ctx, id)
    .catch((error: unknown) => ctx.mail?.log.error({ err: error, importId: id }, 'user import stopped'))
    .finally(() => running.delete(id));
  running.set(id, run);
}

interface Written {
  created: number[];
  invitations: number[];
}

/** Writes every pending row of the import; each batch in one transaction with its rows' outcomes. */
export async function runImport(ctx: AdminContext, id: number): Promise<void> {
  const { db, companyId } = ctx;
  if (!(await claimImport(db, id, IMPORT_STALE_SECONDS))) return;
  const current = (await findImport(db, companyId, id))!;
  const fields = await listFieldsForCompany(db, companyId);
  const rules: RowRules = {
    groups: await groupsByName(db, companyId),
    fields: new Map(fields.map((f) => [f.id, f])),
  };
  const config = await getCompanyConfig(db, companyId);
  const welcome = current.sendWelcome && config.send_email_register_user === 'S';
  for (;;) {
    const batch = await pendingRows(db, id, IMPORT_BATCH_SIZE);
    if (batch.length === 0) break;
    let written: Written;
    try {
      written = await writeBatch(ctx, current, batch, rules);
    } catch {
      // One row broke the batch (e.g. an e-mail taken meanwhile): each row on its own, so every
      // other row is still written and the broken one reported.
      written = { created: [], invitations: [] };
      for (const row of batch) {
        try {
          const one = await writeBatch(ctx, current, [row], rules);
          written.created.push(...one.created);
          written.invitations.push(...one.invitations);
        } catch (error) {
          await failRow(ctx, id, row, error);
        }
      }
    }
    await sendMails(ctx, written, welcome);
  }
  await updateImport(db, companyId, id, { status: 'finished', finishedAt: new Date(), heartbeatAt: null });
}

function reasonOf(error: unknown): ErrorCode {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.cause ?? e;
  if (pg.code === '23505') return pg.constraint === 'users_phone_key' ? 'phone_exists' : 'email_exists';
  if (error instanceof AppError && error.code in ERROR_STATUS) return error.code;
  return 'unexpected_error';
}

async function failRow(ctx: AdminContext, id: number, row: ImportRowResult, error: unknown): Promise<void> {
  if (reasonOf(error) === 'unexpected_error')
    ctx.mail?.log.error({ err: error, importId: id }, 'import row failed');
  await ctx.db.transaction(async (tx) => {
    await setRowOutcomes(tx, [
      { id: row.id, status: 'failed', reason: reasonOf(error), action: null, userId: null },
    ]);
    await addProgress(tx, id, { success: 0, failed: 1 });
  });
}

async function sendMails(ctx: AdminContext, written: Written, welcome: boolean): Promise<void> {
  if (!ctx.mail) return;
  const mail = ctx.mail;
  if (welcome && written.created.length > 0) {
    const linkOrigin = await mail.linkOrigin();
    for (const userId of written.created) {
      await sendWelcomeMail({
        db: ctx.db,
        mailer: mail.mailer,
        log: mail.log,
        userId,
        companyId: ctx.companyId,
        linkOrigin,
      });
    }
  }
  for (const membershipId of written.invitations) {
    await sendInvitation(ctx, membershipId).catch((err: unknown) =>
      mail.log.warn({ err }, 'import invitation not sent'),
    );
  }
}

function accountValues(p: ImportedPerson) {
  const has = (k: string) => p.given.has(k);
  return {
    ...(p.name ? { name: p.name } : {}),
    ...(has('phone') ? { phone: p.phone } : {}),
    ...(has('department') ? { department: p.department } : {}),
    ...(has('position') ? { position: p.position } : {}),
    ...(has('user_type') ? { userType: p.userType } : {}),
    ...(p.language ? { language: p.language } : {}),
  };
}

/**
 * One batch in one transaction: the unit's row is locked so the seats counted stay free, each row
 * is checked again against what the database holds now, the people are written, and the rows'
 * outcomes and the import's progress are stored with them. Either all of it lands or none.
 */
async function writeBatch(
  ctx: AdminContext,
  imp: ImportRow,
  batch: ImportRowResult[],
  rules: RowRules,
): Promise<Written> {
  const { companyId } = ctx;
  return ctx.db.transaction(async (tx) => {
    const checked = batch.map((row) => ({ row, ...checkRow(row.values, rules) }));
    const people = checked.flatMap((c) => (c.person ? [c.person] : []));
    const accounts = new Map(
      (
        await accountsByEmail(
          tx,
          companyId,
          people.map((p) => p.email),
        )
      ).map((a) => [a.email.toLowerCase(), a]),
    );
    const phones = await accountsByPhone(
      tx,
      people.flatMap((p) => (p.phone ? [p.phone] : [])),
    );
    const inUnit = [...accounts.values()].filter((a) => a.membershipId !== null).map((a) => a.id);
    const editable =
      imp.mode === 'add_update'
        ? await editableAccounts(tx, ctx.scope, inUnit, companyId)
        : new Set<number>();

    const outcomes = new Map<number, RowOutcome>();
    const fail = (row: ImportRowResult, reason: ErrorCode) =>
      outcomes.set(row.id, { id: row.id, status: 'failed', reason, action: null, userId: null });
    const joining: { row: ImportRowResult; person: ImportedPerson }[] = [];
    const usedPhones = new Set<string>();
    for (const { row, person } of checked) {
      if (!person) {
        fail(row, 'validation_failed');
        continue;
      }
      const account = accounts.get(person.email.toLowerCase());
      const phoneOwner = person.phone
        ? (phones.get(person.phone) ?? (usedPhones.has(person.phone) ? -1 : undefined))
        : undefined;
      if (account?.membershipId) {
        if (imp.mode === 'add' || account.membershipRemoved) fail(row, 'email_exists');
        // An admin blocking themselves by a file would lock the unit out of its own page.
        else if (account.id === ctx.scope.userId && person.given.has('status') && person.status !== 'A') {
          fail(row, 'self_action_not_allowed');
        } else if (editable.has(account.id) && phoneOwner !== undefined && phoneOwner !== account.id)
          fail(row, 'phone_exists');
        else {
          await updatePerson(tx, ctx, account.id, account.membershipId, person, editable.has(account.id));
          outcomes.set(row.id, {
            id: row.id,
            status: 'success',
            reason: null,
            action: 'updated',
            userId: account.id,
          });
        }
        continue;
      }
      if (!person.name) fail(row, 'validation_failed');
      else if (account) joining.push({ row, person });
      else if (phoneOwner !== undefined) fail(row, 'phone_exists');
      else {
        if (person.phone) usedPhones.add(person.phone);
        joining.push({ row, person });
      }
    }

    // From another unit of the same client (`user_import`) people join at once; otherwise an
    // existing account is invited, as the user form does. Past the unit's last free seat (in the
    // file's order) a row is refused.
    const invite = imp.sourceCompanyId === null;
    const members = await provisionMembers(
      tx,
      joining.map(({ person }) => ({
        unit: companyId,
        email: person.email,
        account: {
          name: person.name,
          phone: person.phone,
          department: person.department,
          position: person.position,
          userType: person.userType,
          language: person.language ?? DEFAULT_LANGUAGE,
        },
        profile: 'user' as const,
        status: person.status,
        groupIds: person.groupIds,
        customFields: person.custom,
        existingAccount: invite ? ('invite' as const) : ('join' as const),
        audit: {
          event: { created: 'user_create', invited: 'user_invite', joined: 'user_add' },
          details: { by: ctx.scope.userId, import_id: imp.id },
          actorUserId: ctx.scope.impersonatorUserId ?? ctx.scope.userId,
          ip: ctx.client.ip,
          userAgent: ctx.client.userAgent,
        },
      })),
      { whenFull: 'refuse' },
    );
    const created: number[] = [];
    const invitations: number[] = [];
    joining.forEach(({ row }, i) => {
      const member = members[i]!;
      if ('refused' in member) {
        fail(row, member.refused);
        return;
      }
      const action =
        member.outcome === 'created' ? 'created' : member.outcome === 'invited' ? 'invited' : 'added';
      if (member.outcome === 'created') created.push(member.accountId);
      if (member.outcome === 'invited') invitations.push(member.membershipId);
      outcomes.set(row.id, { id: row.id, status: 'success', reason: null, action, userId: member.accountId });
    });

    const list = [...outcomes.values()];
    const success = list.filter((o) => o.status === 'success').length;
    await setRowOutcomes(tx, list);
    await addProgress(tx, imp.id, { success, failed: list.length - success });
    await recordAudit(tx, {
      event: 'user_import',
      outcome: 'success',
      actorUserId: ctx.scope.impersonatorUserId ?? ctx.scope.userId,
      companyId,
      ip: ctx.client.ip,
      userAgent: ctx.client.userAgent,
      details: { by: ctx.scope.userId, import_id: imp.id, success, failed: list.length - success },
    });
    return { created, invitations };
  });
}

/** Add-and-update: the unit's own fields always; the account's only when the caller holds it whole. */
async function updatePerson(
  tx: Tx,
  ctx: AdminContext,
  userId: number,
  membershipId: number,
  person: ImportedPerson,
  editable: boolean,
): Promise<void> {
  if (editable) await updateAccountColumns(tx, userId, accountValues(person));
  const current = await findMembershipTerms(tx, membershipId);
  const status = person.given.has('status') ? person.status : current!.status;
  await updateMembership(tx, membershipId, {
    profile: current!.profile,
    status,
  });
  // A group column sets the person's groups to those it names; without one they stay as they are.
  if (person.given.has('group'))
    await setGroupsOfMembership(tx, ctx.companyId, membershipId, person.groupIds);
  // Blocked or made inactive by the file, the person's sessions in this unit end now; their other
  // units are untouched.
  if (status !== current!.status && (status === 'B' || status === 'I')) {
    await revokeUserSessionsInUnit(tx, userId, ctx.companyId);
  }
  await saveCustomFieldValues(tx, { companyId: ctx.companyId, userId, values: person.custom });
}
