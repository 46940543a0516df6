import { MAX_PAGE_SIZE, partnerRoutes, type RouteInput } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callRoute,
  createCompany,
  createOperator,
  createPartner,
  createTestContext,
  createWorld,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** The partners of the world's operator, by name. */
const mine: Record<string, number> = {};

interface PartnerRow {
  id: number;
  name: string;
  kind: string;
  active: boolean;
  companies_count: number;
  created_at: string;
}

// Names chosen so the search cases below have exactly one right answer.
const NAMES = [
  'Alpha Revendas',
  'Bravo Dados',
  'Charlie 100% BI',
  'Delta_Norte',
  'DeltaXNorte',
  'Echo Analytics',
];

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  for (const name of NAMES) {
    mine[name] = (await createPartner(ctx.db, { operatorId: world.operator.id, name })).id;
  }
  for (let i = 0; i < 3; i++) await createCompany(ctx.db, { partnerId: mine['Alpha Revendas'] });
  await createCompany(ctx.db, { partnerId: mine.Delta_Norte });
  // Another operator's partner, whose name matches every search below.
  const elsewhere = await createOperator(ctx.db);
  await createPartner(ctx.db, { operatorId: elsewhere.id, name: 'Alpha Bravo Charlie 100% Delta_Norte' });
});
afterAll(() => ctx.close());

function list(query: RouteInput<typeof partnerRoutes.list>['query'] = {}, token = world.tokens.a2m) {
  return callRoute(ctx.app, partnerRoutes.list, { query, token, lang: 'en-US' });
}

function names(body: { data: PartnerRow[] }): string[] {
  return body.data.map((p) => p.name).sort();
}

describe('GET /api/auth/partners', () => {
  it("lists the operator's partners, and only them, with their unit counts", async () => {
    const res = await list({ per_page: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body.total).toBe(NAMES.length + 1);
    expect(body.page).toBe(1);
    expect(body.per_page).toBe(100);
    expect(names(body)).toEqual([...NAMES, world.partner.name].sort());
    const byName = Object.fromEntries(body.data.map((p: PartnerRow) => [p.name, p]));
    const alpha = byName['Alpha Revendas']!;
    expect(alpha.companies_count).toBe(3);
    expect(byName.Delta_Norte?.companies_count).toBe(1);
    expect(byName['Bravo Dados']?.companies_count).toBe(0);
    expect(byName[world.partner.name]?.companies_count).toBe(1);
    expect(byName['Alpha Revendas']).toMatchObject({
      id: mine['Alpha Revendas'],
      kind: 'partner',
      active: true,
    });
    expect(new Date(alpha.created_at).toISOString()).toBe(alpha.created_at);
  });

  it('pages with a default page size', async () => {
    const body = (await list()).data();
    expect(body).toMatchObject({ page: 1, per_page: 20, total: NAMES.length + 1 });
  });

  it.each([
    ['alpha', ['Alpha Revendas']],
    ['ECHO', ['Echo Analytics']],
    ['  bravo  ', ['Bravo Dados']],
    ['delta', ['DeltaXNorte', 'Delta_Norte']],
    ['100%', ['Charlie 100% BI']],
    ['%', ['Charlie 100% BI']],
    ['_', ['Delta_Norte']],
    ['a_n', ['Delta_Norte']],
    ['\\', []],
    ['nothing like this', []],
  ])('searches by name, case-insensitively and literally: %j', async (search, expected) => {
    const res = await list({ per_page: 100, search });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(names(body)).toEqual([...expected].sort());
    expect(body.total).toBe(expected.length);
  });

  it('walks the pages in a stable order without gaps or repeats', async () => {
    const all = (await list({ per_page: 100 })).data().data.map((p: PartnerRow) => p.id);
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = (await list({ per_page: 2, page })).data();
      expect(body).toMatchObject({ page, per_page: 2, total: all.length });
      expect(body.data.length).toBe(page <= 3 ? 2 : 1);
      seen.push(...body.data.map((p: PartnerRow) => p.id));
    }
    expect(seen).toEqual(all);
  });

  it('answers an empty page beyond the end, with the total', async () => {
    const res = await list({ per_page: 5, page: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({ data: [], page: 50, per_page: 5, total: NAMES.length + 1 });
  });

  it('paginates a search', async () => {
    const body = (await list({ search: 'delta', per_page: 1, page: 2 })).data();
    expect(body.total).toBe(2);
    expect(body.data).toHaveLength(1);
  });

  it.each([
    [{ per_page: 0 }, 'per_page'],
    [{ per_page: MAX_PAGE_SIZE + 1 }, 'per_page'],
    [{ per_page: 1000 }, 'per_page'],
    [{ per_page: 2.5 }, 'per_page'],
    [{ page: -1 }, 'page'],
    [{ page: 0 }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ search: 'x'.repeat(201) }, 'search'],
  ])('refuses a bad query %j with a field error', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    const body = res.error();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Some fields are invalid.');
    expect(body.errors).toEqual({ [field]: [`${field} is invalid`] });
  });

  it.each(['master', 'admin', 'user'] as const)('refuses the %s profile', async (profile) => {
    const res = await list({}, world.tokens[profile]);
    expect(res.statusCode).toBe(403);
    expect(res.error()).toEqual({
      code: 'no_functionality_access',
      message: 'You do not have access to this functionality',
    });
  });

  it('answers 401 without a session', async () => {
    const res = await callRoute(ctx.app, partnerRoutes.list, {});
    expect(res.statusCode).toBe(401);
  });
});
