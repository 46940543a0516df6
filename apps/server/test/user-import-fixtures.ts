import { deflateRawSync } from 'node:zlib';
import { userImportRoutes } from '@mirante/contracts';
import ExcelJS from 'exceljs';
import { callRoute } from './helpers';
import { ctx } from './users-shared-fixtures';

/**
 * Uploads a file as the wizard does (the body is the file, not JSON, and the route declares
 * none); `data()` parses the answer with the contract.
 */
export async function upload(
  token: string,
  bytes: Buffer | string,
  opts: { type?: string; query?: { company_id?: number; file_name?: string } } = {},
) {
  const file = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  return callRoute(ctx.app, userImportRoutes.upload, {
    query: opts.query ?? { file_name: 'people.csv' },
    token,
    lang: 'en-US',
    headers: { 'content-type': opts.type ?? 'text/csv' },
    ...({ body: file } as object),
  });
}

/** Polls an import until it has finished, as the screen does. */
export async function waitFinished(token: string, id: number, query: { company_id?: number } = {}) {
  for (let i = 0; i < 400; i++) {
    const res = await callRoute(ctx.app, userImportRoutes.get, { token, params: { id }, query });
    const answer = res.data();
    if (answer.status === 'finished') return answer;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
}

export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A zip with one deflated entry. `declared` overrides the uncompressed size written in its
 * headers (a lying archive); by default the real size is written.
 */
export function zipOf(name: string, content: Buffer, declared = content.length): Buffer {
  const packed = deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const dirOffset = local.length + nameBytes.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, nameBytes, packed, central, nameBytes, end]);
}
