// The set-based fill of generate-scale.ts: every step is one or a few INSERT … SELECT over
// generate_series, with explicit ids laid out so a row's unit, group and reports follow from its
// number (no lookups while filling).
//
// Layout, with u = 1..UNITS and n = 1..USERS:
// - unit u: company kb+u, client cb+u, under partner pb+1+(u % PARTNERS); 10 user groups, 5 report
//   groups with 2 subgroups each, 100 reports;
// - user n: primary membership in unit 1+((n-1) % UNITS), in group 1+(((n-1)/UNITS) % 10); the first
//   UNITS users are the units' admins; every 10th user is also a member of the next unit;
// - report j of a unit is granted to groups 1+((j-1) % 10) and 1+((j+4) % 10), and user n holds
//   five grants of their own; every user has 3 favorites, one session and PAGE_VIEWS/USERS views.

export const SIZES = {
  PARTNERS: 10,
  UNITS: 1_000,
  USERS: 100_000,
  GROUPS_PER_UNIT: 10,
  REPORTS_PER_UNIT: 100,
  PAGE_VIEWS: 10_000_000,
  PAGE_VIEW_BATCH: 1_000_000,
} as const;

const { PARTNERS, UNITS, USERS, GROUPS_PER_UNIT: G, REPORTS_PER_UNIT: R } = SIZES;
const RG = 15; // report groups per unit: 5 top-level, 10 subgroups

/** The first id each table's rows take (the largest id the demo left in it). */
export interface Bases {
  partner: number;
  client: number;
  company: number;
  userGroup: number;
  user: number;
  membership: number;
  reportGroup: number;
  report: number;
  session: number;
}

/** The tables filled, with the serial columns whose sequences must move past the new ids. */
export const FILLED_TABLES = [
  'partners',
  'clients',
  'companies',
  'user_groups',
  'users',
  'memberships',
  'report_groups',
  'reports',
  'report_access',
  'sessions',
  'report_page_views',
] as const;

/** Unit index u (1-based) of user n's primary membership, as SQL over an integer expression. */
const unitOf = (n: string) => `(1 + ((${n} - 1) % ${UNITS}))`;
/** Group index (1..10) of user n in their primary unit. */
const groupOf = (n: string) => `(1 + (((${n} - 1) / ${UNITS}) % ${G}))`;

export interface FillStep {
  name: string;
  sql: string;
}

/** Every fill step but the page views, in order. */
export function fillSteps(b: Bases, opts: { passwordHash: string; settings: string }): FillStep[] {
  const hash = opts.passwordHash.replaceAll("'", "''");
  const settings = opts.settings.replaceAll("'", "''");
  return [
    {
      name: `${PARTNERS} partners`,
      sql: `insert into partners (id, name, kind, parent_id)
        select ${b.partner} + p, 'Scale Partner ' || p, 'partner', (select min(id) from partners where kind = 'operator')
        from generate_series(1, ${PARTNERS}) p`,
    },
    {
      name: `${UNITS} clients`,
      sql: `insert into clients (id, partner_id, name)
        select ${b.client} + u, ${b.partner} + 1 + (u % ${PARTNERS}), 'Scale Client ' || u
        from generate_series(1, ${UNITS}) u`,
    },
    {
      name: `${UNITS} units with their configs`,
      sql: `insert into companies (id, client_id, partner_id, name, subdomain)
        select ${b.company} + u, ${b.client} + u, ${b.partner} + 1 + (u % ${PARTNERS}),
          'Scale Unit ' || lpad(u::text, 4, '0'), 'scale-' || u
        from generate_series(1, ${UNITS}) u;
        insert into company_configs (company_id, settings)
        select ${b.company} + u, '${settings}'::jsonb from generate_series(1, ${UNITS}) u`,
    },
    {
      name: `${UNITS * G} user groups`,
      sql: `insert into user_groups (id, company_id, name)
        select ${b.userGroup} + (u - 1) * ${G} + g, ${b.company} + u, 'Team ' || g
        from generate_series(1, ${UNITS}) u, generate_series(1, ${G}) g`,
    },
    {
      name: `${USERS} users`,
      sql: `insert into users (id, name, email, created_at)
        select ${b.user} + n, 'Scale User ' || n, 'scale-user-' || n || '@scale.mirante.local',
          now() - (n % 700) * interval '1 day'
        from generate_series(1, ${USERS}) n;
        insert into user_secrets (user_id, password_hash)
        select ${b.user} + n, '${hash}' from generate_series(1, ${USERS}) n`,
    },
    {
      name: 'memberships (one per user, a second for every 10th)',
      sql: `insert into memberships (id, user_id, company_id, perfil_usuario, is_default)
        select ${b.membership} + n, ${b.user} + n, ${b.company} + ${unitOf('n')},
          case when n <= ${UNITS} then 'admin' else 'user' end, true
        from generate_series(1, ${USERS}) n;
        insert into memberships (id, user_id, company_id, perfil_usuario, is_default)
        select ${b.membership} + ${USERS} + n / 10, ${b.user} + n, ${b.company} + 1 + (n % ${UNITS}), 'user', false
        from generate_series(10, ${USERS}, 10) n`,
    },
    {
      name: 'user group memberships (a group per user membership, a second for every 5th user)',
      sql: `insert into membership_groups (membership_id, group_id, company_id)
        select ${b.membership} + n, ${b.userGroup} + (${unitOf('n')} - 1) * ${G} + ${groupOf('n')}, ${b.company} + ${unitOf('n')}
        from generate_series(${UNITS} + 1, ${USERS}) n;
        insert into membership_groups (membership_id, group_id, company_id)
        select ${b.membership} + n, ${b.userGroup} + (${unitOf('n')} - 1) * ${G} + ${groupOf(`n + ${UNITS}`)}, ${b.company} + ${unitOf('n')}
        from generate_series(${UNITS} + 1, ${USERS}) n
        where n % 5 = 0 and ${groupOf(`n + ${UNITS}`)} <> ${groupOf('n')};
        insert into membership_groups (membership_id, group_id, company_id)
        select ${b.membership} + ${USERS} + n / 10, ${b.userGroup} + (n % ${UNITS}) * ${G} + ${groupOf('n')}, ${b.company} + 1 + (n % ${UNITS})
        from generate_series(10, ${USERS}, 10) n`,
    },
    {
      name: `${UNITS * RG} report groups`,
      sql: `insert into report_groups (id, company_id, parent_id, name, position)
        select ${b.reportGroup} + (u - 1) * ${RG} + k, ${b.company} + u, null, 'Area ' || k, k
        from generate_series(1, ${UNITS}) u, generate_series(1, 5) k;
        insert into report_groups (id, company_id, parent_id, name, position)
        select ${b.reportGroup} + (u - 1) * ${RG} + k, ${b.company} + u,
          ${b.reportGroup} + (u - 1) * ${RG} + (k - 6) / 2 + 1, 'Topic ' || k, k
        from generate_series(1, ${UNITS}) u, generate_series(6, ${RG}) k`,
    },
    {
      name: `${UNITS * R} reports`,
      sql: `insert into reports (id, company_id, kind, title, description, group_id, subgroup_id, external_url,
          hidden, show_on_app, created_at)
        select ${b.report} + (u - 1) * ${R} + j, ${b.company} + u, 'external', 'Report ' || u || '-' || j,
          'Generated report ' || j || ' of unit ' || u,
          ${b.reportGroup} + (u - 1) * ${RG} + ((j - 1) % 10) / 2 + 1,
          ${b.reportGroup} + (u - 1) * ${RG} + 6 + (j - 1) % 10,
          'https://example.com/' || u || '/' || j, j % 50 = 0, j % 25 <> 0,
          now() - ((u * ${R} + j) % 1000) * interval '8 hours'
        from generate_series(1, ${UNITS}) u, generate_series(1, ${R}) j`,
    },
    {
      name: 'report access: 2 groups per report, 5 reports per user',
      sql: `insert into report_access (company_id, report_id, group_id)
        select ${b.company} + u, ${b.report} + (u - 1) * ${R} + j, ${b.userGroup} + (u - 1) * ${G} + g
        from generate_series(1, ${UNITS}) u, generate_series(1, ${R}) j,
          lateral (values (1 + (j - 1) % ${G}), (1 + (j + 4) % ${G})) as v(g);
        insert into report_access (company_id, report_id, user_id, pages)
        select ${b.company} + ${unitOf('n')}, ${b.report} + (${unitOf('n')} - 1) * ${R} + 1 + (n * 7 + k * 13) % ${R},
          ${b.user} + n, case when k = 0 then '["ReportSection1"]'::jsonb end
        from generate_series(${UNITS + 1}, ${USERS}) n, generate_series(0, 4) k`,
    },
    {
      name: 'report favorites: 3 per user',
      sql: `insert into report_favorites (user_id, report_id, company_id, created_at)
        select ${b.user} + n, ${b.report} + (${unitOf('n')} - 1) * ${R} + 1 + (n * 3 + k * 31) % ${R},
          ${b.company} + ${unitOf('n')}, now() - k * interval '3 days'
        from generate_series(1, ${USERS}) n, generate_series(0, 2) k`,
    },
    {
      name: `${USERS} sessions`,
      sql: `insert into sessions (id, user_id, membership_id, perfil_usuario, company_id, token_hash, expires_at,
          created_at, last_seen_at)
        select ${b.session} + n, ${b.user} + n, ${b.membership} + n,
          case when n <= ${UNITS} then 'admin' else 'user' end, ${b.company} + ${unitOf('n')},
          encode(sha256(convert_to('scale-token-' || n, 'UTF8')), 'hex'),
          now() + interval '7 days', now() - interval '1 day', now() - interval '1 hour'
        from generate_series(1, ${USERS}) n`,
    },
  ];
}

/**
 * One batch of page views, views [from, to) of the 10 million: view i belongs to user 1+i/per-user
 * (a user's views are consecutive), on one of their own reports three times in four, else a report
 * granted to their group; spread over the last year.
 */
export function pageViewBatch(b: Bases, from: number, to: number): string {
  const perUser = SIZES.PAGE_VIEWS / USERS;
  const n = `(1 + i / ${perUser})`;
  const ownReport = `1 + (${n} * 7 + (i % 5) * 13) % ${R}`;
  const groupReport = `${groupOf(n)} + ${G} * ((i / 7) % ${R / G})`;
  return `insert into report_page_views (company_id, user_id, report_id, page_name, page_title, started_at,
      duration_seconds, created_at)
    select ${b.company} + ${unitOf(n)}, ${b.user} + ${n},
      ${b.report} + (${unitOf(n)} - 1) * ${R} + case when i % 4 = 0 then ${groupReport} else ${ownReport} end,
      'ReportSection' || (1 + i % 6), 'Page ' || (1 + i % 6), t, 5 + (i * 17) % 600, t
    from generate_series(${from}, ${to - 1}) i,
      lateral (select now() - (${perUser} - i % ${perUser}) * interval '87 hours' - (i % 60) * interval '1 minute') as v(t)`;
}
