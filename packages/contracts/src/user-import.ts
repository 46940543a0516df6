import { z } from 'zod';
import { pageOf, zId, zIdParam, ZPageQuery, zText } from './common';

/* ---------- The user import wizard (upload, map columns, review, import, results) ---------- */

/** Largest file the wizard accepts (CSV or XLSX), shown on the upload step. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Most data rows one import takes, shown on the upload step. */
export const IMPORT_MAX_ROWS = 10_000;
/** Most columns read from a file; extra columns are ignored. */
export const IMPORT_MAX_COLUMNS = 60;
/** Longest cell kept from a file. */
export const IMPORT_MAX_CELL_LENGTH = 1000;
/** How many of the first rows the mapping step shows to pick the header row from. */
export const IMPORT_PREVIEW_ROWS = 10;
/** An XLSX is a zip: what its entries may unpack to at most, and how many entries it may hold. */
export const IMPORT_MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ZIP_ENTRIES = 200;

/** The file types the upload accepts. */
export const IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The user fields a column can fill; custom fields are `custom:<id>`. */
export const IMPORT_FIELDS = [
  'name',
  'email',
  'phone',
  'department',
  'position',
  'user_type',
  'language',
  'group',
  'status',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** A column's target: a user field, a custom field (`custom:<id>`), or nothing. */
export const ZImportTarget = z.union([z.enum(IMPORT_FIELDS), zText().regex(/^custom:[1-9]\d{0,8}$/)]);
export type TImportTarget = z.infer<typeof ZImportTarget>;

/** add: only new people; add_update: people already in the unit (by e-mail) are updated. */
export const ZImportMode = z.enum(['add', 'add_update']);
export type TImportMode = z.infer<typeof ZImportMode>;

export const ZImportStatus = z.enum(['uploaded', 'reviewed', 'running', 'finished']);
export type TImportStatus = z.infer<typeof ZImportStatus>;
/** A row: invalid (not imported), pending (waiting), success, or failed (with the reason). */
export const ZImportRowStatus = z.enum(['invalid', 'pending', 'success', 'failed']);
export type TImportRowStatus = z.infer<typeof ZImportRowStatus>;

export const ZImportParams = z.object({ id: zIdParam() });

/** Query of the upload: the unit (masters) and the file's name. */
export const ZImportUploadQuery = z.object({
  company_id: zIdParam().optional(),
  file_name: zText().trim().max(200).optional(),
});

/** Starts an import from the people of another unit of the same client. */
export const ZImportFromUnitRequest = z.object({ source_company_id: zId() });

/**
 * What the mapping step chose. `mapping[i]` is the target of the file's column i (null: none);
 * the server also checks that a target is chosen once and that one column is the e-mail.
 */
export const ZImportReviewRequest = z.object({
  header_row: z
    .number()
    .int()
    .min(0)
    .max(IMPORT_PREVIEW_ROWS - 1),
  mapping: z.array(ZImportTarget.nullable()).max(IMPORT_MAX_COLUMNS),
  mode: ZImportMode,
  send_welcome: z.boolean().default(false),
});
export type TImportReviewRequest = z.input<typeof ZImportReviewRequest>;

export const ZImportTargetOption = z.object({ value: z.string(), label: z.string(), custom: z.boolean() });

export const ZUserImport = z.object({
  id: z.number().int(),
  status: ZImportStatus,
  file_name: z.string().nullable(),
  /** The unit the people came from, for an import from another unit. */
  source_company_id: z.number().int().nullable(),
  header_row: z.number().int(),
  mapping: z.array(z.string().nullable()),
  mode: ZImportMode,
  send_welcome: z.boolean(),
  /** The first rows of the file as read, for the header-row choice and the mapping. */
  preview: z.array(z.array(z.string())),
  /** The target guessed for each column from the header row. */
  suggested_mapping: z.array(z.string().nullable()),
  targets: z.array(ZImportTargetOption),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  done_rows: z.number().int(),
  success_rows: z.number().int(),
  failed_rows: z.number().int(),
  /** Rows waiting to be imported when the import started. */
  to_import: z.number().int(),
  limits: z.object({ max_rows: z.number().int(), max_file_bytes: z.number().int() }),
  /** Free seats of the unit (user limit plus bonus seats), null when it has no limit. */
  free_seats: z.number().int().nullable(),
  /** The unit e-mails new users a link to choose their password (`send_email_register_user`). */
  welcome_mail_allowed: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TUserImport = z.infer<typeof ZUserImport>;

export const ZImportRow = z.object({
  row: z.number().int(),
  status: ZImportRowStatus,
  values: z.record(z.string(), z.string()),
  /** Each invalid cell's reasons, localized, by target. */
  errors: z.record(z.string(), z.array(z.string())),
  /** Why a row failed on import, localized. */
  reason: z.string().nullable(),
  action: z.enum(['created', 'updated', 'invited', 'added']).nullable(),
});
export type TImportRow = z.infer<typeof ZImportRow>;
export const ZImportRowPage = pageOf(ZImportRow);
export type TImportRowPage = z.infer<typeof ZImportRowPage>;

export const ZImportRowQuery = ZPageQuery.omit({ search: true }).extend({
  status: ZImportRowStatus.optional(),
});
export type TImportRowQuery = z.input<typeof ZImportRowQuery>;

/** Units of the same client people can be imported from. */
export const ZImportSourceUnit = z.object({
  id: z.number().int(),
  name: z.string(),
  users: z.number().int(),
});
export const ZImportSourceUnitList = z.object({ data: z.array(ZImportSourceUnit) });
export type TImportSourceUnit = z.infer<typeof ZImportSourceUnit>;

/** A spreadsheet would run a cell that starts with = + - @ (or a tab/CR) as a formula: quote it. */
export function neutraliseSpreadsheetCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV line, each cell quoted and neutralised. */
export function toCsvLine(cells: readonly string[]): string {
  return cells.map((c) => `"${neutraliseSpreadsheetCell(c).replaceAll('"', '""')}"`).join(',');
}

/** Lower case, no accents, letters and digits only: how headers and words of a file are compared. */
export function foldImportWord(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Header names of each field in the portal's four languages (folded). */
const HEADER_ALIASES: Record<ImportField, string[]> = {
  name: ['name', 'fullname', 'nome', 'nomecompleto', 'nombre', 'nombrecompleto', 'username'],
  email: ['email', 'mail', 'emailaddress', 'correo', 'correoelectronico', 'enderecodeemail', 'login'],
  phone: ['phone', 'telephone', 'mobile', 'telefone', 'celular', 'telemovel', 'telefono', 'movil'],
  department: ['department', 'departamento', 'setor', 'area'],
  position: ['position', 'jobtitle', 'cargo', 'puesto', 'funcao'],
  user_type: ['usertype', 'type', 'tipo', 'tipodeusuario', 'tipodeutilizador', 'tipousuario'],
  language: ['language', 'idioma', 'lingua', 'locale'],
  group: ['group', 'usergroup', 'grupo', 'grupodeusuarios', 'grupodeutilizadores', 'grupodeusuario'],
  status: ['status', 'estado', 'situacao', 'situacion'],
};

/**
 * The target guessed for each header cell: a custom field by its name, else a user field by its
 * name in any of the portal's languages, else none. A target is guessed once.
 */
export function guessImportMapping(
  header: readonly string[],
  customFields: readonly { id: number; name: string }[],
): (string | null)[] {
  const taken = new Set<string>();
  return header.map((cell) => {
    const key = foldImportWord(cell);
    if (!key) return null;
    const custom = customFields.find((f) => foldImportWord(f.name) === key);
    const field = IMPORT_FIELDS.find((f) => HEADER_ALIASES[f].includes(key));
    const target = custom ? `custom:${custom.id}` : (field ?? null);
    if (!target || taken.has(target)) return null;
    taken.add(target);
    return target;
  });
}
