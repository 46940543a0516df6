import {
  guessImportMapping,
  IMPORT_FIELDS,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_ROWS,
  type Language,
  type MessageCode,
  type TImportRowPage,
  type TUserImport,
  toCsvLine,
  translate,
  type ZImportReviewRequest,
  type ZImportRowQuery,
} from '@mirante/contracts';
import type { z } from 'zod';
import { crossingRead } from '../../platform/db-reach';
import { AppError, notFound } from '../../platform/errors';
import { trustedUnitId } from '../../platform/scope';
import { getCompanyConfig } from '../identity';
import { listFieldsForCompany } from '../custom-fields';
import { type AdminContext, freeSeats } from '../users';
import { readSpreadsheet } from './user-import-files.service';
import {
  accountsByEmail,
  allRows,
  findImport,
  findImportCells,
  groupsByName,
  type ImportRow,
  type ImportRowResult,
  insertImport,
  listRows,
  replaceRows,
  sameClientUnits,
  unitPeopleCells,
  updateImport,
} from './user-import.repository';
import { checkRow, missingRequiredFields } from './user-import-rules.service';

type ReviewInput = z.output<typeof ZImportReviewRequest>;
type RowQuery = z.output<typeof ZImportRowQuery>;

/** Whether the unit may take people from its client's other units (`user_import`). */
async function mayImportFromUnits(ctx: AdminContext): Promise<boolean> {
  return (await getCompanyConfig(ctx.db, ctx.companyId)).user_import === 'S';
}

export async function loadImport(ctx: AdminContext, id: number): Promise<ImportRow> {
  const row = await findImport(ctx.db, ctx.companyId, id);
  if (!row) throw notFound();
  return row;
}

/** The import as the wizard shows it. */
export async function presentImport(ctx: AdminContext, row: ImportRow): Promise<TUserImport> {
  const [fields, seats, config] = await Promise.all([
    listFieldsForCompany(ctx.db, ctx.companyId),
    freeSeats(ctx.db, ctx.companyId),
    getCompanyConfig(ctx.db, ctx.companyId),
  ]);
  const header = row.preview[row.headerRow] ?? [];
  const toImport = row.validRows;
  return {
    id: row.id,
    status: row.status,
    file_name: row.fileName,
    source_company_id: row.sourceCompanyId,
    header_row: row.headerRow,
    mapping: row.mapping,
    mode: row.mode,
    send_welcome: row.sendWelcome,
    preview: row.preview,
    suggested_mapping: guessImportMapping(header, fields),
    targets: [
      ...IMPORT_FIELDS.map((f) => ({ value: f, label: f, custom: false })),
      ...fields.map((f) => ({ value: `custom:${f.id}`, label: f.name, custom: true })),
    ],
    total_rows: row.totalRows,
    valid_rows: row.validRows,
    invalid_rows: row.totalRows - row.validRows,
    done_rows: row.doneRows,
    success_rows: row.successRows,
    failed_rows: row.failedRows,
    to_import: toImport,
    limits: { max_rows: IMPORT_MAX_ROWS, max_file_bytes: IMPORT_MAX_FILE_BYTES },
    free_seats: seats,
    welcome_mail_allowed: config.send_email_register_user === 'S',
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Reads an uploaded file (CSV or XLSX) into a new import of the unit. */
export async function uploadImport(
  ctx: AdminContext,
  file: { bytes: Buffer; name?: string },
): Promise<ImportRow> {
  const cells = await readSpreadsheet(file.bytes);
  const id = await insertImport(ctx.db, {
    companyId: ctx.companyId,
    createdBy: ctx.scope.userId,
    fileName: file.name ?? null,
    cells,
    totalRows: Math.max(0, cells.length - 1),
  });
  return loadImport(ctx, id);
}

/** The units of the same client the wizard offers as a source (none unless `user_import`). */
export async function listSourceUnits(ctx: AdminContext) {
  if (!(await mayImportFromUnits(ctx))) return [];
  return sameClientUnits(ctx.db, ctx.companyId);
}

/** Starts an import from the people of another unit of the same client, as if it were a file. */
export async function importFromUnit(ctx: AdminContext, sourceCompanyId: number): Promise<ImportRow> {
  if (!(await mayImportFromUnits(ctx))) throw new AppError('no_functionality_access');
  const units = await sameClientUnits(ctx.db, ctx.companyId);
  if (!units.some((u) => u.id === sourceCompanyId)) throw notFound();
  // Checked above: a unit of the same client as the caller's, read past the caller's own unit.
  const cells = await crossingRead(ctx.db, (db) => unitPeopleCells(db, trustedUnitId(sourceCompanyId)));
  if (cells.length - 1 > IMPORT_MAX_ROWS) {
    throw new AppError('import_too_many_rows', { params: { max: IMPORT_MAX_ROWS } });
  }
  const id = await insertImport(ctx.db, {
    companyId: ctx.companyId,
    createdBy: ctx.scope.userId,
    sourceCompanyId,
    cells,
    mapping: cells[0]!,
    totalRows: cells.length - 1,
  });
  return loadImport(ctx, id);
}

/**
 * Validates every data row with the chosen header row and mapping and stores each row's verdict:
 * pending (to import) or invalid with each cell's reasons. Checks the file alone can't tell are
 * made here too: an e-mail twice in the file, one already in the unit when only adding, a phone
 * of another account, a required custom field without a column for a new person.
 */
export async function reviewImport(ctx: AdminContext, id: number, input: ReviewInput): Promise<ImportRow> {
  const current = await loadImport(ctx, id);
  if (current.status === 'running' || current.status === 'finished') throw new AppError('import_not_ready');
  const chosen = input.mapping.filter((t): t is string => t !== null);
  if (new Set(chosen).size !== chosen.length) {
    throw new AppError('validation_failed', { errors: { mapping: ['field_invalid'] } });
  }
  if (!chosen.includes('email')) {
    throw new AppError('validation_failed', { errors: { mapping: ['field_required'] } });
  }
  const { db, companyId } = ctx;
  const dataRows = (await findImportCells(db, companyId, id)).slice(input.header_row + 1);
  if (dataRows.length > IMPORT_MAX_ROWS) {
    throw new AppError('import_too_many_rows', { params: { max: IMPORT_MAX_ROWS } });
  }
  const fields = await listFieldsForCompany(db, companyId);
  const known = new Set(fields.map((f) => `custom:${f.id}`));
  const mapping = input.mapping.map((t) => (t && (!t.startsWith('custom:') || known.has(t)) ? t : null));
  const rules = { groups: await groupsByName(db, companyId), fields: new Map(fields.map((f) => [f.id, f])) };
  const unmappedRequired = missingRequiredFields(fields, mapping);

  const checked = dataRows.map((cells) => {
    const values: Record<string, string> = {};
    mapping.forEach((target, i) => {
      if (target) values[target] = cells[i] ?? '';
    });
    return { values, ...checkRow(values, rules) };
  });
  const emails = checked.flatMap((r) => (r.person ? [r.person.email.toLowerCase()] : []));
  const accounts = new Map<string, Awaited<ReturnType<typeof accountsByEmail>>[number]>();
  for (const a of await accountsByEmail(db, companyId, emails)) accounts.set(a.email.toLowerCase(), a);
  const seen = new Map<string, number>();
  for (const e of emails) seen.set(e, (seen.get(e) ?? 0) + 1);

  const rows = checked.map((r, i) => {
    const errors: Record<string, MessageCode[]> = { ...r.errors };
    if (r.person) {
      const email = r.person.email.toLowerCase();
      const account = accounts.get(email);
      if ((seen.get(email) ?? 0) > 1) errors.email = ['import_duplicate_email'];
      else if (account?.membershipId && (input.mode === 'add' || account.membershipRemoved)) {
        errors.email = ['email_exists'];
      }
      if (!account?.membershipId) {
        // A new person needs a name and every required custom field.
        if (!r.person.name) errors.name = ['field_required'];
        for (const key of unmappedRequired) errors[key] = ['field_required'];
      }
    }
    const valid = Object.keys(errors).length === 0;
    return {
      rowNo: input.header_row + 2 + i,
      values: r.values,
      errors,
      status: valid ? 'pending' : 'invalid',
    };
  });
  const validRows = rows.filter((r) => r.status === 'pending').length;
  await db.transaction(async (tx) => {
    await replaceRows(tx, rows, { importId: id, companyId });
    await updateImport(tx, companyId, id, {
      status: 'reviewed',
      headerRow: input.header_row,
      mapping,
      mode: input.mode,
      sendWelcome: input.send_welcome,
      totalRows: rows.length,
      validRows,
      doneRows: 0,
      successRows: 0,
      failedRows: 0,
    });
  });
  return loadImport(ctx, id);
}

/** The file's own header of each mapped target, which the messages name the cells by. */
function columnNames(imp: ImportRow): Record<string, string> {
  const header = imp.preview[imp.headerRow] ?? [];
  const names: Record<string, string> = {};
  imp.mapping.forEach((target, i) => {
    if (target) names[target] = header[i] || target;
  });
  return names;
}

function localizedErrors(errors: Record<string, string[]>, lang: Language, names: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(errors).map(([k, codes]) => [
      k,
      codes.map((c) => translate(c as MessageCode, lang, { name: names[k] ?? k })),
    ]),
  );
}

function presentRow(row: ImportRowResult, lang: Language, names: Record<string, string>) {
  return {
    row: row.rowNo,
    status: row.status,
    values: row.values,
    errors: localizedErrors(row.errors, lang, names),
    reason: row.reason ? translate(row.reason as MessageCode, lang) : null,
    action: row.action,
  };
}

export async function listImportRows(
  ctx: AdminContext,
  id: number,
  query: RowQuery,
  lang: Language,
): Promise<TImportRowPage> {
  const names = columnNames(await loadImport(ctx, id));
  const page = await listRows(ctx.db, {
    companyId: ctx.companyId,
    importId: id,
    status: query.status,
    page: query.page,
    perPage: query.per_page,
  });
  return {
    data: page.rows.map((r) => presentRow(r, lang, names)),
    page: query.page,
    per_page: query.per_page,
    total: page.total,
  };
}

/**
 * The results as CSV: row, status, reason, then the mapped cells. Every cell is neutralised so a
 * spreadsheet never runs what a file carried in as a formula.
 */
export async function exportResults(ctx: AdminContext, id: number, lang: Language): Promise<string> {
  const current = await loadImport(ctx, id);
  const targets = current.mapping.filter((t): t is string => t !== null);
  const names = columnNames(current);
  const lines = [toCsvLine(['row', 'status', 'reason', ...targets.map((t) => names[t] ?? t)])];
  for (const row of await allRows(ctx.db, ctx.companyId, id)) {
    const presented = presentRow(row, lang, names);
    const reason = presented.reason ?? Object.values(presented.errors).flat().join(' ');
    lines.push(
      toCsvLine([String(row.rowNo), row.status, reason, ...targets.map((t) => row.values[t] ?? '')]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
