import type { FastifyRequest } from 'fastify';

/** Where a request comes from, as the sign-in and audit rules see it. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The Host header the request came on, which names the business unit. */
  host: string | undefined;
}

/** The caller's address, browser and host, read from the request. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, host: request.headers.host };
}
