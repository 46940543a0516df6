import { describe, expect, it } from 'vitest';
import type { CompanyCustomField } from '../src/modules/custom-fields/custom-fields.service';
import { checkRow } from '../src/modules/user-import/user-import-rules.service';

/** The custom fields of a file's row: a day and a number, checked as the user form checks them. */
const field = (id: number, name: string, type: CompanyCustomField['type']): CompanyCustomField => ({
  id,
  name,
  type,
  options: [],
  required: false,
  searchable: false,
  global: false,
  position: id,
});
const rules = {
  groups: new Map<string, number>(),
  fields: new Map([
    [1, field(1, 'Hired on', 'date')],
    [2, field(2, 'Badge', 'number')],
  ]),
};
const row = (hired: string, badge = '7') =>
  checkRow({ name: 'Ana Lima', email: 'ana@example.test', 'custom:1': hired, 'custom:2': badge }, rules);

describe('the days and numbers of an imported row', () => {
  it('read a day written as the API does or as the screens show it (DD/MM/YYYY)', () => {
    expect(row('2024-02-29').person?.custom).toEqual({ 1: '2024-02-29', 2: 7 });
    expect(row('29/02/2024').person?.custom).toEqual({ 1: '2024-02-29', 2: 7 });
  });

  it('refuse a day that does not exist and a number with letters, on their columns', () => {
    for (const hired of [
      '30/02/2024',
      '29/02/2023',
      '2023-02-29',
      '2024-13-01',
      '31/04/2024',
      '00/01/2024',
    ]) {
      const checked = row(hired);
      expect(checked.person, hired).toBeUndefined();
      expect(checked.errors, hired).toEqual({ 'custom:1': ['field_invalid'] });
    }
    for (const badge of ['1e3', '0x1F', '12abc', 'Infinity']) {
      expect(row('2024-02-29', badge).errors, badge).toEqual({ 'custom:2': ['field_invalid'] });
    }
  });
});
