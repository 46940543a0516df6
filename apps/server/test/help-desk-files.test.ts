import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { helpDeskRoutes, TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENTS_PER_ITEM } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskAttachments } from '../src/db/schema';
import {
  createHelpDeskWorld,
  followUp,
  getTicket,
  type HelpDeskWorld,
  openTicket,
  PDF,
  PNG,
  upload,
} from './help-desk-fixtures';
import { call, callRoute, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let w: HelpDeskWorld;
let ticketId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createHelpDeskWorld(ctx);
  ticketId = (
    await openTicket(ctx, w.tokens.user, { subject: 'Screenshot', description: 'See attached' })
  ).data().id;
});
afterAll(() => ctx.close());

const fetchFile = (token: string | undefined, url: string) => call(ctx.app, { method: 'GET', url, token });

describe('ticket attachments', () => {
  it('stores a picture under a random name the public storage route never serves, and shows it inline', async () => {
    const res = await upload(ctx, w.tokens.user, ticketId, 'screen shot.png', PNG, {
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const file = res.data();
    expect(file).toMatchObject({ file_name: 'screen shot.png', content_type: 'image/png', size: PNG.length });
    const [row] = await ctx.db.select().from(helpDeskAttachments).where(eq(helpDeskAttachments.id, file.id));
    expect(row?.storedName).toMatch(/^ticket-[0-9a-f]{32}$/);
    expect(existsSync(join(ctx.storageDir, row!.storedName))).toBe(true);
    expect((await call(ctx.app, { method: 'GET', url: `/storage/${row!.storedName}` })).statusCode).toBe(404);

    const got = await fetchFile(w.tokens.user, file.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toMatch(/^inline; filename="screen shot.png"/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect((await getTicket(ctx, w.tokens.admin, ticketId)).data().attachments.map((a) => a.id)).toContain(
      file.id,
    );
  });

  it('serves anything that is not a picture as a download', async () => {
    const pdf = (await upload(ctx, w.tokens.user, ticketId, 'relatório.pdf', PDF)).data();
    const got = await fetchFile(w.extraTokens.agent, pdf.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="relat_rio.pdf"; filename*=UTF-8''${encodeURIComponent('relatório.pdf')}`,
    );
    const text = await upload(ctx, w.tokens.user, ticketId, 'steps.txt', Buffer.from('1. open\n2. click\n'), {
      contentType: 'text/plain',
    });
    expect(text.statusCode).toBe(201);
    const served = await fetchFile(w.tokens.user, text.data().url);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.body).toBe('1. open\n2. click\n');
  });

  it('refuses types off the list, content that does not match its name, and files over the cap', async () => {
    const before = readdirSync(ctx.storageDir).length;
    for (const [name, bytes] of [
      ['tool.exe', Buffer.from('MZ\x90\x00')],
      ['page.html', Buffer.from('<script>alert(1)</script>')],
      ['fake.png', Buffer.from('not a picture')],
      ['fake.pdf', PNG],
      ['binary.txt', Buffer.from([0x00, 0x01, 0x02])],
      ['empty.png', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(ctx, w.tokens.user, ticketId, name, bytes as Buffer);
      expect(res.statusCode, name).toBe(400);
      expect(res.error().code, name).toBe('invalid_file');
    }
    const big = Buffer.concat([PNG, Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES)]);
    const tooBig = await upload(ctx, w.tokens.user, ticketId, 'big.png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.error().code).toBe('payload_too_large');
    expect(readdirSync(ctx.storageDir).length).toBe(before);
    const noName = await callRoute(ctx.app, helpDeskRoutes.attach, {
      token: w.tokens.user,
      params: { id: ticketId },
      body: PNG as never,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.error().errors?.name).toBeDefined();
  });

  it('keeps files within reach: 401, other tenants 404, internal notes’ files hidden from the requester', async () => {
    expect((await upload(ctx, undefined, ticketId, 'a.png', PNG)).statusCode).toBe(401);
    const stranger = await upload(ctx, w.stranger.tokens.admin, ticketId, 'a.png', PNG);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.error().code).toBe('ticket_not_found');
    const own = (await upload(ctx, w.tokens.user, ticketId, 'mine.png', PNG)).data();
    expect((await fetchFile(w.stranger.tokens.master, own.url)).statusCode).toBe(404);
    expect((await fetchFile(w.extraTokens.colleague, own.url)).statusCode).toBe(404);
    expect((await fetchFile(undefined, own.url)).statusCode).toBe(401);

    const note = (
      await followUp(ctx, w.extraTokens.agent, ticketId, { body: 'logs', internal: true })
    ).data();
    const log = await upload(ctx, w.extraTokens.agent, ticketId, 'server.csv', Buffer.from('a,b\n1,2\n'), {
      followUpId: note.id,
    });
    expect(log.statusCode).toBe(201);
    expect(log.data().follow_up_id).toBe(note.id);
    expect((await fetchFile(w.tokens.admin, log.data().url)).statusCode).toBe(200);
    expect((await fetchFile(w.tokens.user, log.data().url)).statusCode).toBe(404);
    expect(
      (await upload(ctx, w.tokens.user, ticketId, 'x.png', PNG, { followUpId: note.id })).statusCode,
    ).toBe(404);
  });

  it('attaches to a follow-up only for its author, and caps the files of one item', async () => {
    const answer = (await followUp(ctx, w.tokens.user, ticketId, { body: 'More screenshots' })).data();
    expect(
      (await upload(ctx, w.extraTokens.agent, ticketId, 'a.png', PNG, { followUpId: answer.id })).statusCode,
    ).toBe(403);
    for (let i = 0; i < TICKET_ATTACHMENTS_PER_ITEM; i++) {
      const res = await upload(ctx, w.tokens.user, ticketId, `shot-${i}.png`, PNG, { followUpId: answer.id });
      expect(res.statusCode).toBe(201);
    }
    const over = await upload(ctx, w.tokens.user, ticketId, 'one-more.png', PNG, { followUpId: answer.id });
    expect(over.statusCode).toBe(400);
    expect(over.error().errors?.file).toBeDefined();
    const thread = (await getTicket(ctx, w.tokens.user, ticketId)).data().follow_ups;
    const withFiles = thread.find((f) => f.id === answer.id);
    expect(withFiles?.attachments).toHaveLength(TICKET_ATTACHMENTS_PER_ITEM);
  });
});
