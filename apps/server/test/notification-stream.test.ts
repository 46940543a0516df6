import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authRoutes, notificationRoutes, routeUrl } from '@mirante/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/platform/db';
import { callRoute, listeningPort, signIn } from './helpers';
import { ctx, send, useNotificationWorld, world } from './notifications-fixtures';

// The inbox stream on a second server instance on the same database: a notification sent through
// the first reaches a page connected to the second through the database's change feed (LISTEN /
// NOTIFY on PostgreSQL, PGlite's own on the embedded database).
useNotificationWorld();

let second: FastifyInstance;
let secondDatabase: Database | undefined;

beforeAll(async () => {
  const url = ctx.database.url;
  secondDatabase = url ? await openDatabase({ databaseUrl: url }) : undefined;
  second = await buildApp(secondDatabase ?? ctx.database, {
    storageDir: ctx.storageDir,
    webDir: join(tmpdir(), 'mirante-no-web'),
    redisUrl: undefined,
    trustProxy: [],
    baseDomain: 'mirante.test',
    logLevel: 'silent',
    logger: false,
    secretBox: ctx.secretBox,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
});

interface Stream {
  response: IncomingMessage;
  counts: number[];
  ended: Promise<void>;
  close(): void;
}

/** Opens the inbox stream on an instance and collects the unread counts it pushes. */
async function openStream(app: FastifyInstance, token: string): Promise<Stream> {
  const port = await listeningPort(app);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/api${routeUrl(notificationRoutes.stream)}`,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        const counts: number[] = [];
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(event)?.[1];
            if (/^event: unread$/m.test(event) && data) counts.push(JSON.parse(data).unread);
            end = buffer.indexOf('\n\n');
          }
        });
        const ended = new Promise<void>((done) => response.on('close', () => done()));
        resolve({ response, counts, ended, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const POLL = { timeout: 3000, interval: 10 };

describe('the inbox stream', () => {
  it('pushes the unread count to a page on another instance as soon as a notification is sent', async () => {
    const token = await signIn(ctx.app, world.users.user.email);
    const stream = await openStream(second, token);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toContain('text/event-stream');
    await expect.poll(() => stream.counts.length, POLL).toBe(1);
    const start = stream.counts[0]!;

    const sent = await send(world.tokens.admin, {
      subject: 'Live',
      body: '<p>now</p>',
      audience: { kind: 'all' },
    });
    expect(sent.statusCode).toBe(201);
    await expect.poll(() => stream.counts.at(-1), POLL).toBe(start + 1);

    // Reading it on the first instance lowers the count on the second.
    const box = await callRoute(ctx.app, notificationRoutes.inbox, { token, query: { status: 'unread' } });
    const id = box.data().data[0]!.id;
    await callRoute(ctx.app, notificationRoutes.read, { token, params: { id } });
    await expect.poll(() => stream.counts.at(-1), POLL).toBe(start);

    // Signing out on the first instance ends the stream on the second.
    await callRoute(ctx.app, authRoutes.logout, { token });
    await stream.ended;
  });

  it('refuses a stream without a session', async () => {
    const res = await callRoute(second, notificationRoutes.stream, {});
    expect(res.statusCode).toBe(401);
  });
});
