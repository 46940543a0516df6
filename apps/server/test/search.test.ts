import { searchRoutes, type TSearchResponse } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  playlistItems,
  playlists,
  reportAccess,
  reportFavorites,
  reportGroups,
  reportPageViews,
  reports,
} from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherAdminToken: string;
const r = { vendas: 0, custos: 0, zeta: 0, secret: 0, foreign: 0 };
const g = { financas: 0, operacoes: 0 };
const p = { open: 0, closed: 0 };

async function report(companyId: number, title: string, extra: Partial<typeof reports.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(reports)
    .values({ companyId, kind: 'html', title, htmlContent: `<p>${title}</p>`, ...extra })
    .returning({ id: reports.id });
  return row!.id;
}

async function group(companyId: number, name: string) {
  const [row] = await ctx.db
    .insert(reportGroups)
    .values({ companyId, name })
    .returning({ id: reportGroups.id });
  return row!.id;
}

async function playlist(companyId: number, name: string, reportId: number) {
  const [row] = await ctx.db.insert(playlists).values({ companyId, name }).returning({ id: playlists.id });
  await ctx.db.insert(playlistItems).values({ playlistId: row!.id, companyId, reportId, position: 0 });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const unit = world.company.id;
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);

  g.financas = await group(unit, 'Finanças');
  g.operacoes = await group(unit, 'Operações');
  r.vendas = await report(unit, 'Relatório de Vendas', { groupId: g.financas });
  r.custos = await report(unit, 'Relatório de Custos');
  r.zeta = await report(unit, 'Relatório Zeta');
  r.secret = await report(unit, 'Relatório Sigiloso', { groupId: g.operacoes });
  r.foreign = await report(other.id, 'Relatório de Vendas da Outra');
  await ctx.db.insert(reportAccess).values(
    [r.vendas, r.custos, r.zeta].map((reportId) => ({
      companyId: unit,
      reportId,
      userId: world.users.user.id,
    })),
  );
  await ctx.db
    .insert(reportFavorites)
    .values({ userId: world.users.user.id, reportId: r.vendas, companyId: unit });
  await ctx.db
    .insert(reportPageViews)
    .values({ companyId: unit, reportId: r.zeta, userId: world.users.user.id });
  p.open = await playlist(unit, 'Painel de Relatórios', r.custos);
  p.closed = await playlist(unit, 'Painel da Diretoria', r.secret);
});
afterAll(() => ctx.close());

function search(token: string | undefined, q: string, limit?: number) {
  return callRoute(ctx.app, searchRoutes.search, {
    ...(token ? { token } : {}),
    query: { q, ...(limit === undefined ? {} : { limit }) },
  });
}

function idsOf(answer: TSearchResponse, kind: string): number[] {
  return answer.groups.find((group) => group.kind === kind)?.results.map((hit) => hit.id) ?? [];
}

describe('global search', () => {
  it('answers 401 without a session and 403 to profiles outside a unit', async () => {
    expect((await search(undefined, 'relatorio')).statusCode).toBe(401);
    const partner = await search(world.tokens.master, 'relatorio');
    expect(partner.statusCode).toBe(403);
    expect(partner.error().code).toBe('no_functionality_access');
  });

  it('refuses an empty, too long or unstorable text and a limit out of range, by field', async () => {
    // (A lone surrogate cannot travel in a URL: the query string carries U+FFFD instead.)
    for (const q of ['', '   ', 'x'.repeat(101), 'a\u0000b']) {
      const res = await search(world.tokens.user, q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(Object.keys(res.error().errors ?? {})).toEqual(['q']);
    }
    for (const limit of [0, 21]) {
      const res = await search(world.tokens.user, 'relatorio', limit);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.error().errors ?? {})).toEqual(['limit']);
    }
    expect((await search(world.tokens.user, 'x'.repeat(100))).statusCode).toBe(200);
  });

  it('finds without accents or case, favorites first, then the reports opened last', async () => {
    const answer = (await search(world.tokens.user, 'RELATORIO')).data();
    expect(idsOf(answer, 'report')).toEqual([r.vendas, r.zeta, r.custos]);
    const [first, second] = answer.groups[0]!.results;
    expect(first).toMatchObject({
      kind: 'report',
      title: 'Relatório de Vendas',
      subtitle: 'Finanças',
      path: `/${r.vendas}/reports/view`,
      favorite: true,
    });
    expect(second).toMatchObject({ favorite: false, path: `/${r.zeta}/reports/view` });
    expect(second?.viewed_at).not.toBeNull();
    // The same text with its accents, and a part of a word, find the same report.
    expect(idsOf((await search(world.tokens.user, 'relatório de vend')).data(), 'report')).toEqual([
      r.vendas,
    ]);
  });

  it("never returns a report the user was not granted, nor another unit's", async () => {
    const answer = (await search(world.tokens.user, 'relatorio')).data();
    expect(idsOf(answer, 'report')).not.toContain(r.secret);
    expect(idsOf(answer, 'report')).not.toContain(r.foreign);
    expect(idsOf((await search(world.tokens.user, 'sigiloso')).data(), 'report')).toEqual([]);
    // The unit's admin sees every report of the unit, still none of another unit.
    const admin = idsOf((await search(world.tokens.admin, 'relatorio')).data(), 'report');
    expect(admin).toEqual(expect.arrayContaining([r.vendas, r.custos, r.zeta, r.secret]));
    expect(admin).not.toContain(r.foreign);
    const otherUnit = idsOf((await search(otherAdminToken, 'relatorio')).data(), 'report');
    expect(otherUnit).toEqual([r.foreign]);
  });

  it('finds the groups and playlists the caller may see', async () => {
    const user = (await search(world.tokens.user, 'financas')).data();
    expect(user.groups.find((x) => x.kind === 'report_group')?.results).toEqual([
      expect.objectContaining({ id: g.financas, title: 'Finanças', path: `/${g.financas}/reports` }),
    ]);
    expect(idsOf((await search(world.tokens.user, 'operacoes')).data(), 'report_group')).toEqual([]);
    expect(idsOf((await search(world.tokens.admin, 'operacoes')).data(), 'report_group')).toEqual([
      g.operacoes,
    ]);

    expect(idsOf((await search(world.tokens.user, 'painel')).data(), 'playlist')).toEqual([p.open]);
    const admin = (await search(world.tokens.admin, 'painel')).data();
    expect(idsOf(admin, 'playlist').sort()).toEqual([p.open, p.closed].sort());
    expect(admin.groups.find((x) => x.kind === 'playlist')?.results[0]?.path).toMatch(
      /^\/\d+\/playlist\/view$/,
    );
  });

  it("gives the unit's people to an admin only", async () => {
    const email = world.users.user.email;
    const plain = (await search(world.tokens.user, email)).data();
    expect(plain.groups.map((x) => x.kind)).not.toContain('user');
    const admin = (await search(world.tokens.admin, email.toUpperCase())).data();
    expect(admin.groups.find((x) => x.kind === 'user')?.results).toEqual([
      expect.objectContaining({ id: world.users.user.id, subtitle: email, path: '/user' }),
    ]);
    // Another unit's admin does not find them.
    const other = (await search(otherAdminToken, email)).data();
    expect(other.groups.map((x) => x.kind)).not.toContain('user');
  });

  it('keeps to the limit per kind', async () => {
    const answer = (await search(world.tokens.admin, 'relatorio', 2)).data();
    expect(answer.groups.find((x) => x.kind === 'report')?.results).toHaveLength(2);
  });
});
