// The baseline: bare Fastify routes answering the same JSON as the portal's, with no database,
// session or hooks. Reads `{ path: body }` from BARE_ROUTES and listens on PORT.
import Fastify from 'fastify';

const routes = JSON.parse(process.env.BARE_ROUTES ?? '{}') as Record<string, string>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(routes)) {
  app.route({
    method: ['GET', 'POST'],
    url: path,
    handler: async (_request, reply) =>
      reply.header('content-type', 'application/json; charset=utf-8').send(body),
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
