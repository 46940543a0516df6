import {
  authRoutes,
  questionnaireRoutes,
  switchingRoutes,
  type TPartnerSwitchRequest,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { sha256 } from '../src/platform/crypto';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { auditRows, setCompanySettings } from './switching-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** A unit of another partner. */
let foreign: Awaited<ReturnType<typeof createCompany>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  foreign = await createCompany(ctx.db, { partnerId: (await createPartner(ctx.db)).id });
});
afterAll(() => ctx.close());

function me(token: string) {
  return callRoute(ctx.app, authRoutes.me, { token });
}

describe('partner switching', () => {
  let unit: Awaited<ReturnType<typeof createCompany>>;
  let master: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    unit = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Open Unit' });
    await setCompanySettings(ctx.db, unit.id, { allow_access_remote: 'S', require_consent_remote: 'N' });
    master = await createUser(ctx.db, { profile: 'master', partnerId: world.partner.id });
  });

  async function enter(
    token: string,
    body: object,
    def:
      | typeof switchingRoutes.enterUnit
      | typeof switchingRoutes.enterUnitWithoutConsent = switchingRoutes.enterUnit,
  ) {
    return callRoute(ctx.app, def, { token, body: body as TPartnerSwitchRequest });
  }

  it('enters a unit as admin in an impersonated session and keeps the partner session', async () => {
    const partnerToken = await signIn(ctx.app, master.email);
    const res = await enter(partnerToken, { company_id: unit.id, perfil_usuario: 'admin' });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body).toMatchObject({
      status: 'success',
      user: {
        id: master.id,
        perfil_usuario: 'admin',
        company_id: unit.id,
        partner_id: null,
        impersonator: { id: master.id, name: master.name, unit_name: 'Open Unit' },
      },
    });
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(body.token)));
    const [origin] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(partnerToken)));
    expect(row).toMatchObject({
      userId: master.id,
      profile: 'admin',
      companyId: unit.id,
      impersonatorUserId: master.id,
      originSessionId: origin!.id,
    });
    expect((await me(partnerToken)).statusCode).toBe(200);
    expect((await me(body.token)).data().user).toMatchObject({
      perfil_usuario: 'admin',
      company_id: unit.id,
    });

    const [audit] = await auditRows(ctx.db, 'switch_partner', master.id);
    expect(audit).toMatchObject({
      outcome: 'success',
      userId: master.id,
      actorUserId: master.id,
      companyId: unit.id,
    });

    // What the impersonated session changes is audited with both identities.
    await callRoute(ctx.app, questionnaireRoutes.send, {
      token: body.token,
      body: { user_id: master.id, perfil_usuario: 'gerente' },
    });
    const [action] = await auditRows(ctx.db, 'impersonated_action', master.id);
    expect(action).toMatchObject({ userId: master.id, actorUserId: master.id, companyId: unit.id });
    expect(action?.details).toMatchObject({
      method: 'POST',
      route: '/api/auth/users/send/questionario/perfil',
    });
  });

  it('enters as user too, also through no/verify when the unit asks no consent', async () => {
    const partnerToken = await signIn(ctx.app, master.email);
    const res = await enter(
      partnerToken,
      { company_id: unit.id, perfil_usuario: 'user' },
      switchingRoutes.enterUnitWithoutConsent,
    );
    expect(res.statusCode).toBe(200);
    expect(res.data().user).toMatchObject({ perfil_usuario: 'user', company_id: unit.id });
  });

  it("refuses another partner's unit (404), a closed unit (403) and no/verify where consent is due (403)", async () => {
    const partnerToken = await signIn(ctx.app, master.email);
    const notOurs = await enter(partnerToken, { company_id: foreign.id, perfil_usuario: 'admin' });
    expect(notOurs.statusCode).toBe(404);

    const closed = await createCompany(ctx.db, { partnerId: world.partner.id });
    const res = await enter(partnerToken, { company_id: closed.id, perfil_usuario: 'admin' });
    expect(res.statusCode).toBe(403);
    // The refusal says why and which setting of the unit opens the door.
    expect(res.error()).toEqual({
      code: 'partner_access_off',
      message: expect.stringContaining('“Permitir acesso remoto do parceiro” em Configurações › Permissões'),
    });

    const consent = await createCompany(ctx.db, { partnerId: world.partner.id });
    await setCompanySettings(ctx.db, consent.id, { allow_access_remote: 'S', require_consent_remote: 'S' });
    const noVerify = await enter(
      partnerToken,
      { company_id: consent.id, perfil_usuario: 'admin' },
      switchingRoutes.enterUnitWithoutConsent,
    );
    expect(noVerify.statusCode).toBe(403);
    expect(noVerify.error().code).toBe('partner_consent_required');
    const waits = await enter(partnerToken, { company_id: consent.id, perfil_usuario: 'admin' });
    expect(waits.statusCode).toBe(200);
    expect(waits.data()).toMatchObject({ status: 'wait_authorization' });
    expect(waits.data().token).toMatch(/^[\w-]{43}$/);
  });

  it('rejects a profile other than admin or user with a field error', async () => {
    const partnerToken = await signIn(ctx.app, master.email);
    const res = await enter(partnerToken, { company_id: unit.id, perfil_usuario: 'master' });
    expect(res.statusCode).toBe(400);
    expect(res.error().errors).toHaveProperty('perfil_usuario');
  });

  it('goes back to the partner session with a new token and ends the switched one', async () => {
    const partnerToken = await signIn(ctx.app, master.email);
    const inside = (await enter(partnerToken, { company_id: unit.id, perfil_usuario: 'admin' })).data().token;
    const res = await callRoute(ctx.app, switchingRoutes.backToPartner, { token: inside });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body).toMatchObject({
      status: 'success',
      user: { id: master.id, perfil_usuario: 'master', partner_id: world.partner.id, company_id: null },
    });
    expect(body.user?.impersonator ?? null).toBeNull();
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await me(inside)).statusCode).toBe(401);
    // Only hashes are kept, so the partner session got a new token in place of the old one.
    expect((await me(partnerToken)).statusCode).toBe(401);
    const [audit] = await auditRows(ctx.db, 'switch_back_partner', master.id);
    expect(audit).toMatchObject({
      outcome: 'success',
      userId: master.id,
      actorUserId: master.id,
      companyId: unit.id,
    });
  });

  it('cannot go back when the partner session has ended: 401, and the switched session ends', async () => {
    const partnerToken = await signIn(ctx.app, master.email);
    const inside = (await enter(partnerToken, { company_id: unit.id, perfil_usuario: 'user' })).data().token;
    await callRoute(ctx.app, authRoutes.logout, { token: partnerToken });
    const res = await callRoute(ctx.app, switchingRoutes.backToPartner, { token: inside });
    expect(res.statusCode).toBe(401);
    expect((await me(inside)).statusCode).toBe(401);
  });

  it('refuses going back from an ordinary session (403)', async () => {
    const res = await callRoute(ctx.app, switchingRoutes.backToPartner, { token: world.tokens.admin });
    expect(res.statusCode).toBe(403);
    expect(res.error().code).toBe('no_functionality_access');
  });

  it('refuses a company change from inside an impersonated session (403)', async () => {
    const partnerToken = await signIn(ctx.app, master.email);
    const inside = (await enter(partnerToken, { company_id: unit.id, perfil_usuario: 'admin' })).data().token;
    const res = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token: inside,
      body: { company_id: unit.id },
    });
    expect(res.statusCode).toBe(403);
  });
});
