import { configRoutes, questionnaireRoutes, type TSendQuestionnaireRequest } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { callRoute, createTestContext, createUser, createWorld, signIn, type TestContext } from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

/** Sends an answer as it is, valid or not (the service checks it). */
function send(token: string, body: object, lang?: string) {
  return callRoute(ctx.app, questionnaireRoutes.send, {
    token,
    body: body as TSendQuestionnaireRequest,
    ...(lang ? { lang } : {}),
  });
}

/** A unit user who has not answered yet, signed in. */
async function newcomer() {
  const user = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
  await ctx.db.update(users).set({ showQuestionnaire: true }).where(eq(users.id, user.id));
  return { user, token: await signIn(ctx.app, user.email) };
}

async function stored(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function showFlag(token: string): Promise<boolean> {
  const res = await callRoute(ctx.app, configRoutes.get, { token });
  return res.data().show_questionario_perfil;
}

describe('POST /api/auth/users/send/questionario/perfil', () => {
  it('stores the answer and stops asking', async () => {
    const { user, token } = await newcomer();
    expect(await showFlag(token)).toBe(true);
    const res = await send(
      token,
      { user_id: user.id, perfil_usuario: 'gerente', other_text: 'ignored' },
      'en-US',
    );
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({ status: 'success', message: 'Done successfully!' });
    const row = await stored(user.id);
    expect(row).toMatchObject({
      questionnaireAnswer: 'gerente',
      questionnaireOther: null,
      showQuestionnaire: false,
    });
    expect(row.questionnaireAnsweredAt).toBeInstanceOf(Date);
    expect(await showFlag(token)).toBe(false);
  });

  it("keeps the trimmed text of 'outro'", async () => {
    const { user, token } = await newcomer();
    const res = await send(token, {
      user_id: user.id,
      perfil_usuario: 'outro',
      other_text: '  Consultant  ',
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      questionnaireAnswer: 'outro',
      questionnaireOther: 'Consultant',
    });
  });

  it.each([
    [{ perfil_usuario: 'outro', other_text: '   ' }, 'other_text', 'other_text is required'],
    [{ perfil_usuario: 'outro' }, 'other_text', 'other_text is required'],
    [{}, 'perfil_usuario', 'perfil_usuario is required'],
    [{ perfil_usuario: 'ceo' }, 'perfil_usuario', 'perfil_usuario is invalid'],
  ])('rejects %j with a field error', async (answer, field, message) => {
    const { user, token } = await newcomer();
    const res = await send(token, { user_id: user.id, ...answer }, 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.error().errors?.[field]).toEqual([message]);
    expect(await stored(user.id)).toMatchObject({ showQuestionnaire: true, questionnaireAnswer: null });
  });

  it("answers 404 for another user's id and leaves that user alone", async () => {
    const { user: other } = await newcomer();
    const res = await send(world.tokens.admin, { user_id: other.id, perfil_usuario: 'diretor' });
    expect(res.statusCode).toBe(404);
    expect(await stored(other.id)).toMatchObject({ showQuestionnaire: true, questionnaireAnswer: null });
  });

  it('rejects a missing user id with a field error', async () => {
    const res = await send(world.tokens.user, { perfil_usuario: 'diretor' });
    expect(res.statusCode).toBe(400);
    expect(res.error().errors).toHaveProperty('user_id');
  });

  it('is open to every profile for its own record', async () => {
    for (const profile of ['a2m', 'master', 'admin', 'user'] as const) {
      const res = await send(world.tokens[profile], {
        user_id: world.users[profile].id,
        perfil_usuario: 'analista',
      });
      expect(res.statusCode, profile).toBe(200);
    }
  });
});
