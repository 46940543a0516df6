import { eq } from 'drizzle-orm';
import {
  helpDeskRoutes,
  type TCompanyConfig,
  type TCreateFollowUpRequest,
  type TCreateTicketRequest,
  type TTicketStatusRequest,
} from '@mirante/contracts';
import { users } from '../src/db/schema';
import { callRoute, createCompany, createUser, createWorld, signIn, type TestContext } from './helpers';
import { setCompanySettings } from './switching-fixtures';

/** Two tenant trees; the first unit runs the help desk with a support agent among its users. */
export async function createHelpDeskWorld(ctx: TestContext, settings: Partial<TCompanyConfig> = {}) {
  const world = await createWorld(ctx);
  const stranger = await createWorld(ctx);
  await setCompanySettings(ctx.db, world.company.id, { enable_helpdesk: 'S', ...settings });
  await setCompanySettings(ctx.db, stranger.company.id, { enable_helpdesk: 'S' });
  const agent = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
  await ctx.db.update(users).set({ supportAgent: true }).where(eq(users.id, agent.id));
  const colleague = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
  // A second unit of the same partner whose help desk is off.
  const closed = await createCompany(ctx.db, { partnerId: world.partner.id });
  const closedUser = await createUser(ctx.db, { profile: 'user', companyId: closed.id });
  return {
    ...world,
    stranger,
    agent,
    colleague,
    closed,
    extraTokens: {
      agent: await signIn(ctx.app, agent.email),
      colleague: await signIn(ctx.app, colleague.email),
      closedUser: await signIn(ctx.app, closedUser.email),
    },
  };
}

export type HelpDeskWorld = Awaited<ReturnType<typeof createHelpDeskWorld>>;

/*
 * The bodies below are sent as the test writes them: a test may send one the contract refuses,
 * to see the server refuse it.
 */

/** Opens a ticket as the caller and returns the answer. */
export function openTicket(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return callRoute(ctx.app, helpDeskRoutes.open, { token, body: body as TCreateTicketRequest });
}

export function getTicket(ctx: TestContext, token: string, id: number) {
  return callRoute(ctx.app, helpDeskRoutes.get, { token, params: { id } });
}

export function followUp(ctx: TestContext, token: string, id: number, body: Record<string, unknown>) {
  return callRoute(ctx.app, helpDeskRoutes.followUp, {
    token,
    params: { id },
    body: body as TCreateFollowUpRequest,
  });
}

export function setStatus(ctx: TestContext, token: string, id: number, status: string) {
  return callRoute(ctx.app, helpDeskRoutes.setStatus, {
    token,
    params: { id },
    body: { status } as TTicketStatusRequest,
  });
}

/** Uploads raw bytes as the web app does: the name in the query, the file as the body. */
export function upload(
  ctx: TestContext,
  token: string | undefined,
  id: number,
  name: string,
  bytes: Buffer,
  opts: { followUpId?: number; contentType?: string } = {},
) {
  return callRoute(ctx.app, helpDeskRoutes.attach, {
    token,
    params: { id },
    query: { name, ...(opts.followUpId ? { follow_up_id: opts.followUpId } : {}) },
    // The file's bytes are the body, which the declaration (JSON parts only) does not describe.
    body: bytes as never,
    headers: { 'content-type': opts.contentType ?? 'application/octet-stream' },
  });
}

/** The smallest valid PNG (1×1 transparent pixel). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
