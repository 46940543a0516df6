import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskFollowUps, helpDeskTickets } from '../src/db/schema';
import { helpDeskRoutes, type RouteInput, type TUpdateTicketRequest } from '@mirante/contracts';
import {
  createHelpDeskWorld,
  followUp,
  getTicket,
  type HelpDeskWorld,
  openTicket,
  setStatus,
} from './help-desk-fixtures';
import { callRoute, createTestContext, type TestContext } from './helpers';
import { setCompanySettings } from './switching-fixtures';

/** A page of tickets as a caller asks for it. */
type ListQuery = NonNullable<RouteInput<typeof helpDeskRoutes.list>['query']>;

let ctx: TestContext;
let w: HelpDeskWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createHelpDeskWorld(ctx);
});
afterAll(() => ctx.close());

const list = (token: string | undefined, query: ListQuery = {}) =>
  callRoute(ctx.app, helpDeskRoutes.list, { token, query });

async function newTicket(token = w.tokens.user, body: Record<string, unknown> = {}) {
  const res = await openTicket(ctx, token, {
    subject: 'Report is blank',
    description: 'Sales shows nothing',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.data();
}

describe('opening and listing tickets', () => {
  it('opens a ticket with its fields and stores it as open, opened by the caller', async () => {
    const res = await openTicket(ctx, w.tokens.user, {
      subject: '  Cannot export  ',
      description: 'The export button fails',
      priority: 'high',
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.data();
    expect(ticket).toMatchObject({
      subject: 'Cannot export',
      priority: 'high',
      status: 'open',
      company_id: w.company.id,
      opened_by: { id: w.users.user.id },
      follow_ups: [],
      policies: { answer: true, internal_notes: false, set_ongoing: false, solve: true, edit: false },
    });
    const [row] = await ctx.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, ticket.id));
    expect(row).toMatchObject({
      companyId: w.company.id,
      openedBy: w.users.user.id,
      description: 'The export button fails',
      status: 'open',
    });
  });

  it('401 without a session, 403 for profiles that cannot open one, 400 with field errors', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await openTicket(ctx, w.tokens.master, { subject: 'x', description: 'y' })).statusCode).toBe(403);
    expect((await openTicket(ctx, w.tokens.a2m, { subject: 'x', description: 'y' })).statusCode).toBe(403);
    const bad = await openTicket(ctx, w.tokens.user, { subject: ' ', description: 'y', priority: 'urgent' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {}).sort()).toEqual(['priority', 'subject']);
  });

  it('closes the area to a unit whose help desk is off', async () => {
    const res = await list(w.extraTokens.closedUser);
    expect(res.statusCode).toBe(403);
    expect(res.error().code).toBe('no_functionality_access');
    expect(
      (await openTicket(ctx, w.extraTokens.closedUser, { subject: 'x', description: 'y' })).statusCode,
    ).toBe(403);
  });

  it('shows a user their own tickets, the unit its tickets to agents and admins, the partner its units', async () => {
    const mine = await newTicket(w.tokens.user, { subject: 'Only mine' });
    const theirs = await newTicket(w.extraTokens.colleague, { subject: 'Colleague asks' });
    const ids = async (token: string) => (await list(token, { per_page: 100 })).data().data.map((t) => t.id);
    expect(await ids(w.tokens.user)).toContain(mine.id);
    expect(await ids(w.tokens.user)).not.toContain(theirs.id);
    for (const token of [w.extraTokens.agent, w.tokens.admin, w.tokens.master, w.tokens.a2m]) {
      expect(await ids(token)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    }
    expect(await ids(w.stranger.tokens.master)).not.toContain(mine.id);
    expect((await list(w.tokens.user)).data().policies).toEqual({ can_create: true });
    expect((await list(w.tokens.master)).data().policies).toEqual({ can_create: false });
  });

  it("answers 'This ticket does not exist' outside the caller's reach, in the caller's language", async () => {
    const t = await newTicket();
    for (const token of [
      w.extraTokens.colleague,
      w.stranger.tokens.admin,
      w.stranger.tokens.user,
      w.stranger.tokens.master,
      w.stranger.tokens.a2m,
    ]) {
      const res = await callRoute(ctx.app, helpDeskRoutes.get, {
        token,
        params: { id: t.id },
        lang: 'en-US',
      });
      expect(res.statusCode).toBe(404);
      expect(res.error()).toMatchObject({ code: 'ticket_not_found', message: 'This ticket does not exist' });
    }
    const pt = await callRoute(ctx.app, helpDeskRoutes.get, {
      token: w.stranger.tokens.admin,
      params: { id: t.id },
      lang: 'pt-BR',
    });
    expect(pt.error().message).toBe('Este chamado não existe');
    for (const token of [w.extraTokens.agent, w.tokens.admin, w.tokens.master, w.tokens.a2m]) {
      expect((await getTicket(ctx, token, t.id)).statusCode).toBe(200);
    }
    expect((await getTicket(ctx, w.tokens.user, 999_999)).statusCode).toBe(404);
    expect((await getTicket(ctx, w.tokens.user, 0)).statusCode).toBe(400);
  });

  it('searches by subject, opener and number, filters by status and priority, and pages', async () => {
    const a = await newTicket(w.tokens.user, { subject: 'Zebra dashboard', priority: 'low' });
    const b = await newTicket(w.tokens.user, { subject: 'Zebra filters', priority: 'high' });
    const found = await list(w.tokens.admin, { search: 'zebra' });
    expect(found.data().total).toBe(2);
    expect(found.data().data.map((t) => t.id)).toEqual([b.id, a.id]);
    expect((await list(w.tokens.admin, { search: `#${a.id}` })).data().data[0]?.id).toBe(a.id);
    expect(
      (await list(w.tokens.admin, { search: 'zebra', priority: 'low' })).data().data.map((t) => t.id),
    ).toEqual([a.id]);
    await setStatus(ctx, w.extraTokens.agent, b.id, 'ongoing');
    expect((await list(w.tokens.admin, { search: 'zebra', status: 'ongoing' })).data().total).toBe(1);
    const page = await list(w.tokens.admin, { search: 'zebra', per_page: 1, page: 2 });
    expect(page.data()).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(page.data().data[0]?.id).toBe(a.id);
    expect((await list(w.tokens.admin, { status: 'closed' } as unknown as ListQuery)).statusCode).toBe(400);
  });
});

describe('the partner’s and the operator’s reach', () => {
  it('narrows the operator’s list to one partner’s units, never beyond its reach', async () => {
    const t = await newTicket(w.tokens.user, { subject: 'Operator narrows' });
    const ids = async (token: string, partnerId: number) =>
      (await list(token, { per_page: 100, partner_id: partnerId })).data().data.map((x) => x.id);
    expect(await ids(w.tokens.a2m, w.partner.id)).toContain(t.id);
    expect(await ids(w.tokens.a2m, w.stranger.partner.id)).not.toContain(t.id);
    expect(await ids(w.stranger.tokens.a2m, w.partner.id)).toEqual([]);
    expect((await list(w.tokens.a2m, { partner_id: 0 })).statusCode).toBe(400);
  });

  it('leaves out the tickets of a unit whose help desk is turned off, until it is on again', async () => {
    const t = await newTicket(w.tokens.user, { subject: 'Before the switch' });
    const seen = async (token: string) =>
      (await list(token, { per_page: 100 })).data().data.some((x) => x.id === t.id);
    await setCompanySettings(ctx.db, w.company.id, { enable_helpdesk: 'N' });
    try {
      for (const token of [w.tokens.master, w.tokens.a2m]) {
        expect(await seen(token)).toBe(false);
        expect((await getTicket(ctx, token, t.id)).statusCode).toBe(404);
      }
      expect((await list(w.tokens.admin)).statusCode).toBe(403);
    } finally {
      await setCompanySettings(ctx.db, w.company.id, { enable_helpdesk: 'S' });
    }
    for (const token of [w.tokens.master, w.tokens.a2m]) expect(await seen(token)).toBe(true);
  });
});

describe('the thread', () => {
  it('lets an agent answer and keep internal notes the requester never sees', async () => {
    const t = await newTicket();
    const answer = await followUp(ctx, w.extraTokens.agent, t.id, { body: 'Looking into it' });
    expect(answer.statusCode).toBe(201);
    expect(answer.data()).toMatchObject({
      body: 'Looking into it',
      internal: false,
      author: { id: w.agent.id },
    });
    const note = await followUp(ctx, w.extraTokens.agent, t.id, {
      body: 'Dataset refresh failed',
      internal: true,
    });
    expect(note.statusCode).toBe(201);

    const asUser = (await getTicket(ctx, w.tokens.user, t.id)).data();
    expect(asUser.follow_ups.map((f) => f.body)).toEqual(['Looking into it']);
    expect(asUser.follow_ups_count).toBe(1);
    const asAdmin = (await getTicket(ctx, w.tokens.admin, t.id)).data();
    expect(asAdmin.follow_ups.map((f) => f.internal)).toEqual([false, true]);

    const rows = await ctx.db.select().from(helpDeskFollowUps).where(eq(helpDeskFollowUps.ticketId, t.id));
    expect(rows.map((r) => [r.authorId, r.internal])).toEqual([
      [w.agent.id, false],
      [w.agent.id, true],
    ]);
  });

  it('refuses internal notes from the requester, empty answers, and strangers', async () => {
    const t = await newTicket();
    expect((await followUp(ctx, w.tokens.user, t.id, { body: 'secret', internal: true })).statusCode).toBe(
      403,
    );
    const empty = await followUp(ctx, w.tokens.user, t.id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.error().errors?.body).toBeDefined();
    expect((await followUp(ctx, w.stranger.tokens.admin, t.id, { body: 'hi' })).statusCode).toBe(404);
    expect(
      (await callRoute(ctx.app, helpDeskRoutes.followUp, { params: { id: t.id }, body: { body: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('lets the partner answer its units’ tickets', async () => {
    const t = await newTicket();
    const res = await followUp(ctx, w.tokens.master, t.id, { body: 'Partner here' });
    expect(res.statusCode).toBe(201);
    expect(res.data().author?.id).toBe(w.users.master.id);
  });
});

describe('status and estimate', () => {
  it('goes open → ongoing (support side) → solved (the requester), and an answer reopens it', async () => {
    const t = await newTicket();
    const refused = await setStatus(ctx, w.tokens.user, t.id, 'ongoing');
    expect(refused.statusCode).toBe(403);
    const taken = await setStatus(ctx, w.extraTokens.agent, t.id, 'ongoing');
    expect(taken.statusCode).toBe(200);
    expect(taken.data()).toMatchObject({ status: 'ongoing', policies: { set_ongoing: false, solve: true } });
    const solved = await setStatus(ctx, w.tokens.user, t.id, 'solved');
    expect(solved.statusCode).toBe(200);
    expect(solved.data().status).toBe('solved');
    expect(solved.data().solved_at).not.toBeNull();
    expect(solved.data().follow_ups.map((f) => f.status_change)).toEqual(['ongoing', 'solved']);
    const again = await setStatus(ctx, w.tokens.user, t.id, 'solved');
    expect(again.statusCode).toBe(400);
    expect(again.error().errors?.status).toBeDefined();
    expect((await setStatus(ctx, w.tokens.user, t.id, 'open')).statusCode).toBe(400);

    await followUp(ctx, w.tokens.user, t.id, { body: 'It broke again' });
    const [row] = await ctx.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, t.id));
    expect(row).toMatchObject({ status: 'open', solvedAt: null });
    const thread = (await getTicket(ctx, w.tokens.user, t.id)).data().follow_ups;
    expect(thread.at(-1)).toMatchObject({ body: 'It broke again', status_change: 'open' });
    expect((await setStatus(ctx, w.stranger.tokens.admin, t.id, 'solved')).statusCode).toBe(404);
  });

  it('lets the support side set the priority and estimate, changing only the fields named', async () => {
    const t = await newTicket();
    // Sent as written: some are bodies the contract refuses.
    const put = (token: string, body: Record<string, unknown>) =>
      callRoute(ctx.app, helpDeskRoutes.update, {
        token,
        params: { id: t.id },
        body: body as TUpdateTicketRequest,
      });
    const at = '2030-05-01T14:30:00.000Z';
    const first = await put(w.extraTokens.agent, { estimated_at: at });
    expect(first.statusCode).toBe(200);
    expect(first.data()).toMatchObject({ estimated_at: at, priority: 'normal' });
    const second = await put(w.tokens.admin, { priority: 'low' });
    expect(second.data()).toMatchObject({ estimated_at: at, priority: 'low' });
    const [row] = await ctx.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, t.id));
    expect(row?.estimatedAt?.toISOString()).toBe(at);
    expect(row?.priority).toBe('low');
    expect((await put(w.tokens.user, { priority: 'high' })).statusCode).toBe(403);
    expect((await put(w.stranger.tokens.master, { priority: 'high' })).statusCode).toBe(404);
    const bad = await put(w.tokens.admin, { estimated_at: '01/05/2030' });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors?.estimated_at).toBeDefined();
    // Days and hours that do not exist, and an instant before year 1 in UTC (PostgreSQL's first).
    for (const estimated_at of [
      '2030-02-30T10:00:00Z',
      '2030-05-01T24:00:00Z',
      '2030-05-01T10:60:00Z',
      '0001-01-01T00:30:00+01:00',
      '0000-12-31T23:00:00Z',
    ]) {
      const impossible = await put(w.tokens.admin, { estimated_at, priority: 'high' });
      expect(impossible.statusCode, estimated_at).toBe(400);
      expect(impossible.error().error_codes, estimated_at).toEqual({ estimated_at: ['field_invalid'] });
    }
    const [kept] = await ctx.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, t.id));
    expect(kept).toMatchObject({ priority: 'low' });
    expect(kept?.estimatedAt?.toISOString()).toBe(at);
    // With an offset, the instant is kept.
    const local = await put(w.tokens.admin, { estimated_at: '2030-05-01T11:30:00-03:00' });
    expect(local.data().estimated_at).toBe(at);
  });
});
