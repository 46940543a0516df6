import { passwordRoutes } from '@mirante/contracts';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createCompany, createPartner, createTestContext, createUser, type TestContext } from './helpers';
import { linkToken, post, type SmtpCapture, startSmtpCapture } from './password-helpers';

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

export const forgot = (email: string, opts: { host?: string; lang?: string; ip?: string } = {}) =>
  post(ctx.app, `/api${passwordRoutes.forgot.path}`, { email }, { host: unitHost, ...opts });
export const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  post(ctx.app, `/api${passwordRoutes.reset.path}`, { token, password, password_confirmation: confirmation });
export const rulesOf = (body: unknown, host?: string) =>
  post(ctx.app, `/api${passwordRoutes.rules.path}`, body, { host });
export const login = (email: string, password: string, host?: string) =>
  post(ctx.app, '/api/login', { email, password }, { host });

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
