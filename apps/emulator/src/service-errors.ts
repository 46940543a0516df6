import type { FastifyInstance } from 'fastify';
import { entraError } from './entra';

/** The Microsoft service a part of the emulator stands in for. */
export type EmulatedService = 'entra' | 'powerbi' | 'arm';

/**
 * Failures outside a route's own answers (a body that is not JSON, a path the service does not
 * have, a crash) answered in the service's error shape: Entra's TokenError, Power BI's and
 * Azure Resource Manager's `{ error: { code, message } }`.
 */
export function registerServiceErrors(app: FastifyInstance, service: EmulatedService): void {
  const body = (status: number, message: string) => {
    if (service === 'entra') return entraError('invalid_request', message, []);
    const code =
      status === 404
        ? 'NotFound'
        : status >= 500
          ? 'InternalServerError'
          : service === 'arm'
            ? 'InvalidRequestContent'
            : 'InvalidRequest';
    return { error: { code, message } };
  };
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const message = status >= 500 ? 'The service had an internal error.' : (error.message ?? 'Bad request.');
    return reply.status(status).send(body(status, message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body(404, `The service has no ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
