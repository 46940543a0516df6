import { authRoutes } from '@mirante/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { runCli } from '../src/cli';
import type { clients, companies, users } from '../src/db/schema';
import { callRoute, createOperator, createPartner, createTestContext, type TestContext } from './helpers';

// Set by useCliWorld() before the calling file's tests run.
export let ctx: TestContext;
export let partner: Awaited<ReturnType<typeof createPartner>>;
export let operator: Awaited<ReturnType<typeof createOperator>>;

/** Opens the test context of the calling file, with an operator and its partner, and closes it after. */
export function useCliWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    operator = await createOperator(ctx.db, 'CLI Operator');
    partner = await createPartner(ctx.db, { operatorId: operator.id, name: 'CLI Partner' });
  });
  afterAll(() => ctx.close());
}

/** Runs one command against the test database and keeps what it printed. */
export async function cli(argv: string[], lang?: 'en-US' | 'pt-BR') {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    db: ctx.db,
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    ...(lang ? { lang } : {}),
  });
  return { code, out, err };
}

export async function countRows(table: typeof companies | typeof users | typeof clients) {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

export function login(email: string, password: string) {
  return callRoute(ctx.app, authRoutes.login, { body: { email, password } });
}
