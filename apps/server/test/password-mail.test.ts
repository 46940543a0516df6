import { passwordRoutes } from '@mirante/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  type TestContext,
} from './helpers';
import { linkToken, SENT, type SmtpCapture, setUnitSettings, startSmtpCapture } from './password-helpers';
import { caller } from './passwords-fixtures';

// Which mail server a recovery e-mail goes through, and what the answer is when none can be
// used: always decided before the address is looked up, so it reads the same for any address.

let ctx: TestContext;
let smtp: SmtpCapture;
let partnerId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Units' own servers here are captures on loopback (MIRANTE_MAIL_ALLOW_ANY_HOST).
  ctx = await createTestContext({ smtpUrl: smtp.url, mailAllowAnyHost: true });
  partnerId = (await createPartner(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const forgot = (app: FastifyInstance, email: string, host: string) =>
  callRoute(app, passwordRoutes.forgot, { ...caller({ host }), body: { email } });

describe('mail servers', () => {
  it('reports the error for every address alike when the mail server is down', async () => {
    const down = await startSmtpCapture();
    await down.close();
    const other = await createTestContext({ smtpUrl: down.url });
    try {
      const u = await createUser(other.db, {
        profile: 'master',
        partnerId: (await createPartner(other.db)).id,
      });
      for (const email of [u.email, 'ghost@example.test']) {
        const res = await forgot(other.app, email, 'localhost');
        expect(res.statusCode).toBe(502);
        expect(res.error()).toMatchObject({
          code: 'password_recovery_error',
          message: 'Error sending password recovery email!',
        });
      }
    } finally {
      await other.close();
    }
  });

  it('answers a known address without waiting for the delivery, as fast as an unknown one', async () => {
    const slow = await startSmtpCapture({ deliveryDelayMs: 3_000 });
    const other = await createTestContext({ smtpUrl: slow.url });
    try {
      const u = await createUser(other.db, {
        profile: 'master',
        partnerId: (await createPartner(other.db)).id,
      });
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await forgot(other.app, email, 'localhost');
        expect(res.data()).toEqual({ status: 'success', message: SENT });
        return performance.now() - started;
      };
      expect(await timed(u.email)).toBeLessThan(2_500);
      expect(await timed('ghost@example.test')).toBeLessThan(2_500);
      expect((await slow.waitFor(1, 5_000)).to).toEqual([u.email]);
    } finally {
      await other.close();
      await slow.close();
    }
  });

  it('reports the error when no mail server is configured at all', async () => {
    const bare = await createTestContext();
    try {
      const res = await forgot(bare.app, 'ghost@example.test', 'localhost');
      expect(res.statusCode).toBe(502);
      expect(res.error().code).toBe('password_recovery_error');
    } finally {
      await bare.close();
    }
  });

  it('sends through the unit’s own server, logged in with its sealed password, before the platform’s', async () => {
    const unitSmtp = await startSmtpCapture({ auth: { user: 'reports@unit.test', pass: 'smtp-Secret-1' } });
    try {
      const unit = await createCompany(ctx.db, { partnerId });
      await setUnitSettings(
        ctx.db,
        unit.id,
        {
          mail_host: '127.0.0.1',
          mail_port: unitSmtp.port,
          mail_protocol: 'smtp',
          mail_email: 'reports@unit.test',
          mail_name: 'Unit Reports',
        },
        ctx.secretBox.seal('smtp-Secret-1'),
      );
      const u = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
      const res = await forgot(ctx.app, u.email, `${unit.subdomain}.mirante.test`);
      expect(res.statusCode, res.body).toBe(200);
      const mail = await unitSmtp.waitFor();
      expect(mail.user).toBe('reports@unit.test');
      expect(mail.from).toBe('reports@unit.test');
      expect(mail.headers.from).toContain('Unit Reports');
      expect(linkToken(mail.text)).toBeDefined();
      expect(smtp.messages).toHaveLength(0);

      // A wrong stored password: the unit's server refuses the login, for every address.
      await setUnitSettings(
        ctx.db,
        unit.id,
        { mail_host: '127.0.0.1', mail_port: unitSmtp.port, mail_email: 'reports@unit.test' },
        ctx.secretBox.seal('wrong'),
      );
      for (const email of [u.email, 'ghost@example.test']) {
        const refused = await forgot(ctx.app, email, `${unit.subdomain}.mirante.test`);
        expect(refused.statusCode).toBe(502);
      }
    } finally {
      await unitSmtp.close();
    }
  });
});
