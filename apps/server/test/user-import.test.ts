import { type TImportReviewRequest, userImportRoutes as calls } from '@mirante/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companies,
  customFields,
  customFieldValues,
  memberships,
  userGroups,
  userImportRows,
  userImports,
  users,
} from '../src/db/schema';
import { unitMailSource } from '../src/modules/config/config.service';
import { enqueue, JobRunner, listJobs } from '../src/platform/jobs';
import { createMailer } from '../src/platform/mail';
import {
  IMPORT_RESUME_JOB,
  importResumeJob,
  settleImports,
} from '../src/modules/user-import/user-import-runner.jobs';
import { userImportJobs } from '../src/modules/user-import/user-import.jobs';
import { callRoute, createCompany, createUser, type RouteCall, signIn } from './helpers';
import { setCompanySettings } from './switching-fixtures';
import { upload, waitFinished } from './user-import-fixtures';
import { ctx, other, otherToken, smtp, useSharedUsersWorld, world } from './users-shared-fixtures';

useSharedUsersWorld();

let seq = 0;
const email = (tag: string) => {
  seq += 1;
  return `imp-${tag}-${seq}-${process.pid}@example.test`;
};

function review(
  token: string,
  id: number,
  body: Omit<TImportReviewRequest, 'header_row' | 'mode'> & Partial<TImportReviewRequest>,
) {
  return callRoute(ctx.app, calls.review, {
    token,
    lang: 'en-US',
    params: { id },
    body: { header_row: 0, mode: 'add', ...body },
  });
}

/** A call of the wizard on an import, as the screen makes it. */
function onImport<R extends typeof calls.get | typeof calls.rows | typeof calls.start | typeof calls.results>(
  token: string,
  def: R,
  id: number,
  query: { company_id?: number; status?: 'invalid' | 'failed' } = {},
) {
  return callRoute(ctx.app, def, { token, lang: 'en-US', params: { id }, query } as unknown as RouteCall<R>);
}

async function membershipOf(address: string, companyId: number) {
  const [row] = await ctx.db
    .select({
      userId: users.id,
      name: users.name,
      department: users.department,
      groupIds: sql<
        number[]
      >`coalesce((select json_agg(mg.group_id order by mg.group_id) from membership_groups mg
        where mg.membership_id = "memberships"."id"), '[]'::json)`,
      status: memberships.status,
      invitedAt: memberships.invitedAt,
    })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
    .where(eq(users.email, address));
  return row;
}

describe('user import: access', () => {
  it('answers 401 without a session, 403 to a user, 404 for another unit or partner', async () => {
    const csv = `name,email\nAna,${email('a')}\n`;
    const anonymous = await callRoute(ctx.app, calls.upload, { query: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(world.tokens.user, csv)).statusCode).toBe(403);

    const id = (await upload(world.tokens.admin, csv)).data().id;
    for (const def of [calls.get, calls.rows, calls.results, calls.start]) {
      expect((await onImport('', def, id)).statusCode).toBe(401);
      expect((await onImport(world.tokens.user, def, id)).statusCode).toBe(403);
      expect((await onImport(otherToken, def, id)).statusCode).toBe(404);
    }
    expect((await review(otherToken, id, { mapping: ['name', 'email'] })).statusCode).toBe(404);
    for (const [name, send] of [
      [
        'review',
        (token?: string) =>
          callRoute(ctx.app, calls.review, {
            token,
            lang: 'en-US',
            params: { id },
            body: { header_row: 0, mapping: ['email'], mode: 'add' },
          }),
      ],
      ['units', (token?: string) => callRoute(ctx.app, calls.sourceUnits, { token, lang: 'en-US' })],
      [
        'from-unit',
        (token?: string) =>
          callRoute(ctx.app, calls.fromUnit, { token, lang: 'en-US', body: { source_company_id: 1 } }),
      ],
    ] as const) {
      expect((await send()).statusCode, name).toBe(401);
      expect((await send(world.tokens.user)).statusCode, name).toBe(403);
    }

    // A master names a unit of its partner; another partner's unit is not found.
    const own = await onImport(world.tokens.master, calls.get, id, { company_id: world.company.id });
    expect(own.data().id).toBe(id);
    const foreign = await createCompany(ctx.db);
    const far = await onImport(world.tokens.master, calls.get, id, { company_id: foreign.id });
    expect(far.statusCode).toBe(404);
  });

  it('refuses a bad review body (400) and a start before the review (409)', async () => {
    const res = await upload(world.tokens.admin, `name,email\nAna,${email('b')}\n`);
    const id = res.data().id;
    const noEmail = await review(world.tokens.admin, id, { mapping: ['name', null] });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.error().errors?.mapping).toBeDefined();
    const twice = await review(world.tokens.admin, id, { mapping: ['email', 'email'] });
    expect(twice.statusCode).toBe(400);
    const badReview = (body: Record<string, unknown>) =>
      callRoute(ctx.app, calls.review, {
        token: world.tokens.admin,
        lang: 'en-US',
        params: { id },
        body: { mapping: ['name', 'email'], ...body } as never,
      });
    expect((await badReview({ header_row: 0, mode: 'merge' })).statusCode).toBe(400);
    expect((await badReview({ header_row: -1, mode: 'add' })).statusCode).toBe(400);
    const early = await onImport(world.tokens.admin, calls.start, id);
    expect(early.statusCode).toBe(409);
    expect(early.error().code).toBe('import_not_ready');
  });

  it("answers 'Invalid file' for what cannot be read and refuses files over the caps", async () => {
    for (const bytes of [
      Buffer.from([0x00, 0x01, 0x02, 0xff]),
      Buffer.from('PK\x03\x04garbage'),
      Buffer.alloc(0),
    ]) {
      const res = await upload(world.tokens.admin, bytes, { type: 'application/octet-stream' });
      expect(res.statusCode).toBe(400);
      expect(res.error().message).toBe('Invalid file');
    }
    const many = `name,email\n${Array.from({ length: 10_011 }, (_, i) => `P${i},p${i}@example.test`).join('\n')}`;
    const tooMany = await upload(world.tokens.admin, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.error().message).toBe('The file has more than 10000 rows.');
    const huge = await upload(world.tokens.admin, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(huge.statusCode).toBe(413);
  });
});

describe('user import: a file with good and bad rows', () => {
  it('guesses the mapping, reports each bad cell, imports the good rows and exports the results', async () => {
    const [group, support] = await ctx.db
      .insert(userGroups)
      .values([
        { companyId: world.company.id, name: 'Vendas' },
        { companyId: world.company.id, name: 'Suporte' },
      ])
      .returning();
    const [field] = await ctx.db
      .insert(customFields)
      .values({ companyId: world.company.id, name: 'Centro de custo', type: 'text' })
      .returning();
    const good = [email('g1'), email('g2'), email('g3')];
    const dup = email('dup');
    const csv = [
      'Relatório de pessoas;;;;;',
      'Nome;E-mail;Telefone;Grupo;Situação;Centro de custo',
      `Ana Lima;${good[0]};;Vendas;Ativo;CC-1`,
      `=HYPERLINK("http://x");${good[1]};+55 11 5555-${seq};;Bloqueado;`,
      `Bia;${good[2]};;suporte | Vendas;;CC-3`,
      `Bad Mail;not-an-email;;;;`,
      `Bad Group;${email('bg')};;Marketing;Sleeping;`,
      `Dup 1;${dup};;;;`,
      `Dup 2;${dup.toUpperCase()};;;;`,
    ].join('\r\n');
    const up = await upload(world.tokens.admin, `\uFEFF${csv}`);
    const created = up.data();
    expect(created.preview[1]).toEqual([
      'Nome',
      'E-mail',
      'Telefone',
      'Grupo',
      'Situação',
      'Centro de custo',
    ]);
    expect(created.limits).toEqual({ max_rows: 10_000, max_file_bytes: 5 * 1024 * 1024 });

    const reviewed = await review(world.tokens.admin, created.id, {
      header_row: 1,
      mapping: ['name', 'email', 'phone', 'group', 'status', `custom:${field!.id}`],
    });
    const afterReview = await onImport(world.tokens.admin, calls.get, created.id);
    expect(afterReview.data().suggested_mapping).toEqual([
      'name',
      'email',
      'phone',
      'group',
      'status',
      `custom:${field!.id}`,
    ]);
    expect(reviewed.data()).toMatchObject({
      status: 'reviewed',
      total_rows: 7,
      valid_rows: 3,
      invalid_rows: 4,
    });

    const invalid = (
      await onImport(world.tokens.admin, calls.rows, created.id, { status: 'invalid' })
    ).data();
    expect(invalid.total).toBe(4);
    const byRow = Object.fromEntries(invalid.data.map((r) => [r.row, r.errors]));
    expect(byRow[6]).toEqual({ email: ['E-mail is invalid'] });
    expect(byRow[7]).toEqual({ group: ['Grupo is invalid'], status: ['Situação is invalid'] });
    expect(byRow[8]).toEqual({ email: ['This e-mail appears more than once in the file.'] });

    const started = await onImport(world.tokens.admin, calls.start, created.id);
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitFinished(world.tokens.admin, created.id);
    expect(done).toMatchObject({ done_rows: 3, success_rows: 3, failed_rows: 0 });

    const ana = await membershipOf(good[0]!, world.company.id);
    expect(ana).toMatchObject({ name: 'Ana Lima', groupIds: [group!.id], status: 'A', invitedAt: null });
    expect((await membershipOf(good[1]!, world.company.id))?.status).toBe('B');
    // A cell may name several groups: the person is in each.
    expect((await membershipOf(good[2]!, world.company.id))?.groupIds).toEqual(
      [group!.id, support!.id].sort((a, b) => a - b),
    );
    const [value] = await ctx.db
      .select()
      .from(customFieldValues)
      .where(eq(customFieldValues.userId, ana!.userId));
    expect(value?.value).toBe('CC-1');
    const stored = await ctx.db.select().from(userImportRows).where(eq(userImportRows.importId, created.id));
    expect(stored.filter((r) => r.status === 'success').map((r) => r.action)).toEqual([
      'created',
      'created',
      'created',
    ]);

    const results = await onImport(world.tokens.admin, calls.results, created.id);
    const file = results.data();
    expect(results.headers['content-type']).toContain('text/csv');
    expect(file).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(file).toContain(`"'+55 11 5555-`);
    expect(file).toContain('"6","invalid","E-mail is invalid"');
    expect(file).not.toMatch(/(^|,)"=/m);
  });

  it('reads an add-and-update by e-mail, and only adds when asked to only add', async () => {
    const known = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const csv = `email,department\n${known.email},Finance\n`;
    const addOnly = (await upload(world.tokens.admin, csv)).data();
    const refused = await review(world.tokens.admin, addOnly.id, { mapping: ['email', 'department'] });
    expect(refused.data().valid_rows).toBe(0);
    const rows = (await onImport(world.tokens.admin, calls.rows, addOnly.id)).data();
    expect(rows.data[0]?.errors).toEqual({ email: ['This email already exists.'] });

    const update = (await upload(world.tokens.admin, csv)).data();
    await review(world.tokens.admin, update.id, {
      mapping: ['email', 'department'],
      mode: 'add_update',
    });
    await onImport(world.tokens.admin, calls.start, update.id);
    const done = await waitFinished(world.tokens.admin, update.id);
    expect(done.success_rows).toBe(1);
    expect((await membershipOf(known.email, world.company.id))?.department).toBe('Finance');
  });
});

describe('user import: seats, mail and interruptions', () => {
  it('stops at the user limit plus bonus seats and reports the rows left out', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const unitAdmin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    await ctx.db.update(companies).set({ userLimit: 1, bonusUsers: 1 }).where(eq(companies.id, unit.id));
    const token = await signIn(ctx.app, unitAdmin.email);
    const people = [email('s1'), email('s2'), email('s3')];
    const up = (await upload(token, `email,name\n${people.map((p) => `${p},Seat`).join('\n')}`)).data();
    expect(up.free_seats).toBe(1);
    await review(token, up.id, { mapping: ['email', 'name'] });
    await onImport(token, calls.start, up.id);
    const done = await waitFinished(token, up.id);
    expect(done).toMatchObject({ success_rows: 1, failed_rows: 2 });
    const failed = (await onImport(token, calls.rows, up.id, { status: 'failed' })).data();
    expect(failed.data.map((r) => r.reason)).toEqual([
      'The user limit for this business unit has been reached.',
      'The user limit for this business unit has been reached.',
    ]);
    expect(await membershipOf(people[1]!, unit.id)).toBeUndefined();
  });

  it('mails new people a set-password link when the unit sends welcome e-mails', async () => {
    await setCompanySettings(ctx.db, world.company.id, { send_email_register_user: 'S' });
    const person = email('w');
    const before = smtp.messages.length;
    const up = (await upload(world.tokens.admin, `name,email\nWelcome Person,${person}\n`)).data();
    expect(up.welcome_mail_allowed).toBe(true);
    await review(world.tokens.admin, up.id, { mapping: ['name', 'email'], send_welcome: true });
    await onImport(world.tokens.admin, calls.start, up.id);
    await waitFinished(world.tokens.admin, up.id);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.to).toEqual([person]);
    expect(mail.text).toMatch(/\/reset-password\/|\/password\//);
    await setCompanySettings(ctx.db, world.company.id, { send_email_register_user: 'N' });
  });

  it('picks up an interrupted import: every row ends imported or reported, none twice', async () => {
    const people = Array.from({ length: 5 }, () => email('r'));
    const lines = [...people, 'broken@'].map((p, i) => `${p},Person ${i}`);
    const id = (await upload(world.tokens.admin, `email,name\n${lines.join('\n')}`)).data().id;
    await review(world.tokens.admin, id, { mapping: ['email', 'name'] });
    // As a process that died after its first batch leaves it: running, rows pending, no heartbeat lately.
    await ctx.db
      .update(userImports)
      .set({ status: 'running', heartbeatAt: new Date(Date.now() - 120_000) })
      .where(eq(userImports.id, id));
    const done = await waitFinished(world.tokens.admin, id);
    expect(done).toMatchObject({ done_rows: 5, success_rows: 5, invalid_rows: 1 });
    const rows = await ctx.db.select().from(userImportRows).where(eq(userImportRows.importId, id));
    expect(rows.map((r) => r.status).sort()).toEqual([
      'invalid',
      'success',
      'success',
      'success',
      'success',
      'success',
    ]);
    for (const p of people) expect(await membershipOf(p, world.company.id)).toBeDefined();
  });

  it('picks up an import whose process ended between its start and its first batch', async () => {
    const people = Array.from({ length: 3 }, () => email('n'));
    const up = await upload(world.tokens.admin, `email,name\n${people.map((p) => `${p},Person`).join('\n')}`);
    const id = up.data().id;
    await review(world.tokens.admin, id, { mapping: ['email', 'name'] });
    // Started (running) but never claimed by a runner: no heartbeat at all.
    await ctx.db
      .update(userImports)
      .set({ status: 'running', heartbeatAt: null })
      .where(eq(userImports.id, id));
    const done = await waitFinished(world.tokens.admin, id);
    expect(done).toMatchObject({ done_rows: 3, success_rows: 3, failed_rows: 0 });
    for (const p of people) expect(await membershipOf(p, world.company.id)).toBeDefined();
  });

  it('finishes an import whose process stopped with nobody opening its page (the resume job)', async () => {
    await setCompanySettings(ctx.db, world.company.id, { send_email_register_user: 'S' });
    // A start schedules the job with who started it and where their e-mails' links point.
    const first = (await upload(world.tokens.admin, `email,name\n${email('j')},Person\n`)).data();
    await review(world.tokens.admin, first.id, { mapping: ['email', 'name'], send_welcome: true });
    const start = smtp.messages.length;
    await onImport(world.tokens.admin, calls.start, first.id);
    await settleImports();
    await smtp.waitFor(start + 1);
    const [scheduled] = (await listJobs(ctx.db, IMPORT_RESUME_JOB)).filter((j) => j.key === String(first.id));
    expect(scheduled?.payload).toMatchObject({
      importId: first.id,
      companyId: world.company.id,
      scope: { userId: world.users.admin.id, profile: 'admin', companyId: world.company.id },
      linkOrigin: expect.stringMatching(/^https?:\/\//),
    });
    expect(scheduled!.run_at.getTime()).toBeGreaterThan(Date.now());

    // Another import left as a killed process leaves it: running, rows pending, heartbeat stale,
    // its job scheduled as a start schedules it. Nobody polls its page.
    const people = Array.from({ length: 4 }, () => email('k'));
    const second = await upload(
      world.tokens.admin,
      `email,name\n${people.map((p) => `${p},Person`).join('\n')}`,
    );
    const id = second.data().id;
    await review(world.tokens.admin, id, { mapping: ['email', 'name'], send_welcome: true });
    await ctx.db
      .update(userImports)
      .set({ status: 'running', heartbeatAt: new Date(Date.now() - 120_000) })
      .where(eq(userImports.id, id));
    await enqueue(
      ctx.db,
      importResumeJob,
      importResumeJob.payload.parse({ ...scheduled!.payload, importId: id }),
      {
        key: String(id),
      },
    );
    const before = smtp.messages.length;
    const mailer = createMailer({
      units: unitMailSource(ctx.db),
      secretBox: ctx.secretBox,
      smtpUrl: smtp.url,
    });
    const runner = new JobRunner({ db: ctx.db }).define(
      ...userImportJobs({ db: ctx.db, mailer, log: ctx.app.log }),
    );
    expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.db.select().from(userImports).where(eq(userImports.id, id));
    expect(after).toMatchObject({ status: 'finished', doneRows: 4, successRows: 4, failedRows: 0 });
    for (const p of people) expect(await membershipOf(p, world.company.id)).toBeDefined();
    // The people got their welcome e-mail, and the finished import's job is gone.
    const last = await smtp.waitFor(before + 4);
    const welcomed = smtp.messages.slice(before).flatMap((m) => m.to);
    expect(welcomed.sort()).toEqual([...people].sort());
    expect(last.text).toContain(scheduled!.payload.linkOrigin as string);
    expect((await listJobs(ctx.db, IMPORT_RESUME_JOB)).some((j) => j.key === String(id))).toBe(false);
    await setCompanySettings(ctx.db, world.company.id, { send_email_register_user: 'N' });
  });
});

describe('user import: from another unit of the same client', () => {
  it('is offered only when the unit allows it, and adds the people at once', async () => {
    const [mine] = await ctx.db.select().from(companies).where(eq(companies.id, world.company.id));
    await ctx.db.update(companies).set({ clientId: mine!.clientId }).where(eq(companies.id, other.id));
    const colleague = await createUser(ctx.db, { profile: 'user', companyId: other.id });

    const units = () => callRoute(ctx.app, calls.sourceUnits, { token: world.tokens.admin });
    const fromUnit = (sourceId: number) =>
      callRoute(ctx.app, calls.fromUnit, {
        token: world.tokens.admin,
        body: { source_company_id: sourceId },
      });
    expect((await units()).data().data).toEqual([]);
    const closed = await fromUnit(other.id);
    expect(closed.statusCode).toBe(403);

    await setCompanySettings(ctx.db, world.company.id, { user_import: 'S' });
    expect((await units()).data().data.map((u) => u.id)).toEqual([other.id]);
    const bad = await callRoute(ctx.app, calls.fromUnit, {
      token: world.tokens.admin,
      lang: 'en-US',
      body: { source_company_id: 'x' } as never,
    });
    expect(bad.statusCode).toBe(400);
    const stranger = await createCompany(ctx.db, { partnerId: world.partner.id });
    const notMine = await fromUnit(stranger.id);
    expect(notMine.statusCode).toBe(404);

    const imp = (await fromUnit(other.id)).data();
    expect(imp.mapping).toContain('email');
    await review(world.tokens.admin, imp.id, { mapping: imp.mapping, mode: 'add' });
    await onImport(world.tokens.admin, calls.start, imp.id);
    await waitFinished(world.tokens.admin, imp.id);
    const joined = await membershipOf(colleague.email, world.company.id);
    expect(joined).toMatchObject({ invitedAt: null, status: 'A' });
    await setCompanySettings(ctx.db, world.company.id, { user_import: 'N' });
  });
});
