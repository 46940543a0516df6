// The fault bench's SIGKILLs: an instance killed in the middle of a user import and in the middle
// of a scheduled job's round, then started again; what the database holds afterwards is checked.
import { signInDemoAdmin } from './lib';
import { type Instance, query, sleep } from './faults-lib';

const IMPORT_ROWS = Number(process.env.FAULTS_IMPORT_ROWS ?? 10_000);
const VIEWS = Number(process.env.FAULTS_VIEWS ?? 600_000);

type Record = (check: string, value: string | number, pass: boolean) => void;
interface KillOptions {
  instances: Instance[];
  databaseUrl: string;
  record: Record;
}

function csvOf(rows: number): string {
  const lines = ['Nome;E-mail;Departamento'];
  for (let i = 0; i < rows; i++) lines.push(`Pessoa ${i};fault.import.${i}@example.test;Dept ${i % 40}`);
  return `${lines.join('\r\n')}\r\n`;
}

interface ImportState {
  id: number;
  status: string;
  success_rows: number;
  failed_rows: number;
  done_rows: number;
  valid_rows: number;
  suggested_mapping: (string | null)[];
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** (b) The instance running a 10,000-row import is killed mid-way and started again. */
export async function killDuringImport({ instances, databaseUrl, record }: KillOptions): Promise<void> {
  const target = instances[0]!;
  const auth = await signInDemoAdmin(target.base);
  const imports = `${target.base}/api/auth/users/imports`;
  const uploaded = await json<ImportState>(`${imports}?file_name=faults.csv`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'text/csv' },
    body: Buffer.from(csvOf(IMPORT_ROWS), 'utf8'),
  });
  await json(`${imports}/${uploaded.id}/review`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ header_row: 0, mapping: uploaded.suggested_mapping, mode: 'add' }),
  });
  await json(`${imports}/${uploaded.id}/start`, { method: 'POST', headers: auth });
  let atKill: ImportState | undefined;
  for (let i = 0; i < 1200; i++) {
    const state = await json<ImportState>(`${imports}/${uploaded.id}`, { headers: auth });
    if (state.status === 'finished') break;
    if (state.done_rows > 0) {
      atKill = state;
      break;
    }
    await sleep(50);
  }
  await target.kill();
  if (!atKill) {
    record('b. import killed mid-way', 'the import finished before the kill', false);
    return;
  }
  const killedAt = performance.now();
  const [left] = await query<{ status: string; pending: number }>(
    databaseUrl,
    `select i.status, (select count(*)::int from user_import_rows r where r.import_id = i.id and r.status = 'pending') as pending
     from user_imports i where i.id = $1`,
    [uploaded.id],
  );
  await target.start();
  // Nobody opens the import's page: the restarted instance's resume job must finish it alone
  // (the jobs table tells it who started the import), so its state is read from the database.
  let finished = false;
  for (let i = 0; i < 600 && !finished; i++) {
    const [state] = await query<{ status: string }>(
      databaseUrl,
      'select status from user_imports where id = $1',
      [uploaded.id],
    );
    if (state?.status === 'finished') finished = true;
    else await sleep(500);
  }
  const afterKill = (performance.now() - killedAt) / 1000;
  const rows = await query<{ status: string; reasons: number; users: number; n: number }>(
    databaseUrl,
    `select status, count(*)::int as n, count(reason)::int as reasons, count(user_id)::int as users
     from user_import_rows where import_id = $1 group by status`,
    [uploaded.id],
  );
  const by = Object.fromEntries(rows.map((r) => [r.status, r]));
  const [people] = await query<{ users: number; distinct_emails: number; half: number }>(
    databaseUrl,
    `select count(*)::int as users, count(distinct lower(u.email))::int as distinct_emails,
       count(*) filter (where not exists (select 1 from memberships m where m.user_id = u.id))::int as half
     from users u where u.email like 'fault.import.%'`,
  );
  const success = by.success?.n ?? 0;
  const failed = by.failed?.n ?? 0;
  const pending = by.pending?.n ?? 0;
  record(
    'b. rows written when the instance was killed',
    `${atKill.done_rows} of ${IMPORT_ROWS} (import ${left?.status}, ${left?.pending} rows pending)`,
    left?.status === 'running',
  );
  record(
    'b. import finished after the restart by the resume job (nobody opened its page)',
    finished ? `${afterKill.toFixed(1)} s after the kill` : 'still not finished',
    finished,
  );
  record(
    'b. rows stored / failed with a reason / pending',
    `${success} / ${failed} (${by.failed?.reasons ?? 0} with a reason) / ${pending}`,
    success + failed === IMPORT_ROWS && pending === 0 && (by.failed?.reasons ?? 0) === failed,
  );
  record(
    'b. people made: accounts, distinct e-mails, accounts without a membership (half users)',
    `${people?.users} / ${people?.distinct_emails} / ${people?.half}`,
    people?.users === success && people?.distinct_emails === success && people?.half === 0,
  );
}

interface JobState {
  run_at: string;
  locked: boolean;
}

/** (c) The instance running the analytics round is killed in the middle of it and started again. */
export async function killDuringRollup({ instances, databaseUrl, record }: KillOptions): Promise<void> {
  const [unit] = await query<{ company_id: number; report_id: number; user_id: number }>(
    databaseUrl,
    `select r.company_id, r.id as report_id, m.user_id from reports r
     join memberships m on m.company_id = r.company_id join users u on u.id = m.user_id
     where u.email = 'admin@demo.mirante.local' limit 1`,
  );
  if (!unit) throw new Error('the demo unit has no report');
  // Views over 60 days, enough that one round takes seconds.
  await query(
    databaseUrl,
    `insert into report_page_views (company_id, user_id, report_id, started_at, duration_seconds)
     select $1, $2, $3, now() - ((i % 60) || ' days')::interval - ((i % 1440) || ' minutes')::interval, i % 7
     from generate_series(1, $4) i`,
    [unit.company_id, unit.user_id, unit.report_id, VIEWS],
  );
  const counted = async () =>
    Number(
      (
        await query<{ views: string }>(
          databaseUrl,
          'select coalesce(sum(views), 0)::bigint as views from page_view_unit_days where company_id = $1',
          [unit.company_id],
        )
      )[0]?.views,
    );
  const [logged] = await query<{ n: number }>(
    databaseUrl,
    'select count(*)::int as n from report_page_views where company_id = $1',
    [unit.company_id],
  );
  const before = await counted();
  await query(databaseUrl, `update jobs.jobs set run_at = now() where name = 'analytics.rollup'`);
  let runner: string | undefined;
  for (let i = 0; i < 1200 && !runner; i++) {
    const [active] = await query<{ application_name: string }>(
      databaseUrl,
      `select application_name from pg_stat_activity
       where state = 'active' and query ilike '%insert into page_view_days%' and application_name like 'mirante-%'`,
    );
    runner = active?.application_name;
    if (!runner) await sleep(25);
  }
  const victim = instances.find((i) => i.name === runner);
  if (!victim) {
    record('c. round caught running', 'the round ended before it was seen', false);
    return;
  }
  await victim.kill();
  const killedAt = performance.now();
  // The killed process's database session ends once its statement does; its work is not kept.
  for (let i = 0; i < 600; i++) {
    const left = await query(databaseUrl, 'select 1 from pg_stat_activity where application_name = $1', [
      runner,
    ]);
    if (left.length === 0) break;
    await sleep(100);
  }
  const afterKill = await counted();
  await victim.start();
  const rounds = new Set<string>();
  let done: JobState | undefined;
  for (let i = 0; i < 1800 && !done; i++) {
    const [job] = await query<JobState>(
      databaseUrl,
      `select run_at::text, locked_until is not null as locked from jobs.jobs where name = 'analytics.rollup'`,
    );
    if (job && new Date(job.run_at).getTime() > Date.now() + 30 * 60_000) rounds.add(job.run_at);
    if (job && !job.locked && rounds.size > 0) done = job;
    else await sleep(250);
  }
  const tookS = (performance.now() - killedAt) / 1000;
  // Any later round would move run_at again: watch a little longer.
  await sleep(3000);
  const [later] = await query<JobState>(
    databaseUrl,
    `select run_at::text, locked_until is not null as locked from jobs.jobs where name = 'analytics.rollup'`,
  );
  if (later) rounds.add(later.run_at);
  const after = await counted();
  record(
    'c. views counted right after the kill (the round in flight is not kept)',
    `${afterKill - before} of ${VIEWS} new`,
    afterKill === before,
  );
  record(
    `c. round done again after the restart (killed instance ${runner})`,
    done ? `${tookS.toFixed(1)} s after the kill` : 'not done',
    done !== undefined,
  );
  record('c. rounds completed after the kill', rounds.size, rounds.size === 1);
  record('c. views counted once: rolled up / logged', `${after} / ${logged?.n}`, after === logged?.n);
}
