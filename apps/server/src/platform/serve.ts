import { type AnyRoute, type RouteReply, type RouteRequestParts, successStatus } from '@mirante/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration of the route map this route serves (set by `serve`). */
    mapped?: AnyRoute;
  }
}

/** How a route of the map is served: who may call it, and what the API reference says of it. */
export interface ServeOptions {
  /** The route's policy, reach, public flag and other settings read by the platform's hooks. */
  config?: FastifyContextConfig;
  /** Groups of the API reference (`/api/docs`). */
  tags?: string[];
  /** Overrides the declaration's summary in the API reference. */
  summary?: string;
  /** Largest body accepted, in bytes (uploads). */
  bodyLimit?: number;
}

/** The request a handler of a declared route reads: params, query and body as validated. */
export type ServedRequest<R extends AnyRoute> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  RouteRequestParts<R>;

/**
 * What a handler may answer: the route's answer (sent with the declared status), or the reply it
 * has sent itself (a redirect, a file, headers of its own).
 */
export type ServedAnswer<R extends AnyRoute> = RouteReply<R> | FastifyReply;

/** The Fastify instances routes are served on (any type provider). */
type AnyFastify = Pick<FastifyInstance, 'route'>;

/**
 * Registers a route of the map (`packages/contracts`): its method, path and schemas come from
 * the declaration, so the server cannot drift from what the web app and the tests call. The
 * answer is validated and serialised by the declared response schema, with the declared status.
 */
export function serve<R extends AnyRoute>(
  app: AnyFastify,
  def: R,
  options: ServeOptions,
  handler: (request: ServedRequest<R>, reply: FastifyReply) => Promise<ServedAnswer<R>> | ServedAnswer<R>,
): void {
  const status = successStatus(def);
  const route: RouteOptions = {
    method: def.method,
    url: def.path,
    config: { ...options.config, mapped: def },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      ...(options.tags ? { tags: options.tags } : {}),
      ...((options.summary ?? def.summary) ? { summary: options.summary ?? def.summary } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      // A file or a stream is sent as it is, never serialised as JSON.
      ...(def.file ? {} : { response: { [status]: def.response } }),
    },
    // The answer is handed back for Fastify to send, never `reply` itself once sent: an async
    // function returning the reply adopts it as a promise (Reply.then), which listens for the
    // response's end on every call.
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as ServedRequest<R>, reply);
      if (reply.sent) return undefined;
      // Sent later by the handler's own means (a stream it pipes once ready).
      if (answer === reply) return reply;
      reply.status(status);
      return status === 204 ? undefined : answer;
    },
  };
  app.route(route);
}
