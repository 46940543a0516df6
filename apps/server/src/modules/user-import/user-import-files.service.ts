import { inflateRawSync } from 'node:zlib';
import {
  IMPORT_MAX_CELL_LENGTH,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNZIPPED_BYTES,
  IMPORT_MAX_ZIP_ENTRIES,
  IMPORT_PREVIEW_ROWS,
} from '@mirante/contracts';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors';

/** Rows a file may hold: the data rows of one import plus the rows above a header further down. */
const MAX_FILE_ROWS = IMPORT_MAX_ROWS + IMPORT_PREVIEW_ROWS;

function invalidFile(): AppError {
  return new AppError('invalid_file');
}

function tooManyRows(): AppError {
  return new AppError('import_too_many_rows', { params: { max: IMPORT_MAX_ROWS } });
}

function clip(value: string): string {
  return value.length > IMPORT_MAX_CELL_LENGTH ? value.slice(0, IMPORT_MAX_CELL_LENGTH) : value;
}

/** Drops empty rows and trailing empty cells. */
function tidy(rows: string[][]): string[][] {
  const out: string[][] = [];
  for (const row of rows) {
    let end = Math.min(row.length, IMPORT_MAX_COLUMNS);
    while (end > 0 && row[end - 1]!.trim() === '') end -= 1;
    if (end === 0) continue;
    out.push(row.slice(0, end).map((c) => clip(c.trim())));
  }
  return out;
}

/** Text of a CSV: UTF-8 (with or without BOM), else the Windows-1252 that spreadsheet programs write. */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) throw invalidFile();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter of the first line: comma, semicolon (spreadsheets in pt/es locales) or tab. */
function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![0];
}

/** Reads RFC 4180 CSV (quoted cells, doubled quotes, CRLF or LF). */
export function parseCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  const delimiter = guessDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      if (rows.length > MAX_FILE_ROWS * 2) throw tooManyRows();
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoted) throw invalidFile();
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * Checks a zip before anything unpacks it: at most IMPORT_MAX_ZIP_ENTRIES entries, deflated or
 * stored only, and every entry really unpacking to no more than it declares, with the declared
 * sizes together within IMPORT_MAX_UNZIPPED_BYTES. A zip bomb stops here.
 */
export function assertSafeZip(bytes: Buffer): void {
  const EOCD = 0x06054b50;
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw invalidFile();
  const entries = bytes.readUInt16LE(end + 10);
  const dirSize = bytes.readUInt32LE(end + 12);
  const dirOffset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff) throw invalidFile(); // zip64: never a spreadsheet this small
  if (entries > IMPORT_MAX_ZIP_ENTRIES || dirOffset + dirSize > end) throw invalidFile();
  let total = 0;
  let at = dirOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) throw invalidFile();
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const next =
      at + 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    total += size;
    if (total > IMPORT_MAX_UNZIPPED_BYTES) throw invalidFile();
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw invalidFile();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packed > bytes.length) throw invalidFile();
    const data = bytes.subarray(start, start + packed);
    if (method === 0) {
      if (packed !== size) throw invalidFile();
    } else if (method === 8) {
      try {
        // Unpacking stops past the declared size: a lying header cannot grow the output.
        const out = inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
        if (out.length !== size) throw invalidFile();
      } catch {
        throw invalidFile();
      }
    } else throw invalidFile();
    at = next;
  }
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'result' in value) {
    // A formula: its cached result, never the formula.
    const result = value.result;
    return result === undefined || result === null || typeof result === 'object' ? '' : String(result);
  }
  return cell.text ?? '';
}

/** Reads the first worksheet of an XLSX, after the zip checks. */
export async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  assertSafeZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalidFile();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalidFile();
  if (sheet.actualRowCount > MAX_FILE_ROWS) throw tooManyRows();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    const count = Math.min(row.cellCount, IMPORT_MAX_COLUMNS);
    for (let c = 1; c <= count; c++) cells.push(cellText(row.getCell(c)));
    rows.push(cells);
  });
  return rows;
}

/** A file's rows as text cells: XLSX by its zip signature, anything else read as CSV. */
export async function readSpreadsheet(bytes: Buffer): Promise<string[][]> {
  if (bytes.length === 0) throw invalidFile();
  const isZip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
  const rows = tidy(isZip ? await parseXlsx(bytes) : parseCsv(bytes));
  if (rows.length === 0) throw invalidFile();
  if (rows.length > MAX_FILE_ROWS) throw tooManyRows();
  return rows;
}
