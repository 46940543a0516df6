import { and, asc, count, eq, getTableColumns, isNull, ne, or, sql } from 'drizzle-orm';
import { IMPORT_PREVIEW_ROWS, type TImportRowStatus } from '@mirante/contracts';
import { companies, memberships, userGroups, userImportRows, userImports, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';
import type { UnitId } from '../../platform/scope';
import { isUsableMembership } from '../identity';

/**
 * An import without its cells (up to the whole file): only the first rows, which the wizard
 * shows, are read with it; the cells themselves only when the rows are validated.
 */
export type ImportRow = Omit<typeof userImports.$inferSelect, 'cells'> & { preview: string[][] };

const { cells: _cells, ...importColumns } = getTableColumns(userImports);
const importSelection = {
  ...importColumns,
  preview: sql<
    string[][]
  >`jsonb_path_query_array(${userImports.cells}, ${`$[0 to ${IMPORT_PREVIEW_ROWS - 1}]`}::jsonpath)`,
};
export type ImportRowResult = typeof userImportRows.$inferSelect;

/** A list as one JSON parameter: thousands of values bound once, not as thousands of placeholders. */
function asJson(values: unknown) {
  return sql`${JSON.stringify(values)}::jsonb`;
}

/** How many rows one insert statement carries (PostgreSQL takes at most 65,535 parameters). */
const INSERT_CHUNK = 1000;

export async function insertImport(db: Db, values: typeof userImports.$inferInsert): Promise<number> {
  const [row] = await db.insert(userImports).values(values).returning({ id: userImports.id });
  return row!.id;
}

/** An import of the unit; another unit's is not found. */
export async function findImport(db: Db | Tx, companyId: UnitId, id: number): Promise<ImportRow | undefined> {
  const [row] = await db
    .select(importSelection)
    .from(userImports)
    .where(and(eq(userImports.id, id), eq(userImports.companyId, companyId)))
    .limit(1);
  return row;
}

/** Every row of an import's file as read. */
export async function findImportCells(db: Db, companyId: UnitId, id: number): Promise<string[][]> {
  const [row] = await db
    .select({ cells: userImports.cells })
    .from(userImports)
    .where(and(eq(userImports.id, id), eq(userImports.companyId, companyId)));
  return row?.cells ?? [];
}

export async function updateImport(
  db: Db | Tx,
  companyId: UnitId,
  id: number,
  values: Partial<typeof userImports.$inferInsert>,
): Promise<void> {
  await db
    .update(userImports)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(userImports.id, id), eq(userImports.companyId, companyId)));
}

/** Adds a finished batch to the import's counters and marks it alive. */
export async function addProgress(
  tx: Tx,
  id: number,
  done: { success: number; failed: number },
): Promise<void> {
  await tx
    .update(userImports)
    .set({
      doneRows: sql`${userImports.doneRows} + ${done.success + done.failed}`,
      successRows: sql`${userImports.successRows} + ${done.success}`,
      failedRows: sql`${userImports.failedRows} + ${done.failed}`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(userImports.id, id));
}

/**
 * Takes the running import for this process: only when nobody is working on it, i.e. it was
 * never picked up or its last batch is older than `staleSeconds` (the process died).
 */
export async function claimImport(db: Db, id: number, staleSeconds: number): Promise<boolean> {
  const rows = await db
    .update(userImports)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(userImports.id, id),
        eq(userImports.status, 'running'),
        or(
          isNull(userImports.heartbeatAt),
          sql`${userImports.heartbeatAt} < now() - make_interval(secs => ${staleSeconds})`,
        ),
      ),
    )
    .returning({ id: userImports.id });
  return rows.length > 0;
}

/**
 * Replaces the import's validated rows (a new review starts over). The rows travel as one JSON
 * parameter per chunk: thousands of rows are one bound value, not thousands of placeholders.
 */
export async function replaceRows(
  tx: Tx,
  rows: { rowNo: number; values: Record<string, string>; errors: Record<string, string[]>; status: string }[],
  ref: { importId: number; companyId: UnitId },
): Promise<void> {
  await tx.delete(userImportRows).where(eq(userImportRows.importId, ref.importId));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK * 5) {
    const chunk = JSON.stringify(rows.slice(i, i + INSERT_CHUNK * 5));
    await tx.execute(sql`
      insert into user_import_rows (import_id, company_id, row_no, "values", errors, status)
      select ${ref.importId}::int, ${ref.companyId}::int, r."rowNo", r."values", r.errors, r.status
      from jsonb_to_recordset(${chunk}::jsonb)
        as r("rowNo" int, "values" jsonb, errors jsonb, status text)`);
  }
}

export async function listRows(
  db: Db,
  opts: { companyId: UnitId; importId: number; status?: TImportRowStatus; page: number; perPage: number },
) {
  const where = and(
    eq(userImportRows.importId, opts.importId),
    eq(userImportRows.companyId, opts.companyId),
    opts.status ? eq(userImportRows.status, opts.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userImportRows)
      .where(where)
      .orderBy(asc(userImportRows.rowNo))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ n: count() }).from(userImportRows).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every row of an import in file order (the exported results). */
export async function allRows(db: Db, companyId: UnitId, importId: number): Promise<ImportRowResult[]> {
  return db
    .select()
    .from(userImportRows)
    .where(and(eq(userImportRows.importId, importId), eq(userImportRows.companyId, companyId)))
    .orderBy(asc(userImportRows.rowNo));
}

export async function pendingRows(db: Db, importId: number, limit: number): Promise<ImportRowResult[]> {
  return db
    .select()
    .from(userImportRows)
    .where(and(eq(userImportRows.importId, importId), eq(userImportRows.status, 'pending')))
    .orderBy(asc(userImportRows.rowNo))
    .limit(limit);
}

export interface RowOutcome {
  id: number;
  status: 'success' | 'failed';
  reason: string | null;
  action: 'created' | 'updated' | 'invited' | 'added' | null;
  userId: number | null;
}

/** Writes what became of each row, in one statement (the outcomes as one JSON parameter). */
export async function setRowOutcomes(tx: Tx, outcomes: RowOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await tx.execute(sql`
    update user_import_rows as r
    set status = v.status, reason = v.reason, action = v.action, user_id = v."userId"
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
      as v(id int, status text, reason text, action text, "userId" int)
    where r.id = v.id and r.status = 'pending'`);
}

/** The unit's groups by lower-case name. */
export async function groupsByName(db: Db | Tx, companyId: UnitId): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .where(and(eq(userGroups.companyId, companyId), isNull(userGroups.deletedAt)));
  return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
}

export interface KnownAccount {
  id: number;
  email: string;
  phone: string | null;
  /** The account's membership in the importing unit, if any (removed ones too). */
  membershipId: number | null;
  membershipRemoved: boolean;
}

/** Accounts already holding some of these e-mails (any unit), with their place in this unit. */
export async function accountsByEmail(
  db: Db | Tx,
  companyId: UnitId,
  emails: string[],
): Promise<KnownAccount[]> {
  if (emails.length === 0) return [];
  // Read as the crossing role: an address is one account across the platform.
  const rows = await crossingRead(db, (reader) =>
    reader
      .select({
        id: users.id,
        email: users.email,
        phone: users.phone,
        membershipId: memberships.id,
        deletedAt: memberships.deletedAt,
      })
      .from(users)
      .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
      .where(
        sql`lower(${users.email}) in (select jsonb_array_elements_text(${asJson(emails.map((e) => e.toLowerCase()))}))`,
      ),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    phone: r.phone,
    membershipId: r.membershipId,
    membershipRemoved: r.deletedAt !== null,
  }));
}

/** Which of these phones belong to an account, by phone. */
export async function accountsByPhone(db: Db | Tx, phones: string[]): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await crossingRead(db, (reader) =>
    reader
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(sql`${users.phone} in (select jsonb_array_elements_text(${asJson(phones)}))`),
  );
  return new Map(rows.map((r) => [r.phone!, r.id]));
}

/** Other units of the same client (not removed) and how many people each has. */
export async function sameClientUnits(db: Db, companyId: UnitId) {
  const [own] = await db
    .select({ clientId: companies.clientId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!own) return [];
  const people = db
    .select({ companyId: memberships.companyId, n: count().as('n') })
    .from(memberships)
    .where(isUsableMembership())
    .groupBy(memberships.companyId)
    .as('people');
  const rows = await db
    .select({ id: companies.id, name: companies.name, users: sql<number>`coalesce(${people.n}, 0)::int` })
    .from(companies)
    .leftJoin(people, eq(people.companyId, companies.id))
    .where(
      and(eq(companies.clientId, own.clientId), ne(companies.id, companyId), isNull(companies.deletedAt)),
    )
    .orderBy(asc(companies.name));
  return rows;
}

/** The people of a unit as rows of a file: a header and one row each. */
export async function unitPeopleCells(db: Db, companyId: UnitId): Promise<string[][]> {
  const rows = await db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      department: users.department,
      position: users.position,
      userType: users.userType,
      language: users.language,
      status: memberships.status,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), isUsableMembership(), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id));
  const header = ['name', 'email', 'phone', 'department', 'position', 'user_type', 'language', 'status'];
  return [
    header,
    ...rows.map((r) =>
      [r.name, r.email, r.phone, r.department, r.position, r.userType, r.language, r.status].map(
        (v) => v ?? '',
      ),
    ),
  ];
}
