import { route } from '@mirante/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { z } from 'zod';
import { serve } from '../src/platform/serve';

/*
 * serve() hands the answer back for Fastify to send. An async handler that returned the reply
 * itself would have it adopted as a promise (Reply.then), which listens for the end of every
 * response: work on each call of the hot paths for nothing.
 */
const app = Fastify();
/** Reply.then, watched from the first request on. */
let adoptions: MockInstance | undefined;

const calls = {
  answer: route('GET /answer', { response: z.object({ ok: z.boolean() }) }),
  created: route('POST /created', { response: z.object({ id: z.number() }), status: 201 }),
  empty: route('DELETE /empty', { response: z.void(), status: 204 }),
  sentByHand: route('GET /by-hand', { response: z.string(), file: 'text/plain' }),
};

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (_request, reply) => {
    adoptions ??= vi.spyOn(Object.getPrototypeOf(reply) as typeof reply, 'then');
  });
  serve(app, calls.answer, {}, async () => ({ ok: true, extra: 'dropped by the schema' }) as { ok: boolean });
  serve(app, calls.created, {}, () => ({ id: 7 }));
  serve(app, calls.empty, {}, async () => undefined);
  serve(app, calls.sentByHand, {}, async (_request, reply) => reply.type('text/plain').send('by hand'));
  await app.ready();
});
afterAll(() => app.close());

describe('serve', () => {
  it('answers with the declared status and shape without adopting the reply as a promise', async () => {
    const answer = await app.inject({ method: 'GET', url: '/answer' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    const created = await app.inject({ method: 'POST', url: '/created' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 7 });
    const empty = await app.inject({ method: 'DELETE', url: '/empty' });
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
    expect(adoptions).toBeDefined();
    expect(adoptions!.mock.calls).toEqual([]);
  });

  it('leaves a reply the handler sent itself as it is', async () => {
    const byHand = await app.inject({ method: 'GET', url: '/by-hand' });
    expect(byHand.statusCode).toBe(200);
    expect(byHand.body).toBe('by hand');
  });
});
