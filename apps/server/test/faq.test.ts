import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqEntries, faqEntryTexts } from '../src/db/schema';
import { faqRoutes, type RouteInput, type TCreateFaqEntryRequest } from '@mirante/contracts';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof createWorld>>;
/** Another operator's tree: nothing of it may be read or changed from `w`. */
let stranger: Awaited<ReturnType<typeof createWorld>>;
/** A second partner under the same operator, with a unit and a user. */
let sibling: { masterToken: string; userToken: string };

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createWorld(ctx);
  stranger = await createWorld(ctx);
  const partner = await createPartner(ctx.db, { operatorId: w.operator.id });
  const unit = await createCompany(ctx.db, { partnerId: partner.id });
  const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
  const user = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
  sibling = {
    masterToken: await signIn(ctx.app, master.email),
    userToken: await signIn(ctx.app, user.email),
  };
});
afterAll(() => ctx.close());

/** A page of the FAQ as a reader asks for it. */
type FaqQuery = NonNullable<RouteInput<typeof faqRoutes.read>['query']>;

const text = (question: string, answer = `${question} — answer`) => ({ question, answer });

async function add(token: string, texts: TCreateFaqEntryRequest['texts']) {
  const res = await callRoute(ctx.app, faqRoutes.create, { token, body: { texts } });
  expect(res.statusCode, res.body).toBe(201);
  return res.data();
}

const read = (token: string | undefined, query: FaqQuery = {}, lang?: string) =>
  callRoute(ctx.app, faqRoutes.read, { token, query, lang });

describe('keeping entries', () => {
  it('adds an entry last, with pt-BR and the languages given, stored in one go', async () => {
    const first = await add(w.tokens.master, { 'pt-BR': text('Como exporto?') });
    const res = await callRoute(ctx.app, faqRoutes.create, {
      token: w.tokens.master,
      body: {
        texts: { 'pt-BR': text('  Onde vejo faturas?  '), 'en-US': text('Where are invoices?'), es: null },
      },
    });
    expect(res.statusCode).toBe(201);
    const entry = res.data();
    expect(entry).toMatchObject({
      position: first.position + 1,
      texts: {
        'pt-BR': { question: 'Onde vejo faturas?' },
        'en-US': { question: 'Where are invoices?' },
        es: null,
        'pt-PT': null,
      },
      first: false,
      last: true,
    });
    const [row] = await ctx.db.select().from(faqEntries).where(eq(faqEntries.id, entry.id));
    expect(row).toMatchObject({ partnerId: w.partner.id, createdByUserId: w.users.master.id });
    const texts = await ctx.db.select().from(faqEntryTexts).where(eq(faqEntryTexts.entryId, entry.id));
    expect(texts.map((t) => t.language).sort()).toEqual(['en-US', 'pt-BR']);
  });

  it('refuses an entry without its pt-BR text or with a blank question, field by field', async () => {
    const missing = await callRoute(ctx.app, faqRoutes.create, {
      token: w.tokens.master,
      body: { texts: { 'en-US': text('Only English') } } as never,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.error().errors ?? {})).toContain('texts.pt-BR');
    const blank = await callRoute(ctx.app, faqRoutes.create, {
      token: w.tokens.a2m,
      body: { texts: { 'pt-BR': { question: '   ', answer: 'x' } } },
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.error().errors ?? {})).toContain('texts.pt-BR.question');
    expect(
      (await callRoute(ctx.app, faqRoutes.create, { token: w.tokens.a2m, body: 'x' as never })).statusCode,
    ).toBe(400);
  });

  it('changes only the languages named, and removes one set to null', async () => {
    const entry = await add(w.tokens.master, {
      'pt-BR': text('Pergunta original'),
      'en-US': text('Original question'),
      es: text('Pregunta original'),
    });
    const res = await callRoute(ctx.app, faqRoutes.update, {
      token: w.tokens.master,
      params: { id: entry.id },
      body: { texts: { 'en-US': text('Edited question'), es: null } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data().texts).toMatchObject({
      'pt-BR': { question: 'Pergunta original' },
      'en-US': { question: 'Edited question' },
      es: null,
    });
    const stored = await ctx.db.select().from(faqEntryTexts).where(eq(faqEntryTexts.entryId, entry.id));
    expect(stored.map((t) => t.language).sort()).toEqual(['en-US', 'pt-BR']);
    const bad = await callRoute(ctx.app, faqRoutes.update, {
      token: w.tokens.master,
      params: { id: entry.id },
      body: { texts: { 'pt-BR': null } } as never,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('moves an entry one place and stops at the ends', async () => {
    const a = await add(w.tokens.a2m, { 'pt-BR': text('Primeira') });
    const b = await add(w.tokens.a2m, { 'pt-BR': text('Segunda') });
    const move = (id: number, direction: string) =>
      callRoute(ctx.app, faqRoutes.move, {
        token: w.tokens.a2m,
        params: { id },
        // A direction the contract does not know is sent as it is, for the server to refuse.
        body: { direction } as { direction: 'up' | 'down' },
      });
    const up = await move(b.id, 'up');
    expect(up.statusCode).toBe(200);
    expect(up.data()).toMatchObject({ position: a.position, first: true });
    const list = await callRoute(ctx.app, faqRoutes.listKept, { token: w.tokens.a2m });
    expect(list.data().data.map((e) => e.id)).toEqual([b.id, a.id]);
    const again = await move(b.id, 'up');
    expect(again.data().position).toBe(a.position);
    expect((await move(b.id, 'sideways')).statusCode).toBe(400);
  });

  it('deletes an entry with its texts', async () => {
    const entry = await add(w.tokens.master, { 'pt-BR': text('Apagar'), 'pt-PT': text('Apagar PT') });
    const res = await callRoute(ctx.app, faqRoutes.remove, {
      token: w.tokens.master,
      params: { id: entry.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(faqEntries).where(eq(faqEntries.id, entry.id))).toEqual([]);
    expect(await ctx.db.select().from(faqEntryTexts).where(eq(faqEntryTexts.entryId, entry.id))).toEqual([]);
  });

  it('lists only the caller’s own entries, searched in any language', async () => {
    await add(w.tokens.master, { 'pt-BR': text('Senha'), es: text('Contraseña olvidada') });
    const res = await callRoute(ctx.app, faqRoutes.listKept, {
      token: w.tokens.master,
      query: { search: 'contrase' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data().data.map((e) => e.texts.es?.question)).toEqual(['Contraseña olvidada']);
    const other = await callRoute(ctx.app, faqRoutes.listKept, { token: sibling.masterToken });
    expect(other.data().total).toBe(0);
  });

  it('does not find another keeper’s entry: another partner’s, the operator’s, another operator’s', async () => {
    const mine = await add(w.tokens.master, { 'pt-BR': text('Só do parceiro') });
    const platform = await add(w.tokens.a2m, { 'pt-BR': text('Da plataforma') });
    const attempts = [
      { token: sibling.masterToken, id: mine.id },
      { token: stranger.tokens.a2m, id: platform.id },
      { token: stranger.tokens.master, id: mine.id },
      { token: w.tokens.master, id: platform.id },
    ];
    for (const { token, id } of attempts) {
      const params = { id };
      const put = await callRoute(ctx.app, faqRoutes.update, {
        token,
        params,
        body: { texts: { 'pt-BR': text('x') } },
      });
      expect(put.statusCode).toBe(404);
      expect((await callRoute(ctx.app, faqRoutes.remove, { token, params })).statusCode).toBe(404);
      const move = await callRoute(ctx.app, faqRoutes.move, { token, params, body: { direction: 'up' } });
      expect(move.statusCode).toBe(404);
    }
    const [row] = await ctx.db.select().from(faqEntryTexts).where(eq(faqEntryTexts.entryId, mine.id));
    expect(row?.question).toBe('Só do parceiro');
  });

  it('refuses units’ members (403) and callers without a session (401)', async () => {
    for (const token of [w.tokens.admin, w.tokens.user]) {
      const res = await callRoute(ctx.app, faqRoutes.create, {
        token,
        body: { texts: { 'pt-BR': text('x') } },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await callRoute(ctx.app, faqRoutes.listKept, {})).statusCode).toBe(401);
  });
});

describe('reading the FAQ', () => {
  it('shows a unit’s user the operator’s entries then their partner’s, in their language with pt-BR standing in', async () => {
    const world = await createWorld(ctx);
    await add(world.tokens.master, {
      'pt-BR': text('Como peço acesso?'),
      'en-US': text('How do I ask for access?'),
    });
    await add(world.tokens.a2m, { 'pt-BR': text('O que é o portal?') });
    const res = await read(world.tokens.user, {}, 'en-US');
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({
      total: 2,
      policies: { can_manage: false },
      data: [
        {
          question: 'O que é o portal?',
          language: 'pt-BR',
          source: 'platform',
          source_name: world.operator.name,
        },
        {
          question: 'How do I ask for access?',
          language: 'en-US',
          source: 'partner',
          source_name: world.partner.name,
        },
      ],
    });
    const master = await read(world.tokens.master);
    expect(master.data()).toMatchObject({ total: 2, policies: { can_manage: true } });
  });

  it('finds entries by search in the reader’s language, and never another partner’s', async () => {
    const world = await createWorld(ctx);
    await add(world.tokens.master, { 'pt-BR': text('Relatório em branco'), es: text('Informe en blanco') });
    await add(sibling.masterToken, { 'pt-BR': text('Relatório do vizinho') });
    const es = await read(world.tokens.admin, { search: 'informe' }, 'es');
    expect(es.data().data.map((e) => e.question)).toEqual(['Informe en blanco']);
    const pt = await read(world.tokens.admin, { search: 'relatório' });
    expect(pt.data().data.map((e) => e.question)).toEqual(['Relatório em branco']);
    const none = await read(world.tokens.admin, { search: '%' });
    expect(none.data().total).toBe(0);
    const neighbour = await read(sibling.userToken, { search: 'vizinho' });
    expect(neighbour.data().total).toBe(1);
  });

  it('answers 401 without a session, 403 to the operator and 400 to a bad page', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await read(w.tokens.a2m)).statusCode).toBe(403);
    expect((await read(w.tokens.user, { page: 0 })).statusCode).toBe(400);
  });
});

describe('the public FAQ (no session)', () => {
  const publicRead = (host: string | undefined, query: FaqQuery = {}) =>
    callRoute(ctx.app, faqRoutes.readPublic, { query, headers: host ? { host } : {} });

  it('shows the platform’s entries on the platform’s address, and a unit’s partner’s on the unit’s', async () => {
    const world = await createWorld(ctx);
    const platform = await add(world.tokens.a2m, { 'pt-BR': text('Pública da plataforma') });
    const partnerEntry = await add(world.tokens.master, { 'pt-BR': text('Pública do parceiro') });
    const onPlatform = await publicRead('mirante.test', { per_page: 100 });
    expect(onPlatform.statusCode).toBe(200);
    const platformIds = onPlatform.data().data.map((e) => e.id);
    expect(platformIds).toContain(platform.id);
    expect(platformIds).not.toContain(partnerEntry.id);
    expect(onPlatform.data().policies).toEqual({ can_manage: false });

    const onUnit = await publicRead(`${world.company.subdomain}.mirante.test`, { search: 'pública' });
    expect(onUnit.data().data.map((e) => e.id)).toEqual([platform.id, partnerEntry.id]);
    // Another operator's unit sees neither.
    const elsewhere = await publicRead(`${stranger.company.subdomain}.mirante.test`, { search: 'pública' });
    expect(elsewhere.data().total).toBe(0);
  });

  it('shows nothing on an unknown address and refuses a bad page', async () => {
    expect((await publicRead('nowhere.example.org')).data()).toMatchObject({ total: 0, data: [] });
    expect((await publicRead('mirante.test', { per_page: 0 })).statusCode).toBe(400);
  });
});
