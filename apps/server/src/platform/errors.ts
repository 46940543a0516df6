import {
  ERROR_STATUS,
  type ErrorCode,
  LANG_HEADER,
  type MessageCode,
  resolveLanguage,
  type TErrorResponse,
  translate,
} from '@mirante/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure with a catalogued code; its status comes from the catalogue. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** `errors` maps a field to message codes, localized with the field's name when sent. */
    readonly details: {
      errors?: Record<string, MessageCode[]>;
      params?: Record<string, string | number>;
      /** The name a field's messages call it by, when not its key (a custom field's own name). */
      fieldNames?: Record<string, string>;
      /** Values of one field's messages only (each colour of a theme has its own ratio). */
      fieldParams?: Record<string, Record<string, string | number>>;
    } = {},
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

export function notFound(): AppError {
  return new AppError('not_found');
}

/** Turns a JSON pointer like `/user/email` into the field key `user.email`. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** Adds a message code to a field of an error map. */
export function addFieldError(errors: Record<string, MessageCode[]>, field: string, code: MessageCode): void {
  const list = errors[field] ?? [];
  list.push(code);
  errors[field] = list;
}

/** Whether a validation issue means "nothing was given" rather than "what was given is wrong". */
export function isMissingValue(
  code: string,
  message: string | undefined,
  params: Record<string, unknown> = {},
): boolean {
  if (code === 'invalid_type' && /received undefined/.test(message ?? '')) return true;
  return code === 'too_small' && params.origin === 'string' && params.minimum === 1;
}

export function errorBody(code: ErrorCode, lang: string, details: AppError['details'] = {}): TErrorResponse {
  const body: TErrorResponse = { code, message: translate(code, lang, details.params) };
  if (details.errors) {
    body.errors = Object.fromEntries(
      Object.entries(details.errors).map(([field, codes]) => [
        field,
        // The error's params fill field messages too ('At least {count} characters').
        codes.map((c) =>
          translate(c, lang, {
            ...details.params,
            ...details.fieldParams?.[field],
            name: details.fieldNames?.[field] ?? field,
          }),
        ),
      ]),
    );
    body.error_codes = Object.fromEntries(
      Object.entries(details.errors).map(([field, codes]) => [field, [...codes]]),
    );
    if (details.params) body.error_params = { ...details.params };
  }
  return body;
}

// Network failures and the server's "shutting down / starting up / connection lost" answers.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// What node-postgres says when a connection ends or cannot be opened in time.
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

/**
 * Whether a failure means the database (or another service the call needs) cannot be reached
 * right now, rather than a fault of the code: the error itself or one of its causes (drizzle
 * wraps the driver's error).
 */
export function isServiceUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a caller is asked to wait (Retry-After) when the database is unreachable. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Maps every failure to `{code, message, errors}`; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send(errorBody(error.code, lang, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, MessageCode[]> = {};
      for (const v of error.validation) {
        const missing = isMissingValue(v.keyword, v.message, v.params as Record<string, unknown>);
        addFieldError(errors, fieldOf(v.instancePath), missing ? 'field_required' : 'field_invalid');
      }
      return reply.status(400).send(errorBody('validation_failed', lang, { errors }));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody('payload_too_large', lang));
    if (status === 429) return reply.status(429).send(errorBody('too_many_requests', lang));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the caller's fault, said plainly.
      return reply
        .status(400)
        .send(errorBody('validation_failed', lang, { errors: { body: ['field_invalid'] } }));
    }
    if (isServiceUnreachable(error)) {
      // The database is restarting or unreachable: the caller may try again shortly.
      request.log.warn({ err: error }, 'service unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send(errorBody('service_unavailable', lang));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody('unexpected_error', lang));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (a path parameter past its length
 * limit, a malformed percent-encoding) fails before any hook runs, so it is answered here, with
 * the catalogued 400 naming the path, in the language the request asks for.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers[LANG_HEADER];
  const lang = resolveLanguage(
    (Array.isArray(header) ? header[0] : header) ?? request.headers['accept-language'],
  );
  return reply
    .status(400)
    .send(errorBody('validation_failed', lang, { errors: { path: ['field_invalid'] } }));
}
