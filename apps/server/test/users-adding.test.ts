import {
  invitationRoutes,
  passwordRoutes,
  type TUnitUserCreate,
  unitUserRoutes as calls,
} from '@mirante/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, customFields, memberships, users } from '../src/db/schema';
import { callRoute, createCompany, createUser, signIn } from './helpers';
import { type CapturedMail, linkToken } from './password-helpers';
import { setCompanySettings } from './switching-fixtures';
import {
  bodyOf,
  callAs,
  ctx,
  hostOf,
  listed,
  login,
  me,
  newPerson,
  other,
  smtp,
  useSharedUsersWorld,
  world,
} from './users-shared-fixtures';

useSharedUsersWorld();

const add = (token: string, body: TUnitUserCreate, lang?: string) =>
  callAs(token, calls.create, { body, ...(lang ? { lang } : {}) });
const list = (token: string, query: { search?: string; status?: 'test' } = {}) =>
  callAs(token, calls.list, { query });
/** The invited person's calls, without a session. */
const answer = (def: typeof invitationRoutes.accept | typeof invitationRoutes.decline, token?: string) =>
  callRoute(ctx.app, def, { body: { token: token ?? '' }, lang: 'en-US' });
const peek = (token?: string) => callRoute(ctx.app, invitationRoutes.peek, { body: { token: token ?? '' } });

describe('adding someone whose e-mail has an account elsewhere', () => {
  async function invite(fields: Partial<TUnitUserCreate> = {}) {
    const foreign = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    // The invitation is written in the account's own language.
    await ctx.db
      .update(users)
      .set({ name: 'Real Name', phone: `+1 ${foreign.id}`, language: 'en-US' })
      .where(eq(users.id, foreign.id));
    const before = smtp.messages.length;
    const res = await add(
      world.tokens.admin,
      newPerson({ email: foreign.email.toUpperCase(), name: 'Typed Name', phone: '+55 0000', ...fields }),
    );
    return { foreign, res, before };
  }

  async function mailTo(email: string, after: number): Promise<CapturedMail> {
    const mail = await smtp.waitFor(after + 1);
    expect(mail.to).toEqual([email]);
    return mail;
  }

  const invitationToken = (mail: CapturedMail) => /\/invitation\/([\w-]+)/.exec(mail.text)?.[1];

  it('invites the person instead of answering 409, without telling anything about them', async () => {
    const { foreign, res, before } = await invite();
    expect(res.data()).toMatchObject({
      id: foreign.id,
      name: 'Typed Name',
      email: foreign.email,
      phone: null,
      list_status: 'invited',
      policies: { edit_account: false },
    });
    // The account keeps its own fields and password.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, foreign.id));
    expect(row).toMatchObject({ name: 'Real Name', phone: `+1 ${foreign.id}` });
    // The unit does not find the person by what the account holds.
    const byPhone = await list(world.tokens.admin, { search: `+1 ${foreign.id}` });
    expect(byPhone.data().total).toBe(0);

    const mail = await mailTo(foreign.email, before);
    expect(mail.subject).toBe(`You are invited to join ${world.company.name} on Mirante`);
    expect(mail.text).toContain('Hello, Real Name!');
    const token = invitationToken(mail);
    expect(token).toBeDefined();

    // Until they accept, the unit is closed to them; their own unit is not.
    expect((await login(foreign.email, hostOf(world.company))).error().code).toBe('domain_not_allowed');
    expect((await login(foreign.email)).data().user).toMatchObject({ company_id: other.id });

    const peeked = await peek(token);
    expect(peeked.data()).toEqual({ unit_name: world.company.name, email: foreign.email, profile: 'user' });
    const accepted = await answer(invitationRoutes.accept, token);
    expect(accepted.data()).toEqual({
      status: 'accepted',
      unit_name: world.company.name,
      message: `You have joined ${world.company.name}. Sign in to enter it.`,
    });
    expect((await login(foreign.email, hostOf(world.company))).statusCode).toBe(200);
    expect(await listed(world.tokens.admin, foreign.id)).toMatchObject({
      name: 'Real Name',
      list_status: 'active',
      policies: { edit_account: false },
    });
    // The link works once.
    const again = await answer(invitationRoutes.accept, token);
    expect(again.statusCode).toBe(400);
    expect(again.error().code).toBe('invalid_token');
  });

  it('lets the person decline, and the unit withdraw an invitation', async () => {
    const declined = await invite();
    const token = invitationToken(await mailTo(declined.foreign.email, declined.before));
    const res = await answer(invitationRoutes.decline, token);
    expect(res.data().status).toBe('declined');
    expect(await listed(world.tokens.admin, declined.foreign.id)).toBeUndefined();

    const withdrawn = await invite();
    const link = invitationToken(await mailTo(withdrawn.foreign.email, withdrawn.before));
    expect(
      (await callAs(world.tokens.admin, calls.remove, { params: { id: withdrawn.foreign.id } })).data(),
    ).toEqual({ code: 'done' });
    const rows = await ctx.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, withdrawn.foreign.id), eq(memberships.companyId, world.company.id)));
    expect(rows).toEqual([]);
    const late = await answer(invitationRoutes.accept, link);
    expect(late.error().code).toBe('invalid_token');
  });

  it('sends the invitation again with a new link; the old one stops working', async () => {
    const { foreign, before } = await invite();
    const first = invitationToken(await mailTo(foreign.email, before));
    const again = await callAs(world.tokens.admin, calls.resendInvitation, { params: { id: foreign.id } });
    expect(again.data()).toEqual({ code: 'done' });
    const second = invitationToken(await mailTo(foreign.email, before + 1));
    expect(second).not.toBe(first);
    const old = await peek(first);
    expect(old.error().code).toBe('invalid_token');
    const fresh = await peek(second);
    expect(fresh.statusCode).toBe(200);
    // A person who is no invitation has none to send.
    const notInvited = await callAs(world.tokens.admin, calls.resendInvitation, {
      params: { id: world.users.user.id },
    });
    expect(notInvited.statusCode).toBe(404);
  });

  it('takes a seat of the user limit while it waits', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const unitAdmin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const token = await signIn(ctx.app, unitAdmin.email);
    await ctx.db.update(companies).set({ userLimit: 2, bonusUsers: 0 }).where(eq(companies.id, unit.id));
    const foreign = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    expect((await add(token, newPerson({ email: foreign.email }))).statusCode).toBe(201);
    const full = await add(token, newPerson());
    expect(full.error().code).toBe('user_limit_reached');
  });

  it('still answers 409 for someone who is already the unit’s own', async () => {
    const res = await add(world.tokens.admin, newPerson({ email: world.users.user.email }));
    expect(res.statusCode).toBe(409);
    expect(res.error().errors?.email).toEqual(['This email already exists.']);
  });

  it('does not let the inviting admin act on the account before it is accepted', async () => {
    const { foreign } = await invite();
    const body = await bodyOf(world.tokens.admin, foreign.id, { password: 'Taken-Over-1' });
    const edit = (changes: typeof body) =>
      callAs(world.tokens.admin, calls.update, { params: { id: foreign.id }, body: changes });
    const res = await edit(body);
    expect(res.error().code).toBe('account_fields_read_only');
    const renamed = await edit({ ...body, password: '', name: 'Renamed Invite' });
    expect(renamed.data().name).toBe('Renamed Invite');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, foreign.id));
    expect(row!.name).not.toBe('Renamed Invite');
  });
});

describe('custom field errors', () => {
  it('name the field as the unit calls it, in the caller’s language', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const unitAdmin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const token = await signIn(ctx.app, unitAdmin.email);
    const [field] = await ctx.db
      .insert(customFields)
      .values({ companyId: unit.id, name: 'Departamento', type: 'text', required: true })
      .returning();
    const [badge] = await ctx.db
      .insert(customFields)
      .values({ companyId: unit.id, name: 'Crachá', type: 'number' })
      .returning();
    const res = await add(token, newPerson({ custom_fields: { [badge!.id]: 'abc' } }), 'pt-BR');
    expect(res.statusCode).toBe(400);
    expect(res.error().errors).toEqual({
      [`custom_fields.${field!.id}`]: ['O campo Departamento é obrigatório'],
      [`custom_fields.${badge!.id}`]: ['O campo Crachá é inválido'],
    });
    const en = await add(token, newPerson());
    expect(en.error().errors?.[`custom_fields.${field!.id}`]).toEqual(['Departamento is required']);
  });
});

describe('test users (status T)', () => {
  async function unitWithTrial(trialEndsAt: Date | null) {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    await ctx.db.update(companies).set({ trialEndsAt }).where(eq(companies.id, unit.id));
    const unitAdmin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    return { unit, token: await signIn(ctx.app, unitAdmin.email) };
  }

  it('can be set in the form and signs in only within the unit’s trial period', async () => {
    const { unit, token } = await unitWithTrial(new Date(Date.now() + 86_400_000));
    const person = newPerson({ status: 'T' });
    const created = (await add(token, person)).data();
    expect(created).toMatchObject({ status: 'T', list_status: 'test' });
    const page = (await list(token, { status: 'test' })).data();
    expect(page.data.map((u) => u.id)).toEqual([created.id]);
    expect(page.policies.trial_ends_at).not.toBeNull();

    const session = (await login(person.email)).data().token;
    expect((await me(session)).statusCode).toBe(200);

    // The trial over (or taken away), the test user is out, with the catalogued message.
    await ctx.db.update(companies).set({ trialEndsAt: null }).where(eq(companies.id, unit.id));
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(person.email)).error()).toEqual({
      code: 'test_period_ended',
      message: 'Test period has ended!',
    });
    // Everyone else of the unit signs in as before.
    expect((await list(token)).statusCode).toBe(200);
  });
});

describe('welcome e-mail and the unit’s switches on the page', () => {
  it('sends new users a localized, single-use link to choose their password when the unit asks', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Welcome Unit' });
    const unitAdmin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const token = await signIn(ctx.app, unitAdmin.email);

    const off = (await list(token)).data();
    expect(off.policies).toMatchObject({ welcome_mail: false, import_users: false });
    const noPassword = await add(token, newPerson({ password: '' }));
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.error().errors?.password).toEqual(['password is required']);
    const before = smtp.messages.length;
    expect((await add(token, newPerson())).statusCode).toBe(201);

    await setCompanySettings(ctx.db, unit.id, { send_email_register_user: 'S', user_import: 'S' });
    const on = (await list(token)).data();
    expect(on.policies).toMatchObject({ welcome_mail: true, import_users: true });

    const person = newPerson({ password: '', language: 'es' });
    const created = await add(token, person);
    expect(created.statusCode, created.body).toBe(201);
    const mail = await smtp.waitFor(before + 1);
    // Only the welcome e-mail went out: adding someone with the switch off sends nothing.
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual([[person.email]]);
    expect(mail.subject).toBe('Bienvenido a Welcome Unit: elija su contraseña');
    expect(mail.text).toContain('caduca en 72 horas');
    const link = linkToken(mail.text);
    expect(link).toBeDefined();

    // No password yet: the link sets it, once.
    expect((await login(person.email)).error().code).toBe('incorrect_credentials');
    const set = await callRoute(ctx.app, passwordRoutes.reset, {
      body: { token: link!, password: 'Chosen-Pass-1', password_confirmation: 'Chosen-Pass-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(person.email, undefined, 'Chosen-Pass-1')).statusCode).toBe(200);
    const reuse = await callRoute(ctx.app, passwordRoutes.reset, {
      body: { token: link!, password: 'Other-Pass-12', password_confirmation: 'Other-Pass-12' },
    });
    expect(reuse.error().code).toBe('invalid_token');
  });
});
