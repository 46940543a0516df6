import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type LogFormat, prettyLogStream } from './log-format';

/**
 * Paths whose next segment is a secret (a link's token): the request log never writes it. The
 * embedded page carries its link's token in the path; the sign-in steps and invitations theirs.
 * Matched at the start of the path only (`/api/embedded/report` names no token).
 */
const TOKEN_PATHS = [
  '/api/login/2fa/',
  '/embedded/',
  '/new/password/',
  '/config/2fa/',
  '/auth/playlist/',
  '/change/company/',
  '/authorization/',
  '/invitation/',
];
/** Query parameters holding secrets (the external frame's ticket, tokens). */
const SECRET_QUERY = /([?&](?:token|ticket|code|access_token)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

/** A request URL as the log may keep it: tokens in known paths and queries replaced. */
export function redactUrl(url: string): string {
  let out = url;
  const prefix = TOKEN_PATHS.find((p) => url.startsWith(p));
  if (prefix) {
    const start = prefix.length;
    const end = out.slice(start).search(/[/?#]/);
    const stop = end < 0 ? out.length : start + end;
    if (stop > start) out = `${out.slice(0, start)}${REDACTED}${out.slice(stop)}`;
  }
  return out.replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's reply serializer for the readable log: the status, and the request's method and
 * redacted URL so a finished request reads as one line. The JSON log keeps Fastify's own, which
 * has the status only (the URL is on the request's line there).
 */
export function serializeReplyWithRequest(reply: FastifyReply | { statusCode?: number }) {
  const request = 'request' in reply ? reply.request : undefined;
  return {
    statusCode: reply.statusCode,
    ...(request ? { method: request.method, url: redactUrl(request.url) } : {}),
  };
}

/**
 * The request log's options: the bearer header redacted, link tokens kept out of URLs, written
 * to `stream` when given (tests read it) or standard output, as JSON lines or, with `format`
 * `pretty`, as readable text.
 */
export function requestLogOptions(
  level: string,
  stream?: { write(line: string): void },
  format: LogFormat = 'json',
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const common = { level, redact: ['req.headers.authorization'] };
  if (format === 'pretty') {
    return {
      ...common,
      serializers: { req: serializeRequest, res: serializeReplyWithRequest },
      stream: prettyLogStream(stream ?? process.stdout),
    };
  }
  return { ...common, serializers: { req: serializeRequest }, ...(stream ? { stream } : {}) };
}
