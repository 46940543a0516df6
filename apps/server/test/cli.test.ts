import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, companies, companyConfigs } from '../src/db/schema';
import { cli, countRows, ctx, operator, partner, useCliWorld } from './cli-fixtures';

useCliWorld();

describe('create-company', () => {
  it('creates the unit with its client and configuration row, and prints its id', async () => {
    const r = await cli([
      'create-company',
      '--name',
      'Acme Analytics',
      '--subdomain',
      'acme',
      '--partner',
      String(partner.id),
    ]);
    expect(r).toMatchObject({ code: 0, err: '' });
    const id = Number(/#(\d+)/.exec(r.out)?.[1]);
    expect(r.out).toBe(`Created business unit #${id} "Acme Analytics" (acme)\n`);
    const [company] = await ctx.db.select().from(companies).where(eq(companies.id, id));
    expect(company).toMatchObject({ name: 'Acme Analytics', subdomain: 'acme', partnerId: partner.id });
    const [client] = await ctx.db.select().from(clients).where(eq(clients.id, company!.clientId));
    expect(client).toMatchObject({ name: 'Acme Analytics', partnerId: partner.id });
    const [config] = await ctx.db.select().from(companyConfigs).where(eq(companyConfigs.companyId, id));
    expect(config?.settings).toEqual({});
  });

  it('finds the partner by name, in any case, and normalizes the subdomain', async () => {
    const r = await cli([
      'create-company',
      '--name',
      'Bolt',
      '--subdomain',
      ' Bolt-BI ',
      '--partner',
      'cli partner',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('(bolt-bi)');
  });

  it('refuses a subdomain in use, in any case, and creates nothing', async () => {
    const before = await Promise.all([countRows(companies), countRows(clients)]);
    const r = await cli([
      'create-company',
      '--name',
      'Acme 2',
      '--subdomain',
      'ACME',
      '--partner',
      String(partner.id),
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('This subdomain is already in use.');
    expect(r.out).toBe('');
    expect(await Promise.all([countRows(companies), countRows(clients)])).toEqual(before);
  });

  it('speaks the given language', async () => {
    const r = await cli(
      ['create-company', '--name', 'Acme 3', '--subdomain', 'acme', '--partner', String(partner.id)],
      'pt-BR',
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('Este subdomínio já está em uso.');
  });

  it('refuses an invalid subdomain with a field message', async () => {
    const r = await cli([
      'create-company',
      '--name',
      'Bad',
      '--subdomain',
      'Bad Sub!',
      '--partner',
      String(partner.id),
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('Some fields are invalid.');
    expect(r.err).toContain('subdomain is invalid');
  });

  it('refuses an operator where a partner is expected', async () => {
    const r = await cli([
      'create-company',
      '--name',
      'Op',
      '--subdomain',
      'op',
      '--partner',
      String(operator.id),
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('partner_id is invalid');
  });

  it.each(['No Such Partner', '987654', '99999999999'])(
    'answers an unknown partner %j with exit 2',
    async (ref) => {
      const r = await cli(['create-company', '--name', 'X', '--subdomain', 'x-unit', '--partner', ref]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`no partner "${ref}"`);
      expect(r.err).toContain('Mirante operator commands');
    },
  );

  it('requires every option', async () => {
    const r = await cli(['create-company', '--name', 'X', '--partner', String(partner.id)]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--subdomain is required');
  });
});

describe('usage', () => {
  it('answers an unknown command with exit 2 and the usage', async () => {
    const r = await cli(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('Unknown command "frobnicate"');
    expect(r.err).toContain('Mirante operator commands');
    expect(r.out).toBe('');
  });

  it('prints the usage and exits 0 with no command or help', async () => {
    for (const argv of [[], ['help']]) {
      const r = await cli(argv);
      expect(r.code).toBe(0);
      expect(r.err).toContain('Mirante operator commands');
      expect(r.err).toContain('create-company');
      expect(r.err).not.toContain('Unknown command');
    }
  });

  it('answers an unknown option with exit 2 and the usage', async () => {
    const r = await cli([
      'reset-password',
      '--email',
      'x@example.test',
      '--password',
      'Long-Enough-1',
      '--force',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--force');
    expect(r.err).toContain('Mirante operator commands');
  });
});
