import { eq } from 'drizzle-orm';
import type { TCompanyConfig } from '@mirante/contracts';
import { users } from '../src/db/schema';
import { call, createCompany, createUser, createWorld, signIn, type TestContext } from './helpers';
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

/** Opens a ticket as the caller and returns the answer. */
export function openTicket(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return call(ctx.app, { method: 'POST', url: '/api/auth/help_desk', token, body });
}

export function getTicket(ctx: TestContext, token: string, id: number) {
  return call(ctx.app, { method: 'GET', url: `/api/auth/help_desk/${id}`, token });
}

export function followUp(ctx: TestContext, token: string, id: number, body: Record<string, unknown>) {
  return call(ctx.app, { method: 'POST', url: `/api/auth/help_desk/${id}/follow_ups`, token, body });
}

export function setStatus(ctx: TestContext, token: string, id: number, status: string) {
  return call(ctx.app, { method: 'POST', url: `/api/auth/help_desk/${id}/status`, token, body: { status } });
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
  const query = new URLSearchParams({ name });
  if (opts.followUpId) query.set('follow_up_id', String(opts.followUpId));
  return call(ctx.app, {
    method: 'POST',
    url: `/api/auth/help_desk/${id}/attachments?${query}`,
    token,
    body: bytes,
    headers: { 'content-type': opts.contentType ?? 'application/octet-stream' },
  });
}

/** The smallest valid PNG (1×1 transparent pixel). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
