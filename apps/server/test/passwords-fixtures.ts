import { authRoutes, passwordRoutes, type RouteInput } from '@mirante/contracts';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  type TestContext,
} from './helpers';
import { linkToken, type SmtpCapture, startSmtpCapture } from './password-helpers';

export const NEW_PASSWORD = 'Brand-New-Pass-7';
export const MAIL_FROM = 'Mirante <no-reply@mirante.test>';

// Set by usePasswordsWorld() before the calling file's tests run.
export let ctx: TestContext;
export let smtp: SmtpCapture;
export let partnerId: number;
export let company: Awaited<ReturnType<typeof createCompany>>;
export let unitHost: string;

/** Opens the test context (with a mail capture) of the calling file, and closes it after. */
export function usePasswordsWorld(): void {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await createTestContext({ smtpUrl: smtp.url, mailFrom: MAIL_FROM });
    partnerId = (await createPartner(ctx.db)).id;
    company = await createCompany(ctx.db, { partnerId });
    unitHost = `${company.subdomain}.mirante.test`;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });
}

let address = 0;

/**
 * Who calls the password screens: from an address of its own at each call unless `ip` names one
 * (the recovery limits count per address), in `lang` (English unless said), on `host`.
 */
export function caller(opts: { host?: string; lang?: string; ip?: string } = {}) {
  address += 1;
  return {
    remoteAddress: opts.ip ?? `10.8.${address >> 8}.${address & 255}`,
    lang: opts.lang ?? 'en-US',
    ...(opts.host ? { headers: { host: opts.host } } : {}),
  };
}

export const forgot = (email: string, opts: { host?: string; lang?: string; ip?: string } = {}) =>
  callRoute(ctx.app, passwordRoutes.forgot, { ...caller({ host: unitHost, ...opts }), body: { email } });
export const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  callRoute(ctx.app, passwordRoutes.reset, {
    ...caller(),
    body: { token, password, password_confirmation: confirmation },
  });
export const rulesOf = (body: RouteInput<typeof passwordRoutes.rules>['body'], host?: string) =>
  callRoute(ctx.app, passwordRoutes.rules, { ...caller({ host }), body });
export const login = (email: string, password: string, host?: string) =>
  callRoute(ctx.app, authRoutes.login, { ...caller({ host }), body: { email, password } });

export async function unitUser(companyId = company.id) {
  return createUser(ctx.db, { profile: 'user', companyId });
}

/** Asks for a link and reads it out of the e-mail that arrives. */
export async function recoveryToken(email: string, host = unitHost): Promise<string> {
  const before = smtp.messages.length;
  const res = await forgot(email, { host });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await smtp.waitFor(before + 1);
  const token = linkToken(mail.text);
  expect(token).toBeDefined();
  return token!;
}
