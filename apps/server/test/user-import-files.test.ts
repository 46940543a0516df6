import { neutraliseSpreadsheetCell, toCsvLine } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/modules/user-import/user-import-files.service';
import { upload, xlsxOf, zipOf } from './user-import-fixtures';
import { useSharedUsersWorld, world } from './users-shared-fixtures';

useSharedUsersWorld();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('user import: reading files', () => {
  it('reads the first sheet of an XLSX, header row and all', async () => {
    const bytes = await xlsxOf([
      ['Nombre', 'Correo electrónico', 'Teléfono'],
      ['Ana', 'ana.xlsx@example.test', 5511],
    ]);
    const res = await upload(world.tokens.admin, bytes, { type: XLSX, query: { file_name: 'people.xlsx' } });
    expect(res.data()).toMatchObject({
      file_name: 'people.xlsx',
      total_rows: 1,
      preview: [
        ['Nombre', 'Correo electrónico', 'Teléfono'],
        ['Ana', 'ana.xlsx@example.test', '5511'],
      ],
      suggested_mapping: ['name', 'email', 'phone'],
    });
  });

  it('refuses a zip bomb before unpacking it, and a zip whose headers lie about sizes', async () => {
    // 60 MB of zeros packs into a few dozen kilobytes.
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await upload(world.tokens.admin, bomb, { type: XLSX });
    expect(res.statusCode).toBe(400);
    expect(res.error().message).toBe('Invalid file');

    const liar = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(2 * 1024 * 1024), 100);
    const lied = await upload(world.tokens.admin, liar, { type: XLSX });
    expect(lied.statusCode).toBe(400);
    expect(lied.error().code).toBe('invalid_file');
  });

  it('reads CSV with semicolons, quotes, CRLF and Windows-1252 text', () => {
    expect(parseCsv(Buffer.from('a;"b;c";"say ""hi"""\r\n1;2;3'))).toEqual([
      ['a', 'b;c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv(Buffer.from([0x4a, 0x6f, 0xe3, 0x6f, 0x2c, 0x78]))).toEqual([['João', 'x']]);
  });

  it('quotes every cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+55', '-2', '@SUM(A1)', '\tx']) {
      expect(neutraliseSpreadsheetCell(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseSpreadsheetCell('Ana')).toBe('Ana');
    expect(toCsvLine(['=cmd|"x"', 'a'])).toBe(`"'=cmd|""x""","a"`);
  });
});
