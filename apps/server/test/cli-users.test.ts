import { authRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, users } from '../src/db/schema';
import { callRoute, createCompany, createUser, signIn, TEST_PASSWORD } from './helpers';
import { cli, countRows, ctx, login, partner, useCliWorld } from './cli-fixtures';

useCliWorld();

describe('create-user', () => {
  it('creates an admin in a unit named by subdomain, who can then sign in', async () => {
    const company = await createCompany(ctx.db, { partnerId: partner.id });
    const r = await cli([
      'create-user',
      '--email',
      'cli.admin@example.test',
      '--password',
      'Cli-Admin-Pass-1',
      '--profile',
      'admin',
      '--name',
      'Cli Admin',
      '--company',
      company.subdomain!,
    ]);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^Created user #\d+ cli\.admin@example\.test \(admin\)\n$/);
    const res = await login('cli.admin@example.test', 'Cli-Admin-Pass-1');
    expect(res.statusCode).toBe(200);
    expect(res.data().user).toMatchObject({
      name: 'Cli Admin',
      perfil_usuario: 'admin',
      company_id: company.id,
      tenant_id: company.id,
    });
  });

  it('creates a user in a unit named by id, named after the e-mail when no name is given', async () => {
    const company = await createCompany(ctx.db, { partnerId: partner.id });
    const r = await cli([
      'create-user',
      '--email',
      'plain.user@example.test',
      '--password',
      TEST_PASSWORD,
      '--profile',
      'user',
      '--company',
      String(company.id),
    ]);
    expect(r.code).toBe(0);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'plain.user@example.test'));
    expect(row?.name).toBe('plain.user');
    const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.userId, row!.id));
    expect(membership).toMatchObject({ profile: 'user', companyId: company.id, partnerId: null });
  });

  it('creates a partner account on a partner named by name', async () => {
    const r = await cli([
      'create-user',
      '--email',
      'cli.master@example.test',
      '--password',
      TEST_PASSWORD,
      '--profile',
      'master',
      '--partner',
      'CLI Partner',
    ]);
    expect(r.code).toBe(0);
    const res = await login('cli.master@example.test', TEST_PASSWORD);
    expect(res.data().user).toMatchObject({ perfil_usuario: 'master', partner_id: partner.id });
  });

  it('refuses an e-mail that already exists, in any case', async () => {
    const existing = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const before = await countRows(users);
    const r = await cli([
      'create-user',
      '--email',
      existing.email.toUpperCase(),
      '--password',
      TEST_PASSWORD,
      '--profile',
      'master',
      '--partner',
      String(partner.id),
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('This email already exists.');
    expect(await countRows(users)).toBe(before);
  });

  it('refuses a password that breaks the rules', async () => {
    const r = await cli([
      'create-user',
      '--email',
      'short.pw@example.test',
      '--password',
      'short',
      '--profile',
      'master',
      '--partner',
      String(partner.id),
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('At least 8 characters');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'short.pw@example.test'));
    expect(row).toBeUndefined();
  });

  it('refuses an invalid e-mail with a field message', async () => {
    const r = await cli([
      'create-user',
      '--email',
      'not-an-email',
      '--password',
      TEST_PASSWORD,
      '--profile',
      'master',
      '--partner',
      String(partner.id),
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('email is invalid');
  });

  it('answers a missing --email with the usage', async () => {
    const r = await cli([
      'create-user',
      '--password',
      TEST_PASSWORD,
      '--profile',
      'admin',
      '--company',
      'acme',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--email is required');
    expect(r.err).toContain('Mirante operator commands');
  });

  it('answers an unknown profile with the usage', async () => {
    const r = await cli([
      'create-user',
      '--email',
      'root@example.test',
      '--password',
      TEST_PASSWORD,
      '--profile',
      'root',
      '--company',
      'acme',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--profile must be one of a2m, master, admin, user');
  });

  it('needs --partner for partner profiles and --company for unit profiles', async () => {
    const master = await cli([
      'create-user',
      '--email',
      'm@example.test',
      '--password',
      TEST_PASSWORD,
      '--profile',
      'master',
      '--company',
      'acme',
    ]);
    expect(master.code).toBe(2);
    expect(master.err).toContain('--partner is required');
    const admin = await cli([
      'create-user',
      '--email',
      'a@example.test',
      '--password',
      TEST_PASSWORD,
      '--profile',
      'admin',
      '--partner',
      String(partner.id),
    ]);
    expect(admin.code).toBe(2);
    expect(admin.err).toContain('--company is required');
  });

  it('answers an unknown unit with exit 2', async () => {
    const bySubdomain = await cli([
      'create-user',
      '--email',
      'n@example.test',
      '--password',
      TEST_PASSWORD,
      '--profile',
      'user',
      '--company',
      'nowhere',
    ]);
    expect(bySubdomain.code).toBe(2);
    expect(bySubdomain.err).toContain('no business unit with subdomain "nowhere"');
    for (const id of ['987654', '99999999999']) {
      const byId = await cli([
        'create-user',
        '--email',
        'n@example.test',
        '--password',
        TEST_PASSWORD,
        '--profile',
        'user',
        '--company',
        id,
      ]);
      expect(byId.code, id).toBe(2);
      expect(byId.err).toContain(`no business unit #${id}`);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'n@example.test'));
    expect(row).toBeUndefined();
  });
});

describe('reset-password', () => {
  it('changes the password and ends every open session', async () => {
    const u = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const token = await signIn(ctx.app, u.email);
    expect((await callRoute(ctx.app, authRoutes.me, { token })).statusCode).toBe(200);

    const r = await cli(['reset-password', '--email', u.email, '--password', 'Brand-New-Pass-7']);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toBe(`Password reset for ${u.email}; their sessions were ended\n`);

    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(u.email, 'Brand-New-Pass-7')).statusCode).toBe(200);
    const me = await callRoute(ctx.app, authRoutes.me, { token });
    expect(me.statusCode).toBe(401);
    expect(me.error().code).toBe('session_expired');
  });

  it('answers an unknown e-mail with No records found!', async () => {
    const r = await cli([
      'reset-password',
      '--email',
      'ghost@example.test',
      '--password',
      'Brand-New-Pass-7',
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('No records found!');
  });

  it('refuses a password that breaks the rules and keeps the old one', async () => {
    const u = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const r = await cli(['reset-password', '--email', u.email, '--password', 'short']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('At least 8 characters');
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('deactivate-user', () => {
  it('takes the account out of use and its open sessions answer 401 at once', async () => {
    const company = await createCompany(ctx.db, { partnerId: partner.id });
    const u = await createUser(ctx.db, { profile: 'user', companyId: company.id });
    const token = await signIn(ctx.app, u.email);
    const r = await cli(['deactivate-user', '--email', u.email]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(u.email);
    const me = await callRoute(ctx.app, authRoutes.me, { token });
    expect(me.statusCode).toBe(401);
    const again = await login(u.email, TEST_PASSWORD);
    expect(again.error().code).toBe('user_deactivated');
  });

  it('says so for an unknown e-mail', async () => {
    const r = await cli(['deactivate-user', '--email', 'nobody@example.test']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('No records found!');
  });
});
