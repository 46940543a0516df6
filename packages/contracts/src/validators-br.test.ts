import { describe, expect, it } from 'vitest';
import {
  formatCnpjOrCpf,
  isValidCnpj,
  isValidCnpjOrCpf,
  isValidCpf,
  normalizeDocument,
  zCnpj,
  zCnpjOrCpf,
  zCpf,
} from './validators-br';

// Published CNPJs of real companies and the classic examples from the Receita Federal guides.
const VALID_CNPJ = ['11.222.333/0001-81', '33.000.167/0001-01', '00.000.000/0001-91', '11444777000161'];
const INVALID_CNPJ = [
  '11.222.333/0001-82', // second check digit wrong
  '11.222.333/0001-91', // first check digit wrong
  '11.111.111/1111-11', // same digit repeated
  '00000000000000',
  '1122233300018', // 13 digits
  '112223330001811', // 15 digits
  '11.222.333/0001-8a',
  '',
];
const VALID_CPF = ['529.982.247-25', '111.444.777-35', '12345678909'];
const INVALID_CPF = [
  '529.982.247-24',
  '529.982.247-15',
  '111.111.111-11',
  '00000000000',
  '5299822472', // 10 digits
  '529982247250',
  'abc.def.ghi-jk',
  '',
];

describe('isValidCnpj', () => {
  it.each(VALID_CNPJ)('accepts %s', (value) => expect(isValidCnpj(value)).toBe(true));
  it.each(INVALID_CNPJ)('rejects %s', (value) => expect(isValidCnpj(value)).toBe(false));
  it('does not take a CPF for a CNPJ', () => expect(isValidCnpj('529.982.247-25')).toBe(false));
});

describe('isValidCpf', () => {
  it.each(VALID_CPF)('accepts %s', (value) => expect(isValidCpf(value)).toBe(true));
  it.each(INVALID_CPF)('rejects %s', (value) => expect(isValidCpf(value)).toBe(false));
  it('does not take a CNPJ for a CPF', () => expect(isValidCpf('11.222.333/0001-81')).toBe(false));
});

describe('isValidCnpjOrCpf', () => {
  it.each([...VALID_CNPJ, ...VALID_CPF])('accepts %s', (value) => expect(isValidCnpjOrCpf(value)).toBe(true));
  it.each([...INVALID_CNPJ, ...INVALID_CPF])('rejects %s', (value) =>
    expect(isValidCnpjOrCpf(value)).toBe(false),
  );
});

describe('normalizeDocument', () => {
  it('drops dots, slashes, hyphens and blanks only', () => {
    expect(normalizeDocument(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(normalizeDocument('529a982')).toBe('529a982');
  });
});

describe('zod helpers', () => {
  it('parse to digits only', () => {
    expect(zCnpj.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(zCpf.parse(' 529.982.247-25 ')).toBe('52998224725');
    expect(zCnpjOrCpf.parse('111.444.777-35')).toBe('11144477735');
  });
  it("fail with 'field_invalid' for a wrong number and 'field_required' for a blank one", () => {
    const wrong = zCnpj.safeParse('11.222.333/0001-82');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(['field_invalid']);
    expect(zCpf.safeParse('   ').error?.issues.map((i) => i.message)).toEqual(['field_required']);
    expect(zCnpjOrCpf.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['field_required']);
    expect(zCnpjOrCpf.safeParse(42).error?.issues.map((i) => i.message)).toEqual(['field_invalid']);
  });
});

describe('formatCnpjOrCpf', () => {
  it('punctuates stored digits', () => {
    expect(formatCnpjOrCpf('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpjOrCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpjOrCpf('123')).toBe('123');
  });
});
