// Fills an empty PostgreSQL database at the size of a large installation: the migrations and the
// demo seed as the server runs them, then 1,000 units, 100,000 users, 100,000 reports with their
// access rows and 10 million page views, written with set-based SQL (see scale-fill.ts).
//   DATABASE_URL=postgres://…/scale_big npm run scale -w @mirante/bench
//   SCALE_PASSWORD: the demo and generated users' password (default Scale-Password-1).
// Every generated user signs in as scale-user-N@scale.mirante.local; session token
// 'scale-token-N' belongs to user N.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db';
import { seedDemo } from '../apps/server/src/seed/demo';
import { type Bases, FILLED_TABLES, fillSteps, pageViewBatch, SIZES } from './scale-fill';

const PASSWORD = process.env.SCALE_PASSWORD ?? 'Scale-Password-1';

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  process.stdout.write(`${label.padEnd(58)} ${seconds(start)}\n`);
  return result;
}

async function maxId(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from ${table}`);
  return rows[0]!.n;
}

async function basesOf(client: pg.Client): Promise<Bases> {
  return {
    partner: await maxId(client, 'partners'),
    client: await maxId(client, 'clients'),
    company: await maxId(client, 'companies'),
    userGroup: await maxId(client, 'user_groups'),
    user: await maxId(client, 'users'),
    membership: await maxId(client, 'memberships'),
    reportGroup: await maxId(client, 'report_groups'),
    report: await maxId(client, 'reports'),
    session: await maxId(client, 'sessions'),
  };
}

/** The demo unit's settings and the demo user's password hash, reused by every generated row. */
async function templates(client: pg.Client) {
  const { rows } = await client.query<{ settings: string; hash: string }>(
    `select (select settings::text from company_configs order by company_id limit 1) as settings,
       (select s.password_hash from user_secrets s join users u on u.id = s.user_id
         where u.email = 'user@demo.mirante.local') as hash`,
  );
  const row = rows[0]!;
  return { settings: row.settings ?? '{}', passwordHash: row.hash };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL (an empty database) is required');
  const total = performance.now();

  const database = await openDatabase({ databaseUrl: url });
  await timed('migrations', () => database.migrate());
  const accounts = await timed('demo seed', () => seedDemo(database.db, { password: PASSWORD }));
  await database.close();
  if (accounts.length === 0) throw new Error('the database already has users: give an empty one');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The fill writes consistent rows by construction: foreign-key and change-notice triggers are
  // left out for this session only (the schema keeps them), and commits do not wait for the disk.
  await client.query(`set session_replication_role = replica`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set work_mem = '64MB'`);

  const bases = await basesOf(client);
  const template = await templates(client);
  for (const step of fillSteps(bases, template)) {
    await timed(step.name, () => client.query(step.sql));
  }
  const views = performance.now();
  for (let from = 0; from < SIZES.PAGE_VIEWS; from += SIZES.PAGE_VIEW_BATCH) {
    const to = Math.min(from + SIZES.PAGE_VIEW_BATCH, SIZES.PAGE_VIEWS);
    await timed(`page views ${from.toLocaleString('en')}–${to.toLocaleString('en')}`, () =>
      client.query(pageViewBatch(bases, from, to)),
    );
  }
  process.stdout.write(`${'page views, all'.padEnd(58)} ${seconds(views)}\n`);

  await timed('sequences moved past the new ids', async () => {
    for (const table of FILLED_TABLES) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
  });
  await client.query(`set session_replication_role = origin`);
  // The fill bypassed the triggers that keep the per-unit counts (migration 0030_kept_counts).
  await timed('kept counts recounted', () => client.query('select mirante_recount_kept_counts()'));
  await timed('vacuum analyze', () => client.query('vacuum analyze'));

  const { rows } = await client.query<{ table: string; rows: string; size: string }>(
    `select relname as table, n_live_tup::text as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
     from pg_stat_user_tables where n_live_tup > 0 order by pg_total_relation_size(relid) desc limit 12`,
  );
  await client.end();
  process.stdout.write(`\ntotal ${seconds(total)}\n\n`);
  for (const r of rows) process.stdout.write(`${r.table.padEnd(24)} ${r.rows.padStart(10)} ${r.size}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
