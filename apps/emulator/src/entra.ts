import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** An application registered in the emulated directory. */
export interface EntraApp {
  tenantId: string;
  clientId: string;
  clientSecret: string;
}

export const TOKEN_LIFETIME_SECONDS = 3599;

/** Resources the emulator issues tokens for, as `scope` values of the client-credentials grant. */
export const KNOWN_SCOPES = [
  'https://analysis.windows.net/powerbi/api/.default',
  'https://management.azure.com/.default',
] as const;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A signed JWT like the ones Entra ID issues (HS256 with the emulator's own key). */
export function signAccessToken(claims: Record<string, unknown>, key: string): string {
  const head = `${base64url({ typ: 'JWT', alg: 'HS256' })}.${base64url(claims)}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

/** Entra's timestamps in error answers: `2024-07-15 11:14:02Z`. */
function entraTimestamp(at = new Date()): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')}Z`;
}

/**
 * An error answer of the token endpoint, as Entra writes it: the OAuth `error`, the AADSTS
 * message followed by the trace and correlation ids and the time, the AADSTS numbers, and the
 * same ids and time as fields of their own (the TokenError of the endpoint's documentation).
 * The correlation id is the caller's `client-request-id` when it sent one.
 */
export function entraError(
  error: string,
  message: string,
  codes: number[],
  correlationId: string = randomUUID(),
) {
  const traceId = randomUUID();
  const timestamp = entraTimestamp();
  return {
    error,
    error_description: `${message}\r\nTrace ID: ${traceId}\r\nCorrelation ID: ${correlationId}\r\nTimestamp: ${timestamp}`,
    error_codes: codes,
    timestamp,
    trace_id: traceId,
    correlation_id: correlationId,
    ...(codes[0] ? { error_uri: `https://login.microsoftonline.com/error?code=${codes[0]}` } : {}),
  };
}

/**
 * Microsoft Entra ID's v2 token endpoint, client-credentials grant only:
 * POST /{tenant}/oauth2/v2.0/token with a form body.
 */
export function registerEntra(app: FastifyInstance, opts: { apps: EntraApp[]; signingKey: string }): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Params: { tenant: string }; Body: Record<string, string> }>(
    '/:tenant/oauth2/v2.0/token',
    async (request, reply) => {
      const form = request.body ?? {};
      const header = request.headers['client-request-id'];
      const correlationId = typeof header === 'string' && header ? header : randomUUID();
      const refuse = (status: number, error: string, code: number, message: string) =>
        reply.status(status).send(entraError(error, `AADSTS${code}: ${message}`, [code], correlationId));
      if (form.grant_type !== 'client_credentials') {
        return refuse(400, 'unsupported_grant_type', 70003, 'The grant type is not supported.');
      }
      if (!form.scope || !KNOWN_SCOPES.includes(form.scope as (typeof KNOWN_SCOPES)[number])) {
        return refuse(400, 'invalid_scope', 70011, `The scope '${form.scope ?? ''}' is not valid.`);
      }
      const inTenant = opts.apps.filter((a) => a.tenantId === request.params.tenant);
      if (inTenant.length === 0) {
        return refuse(400, 'invalid_request', 90002, `Tenant '${request.params.tenant}' not found.`);
      }
      const registered = inTenant.find((a) => a.clientId === form.client_id);
      if (!registered) {
        return refuse(
          400,
          'unauthorized_client',
          700016,
          `Application with identifier '${form.client_id ?? ''}' was not found in the directory.`,
        );
      }
      // Entra answers a wrong secret with 401, as OAuth allows for invalid_client.
      if (form.client_secret !== registered.clientSecret) {
        return refuse(401, 'invalid_client', 7000215, 'Invalid client secret provided.');
      }
      const now = Math.floor(Date.now() / 1000);
      const audience = form.scope.replace(/\/\.default$/, '');
      const token = signAccessToken(
        {
          aud: audience,
          iss: `https://sts.windows.net/${registered.tenantId}/`,
          iat: now,
          nbf: now,
          exp: now + TOKEN_LIFETIME_SECONDS,
          appid: registered.clientId,
          tid: registered.tenantId,
          oid: randomUUID(),
        },
        opts.signingKey,
      );
      return {
        token_type: 'Bearer',
        expires_in: TOKEN_LIFETIME_SECONDS,
        ext_expires_in: TOKEN_LIFETIME_SECONDS,
        access_token: token,
      };
    },
  );
}
