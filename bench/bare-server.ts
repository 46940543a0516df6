// The baseline: a bare Fastify route answering the same JSON as the portal's getConfig,
// with no database, session or hooks. Reads the body from BARE_BODY and listens on PORT.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/auth/config/getConfig', async (_request, reply) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
