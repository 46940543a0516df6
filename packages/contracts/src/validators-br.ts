import { zText } from './common';
import { requiredOrInvalid } from './validators';

/**
 * Brazilian taxpayer numbers (spec §3): CNPJ for legal persons, CPF for physical persons. Both
 * end in two check digits computed modulo 11; input may be punctuated ('12.345.678/0001-95',
 * '123.456.789-09') or digits only, and is stored as digits only.
 */

export const CNPJ_LENGTH = 14;
export const CPF_LENGTH = 11;
/** The longest document as people type it: a CNPJ with its punctuation (00.000.000/0000-00). */
export const FORMATTED_DOCUMENT_LENGTH = 18;

const PUNCTUATION = /[\s./-]/g;
const DIGITS = /^\d+$/;

/** The digits of a document typed with its usual punctuation; other characters are kept so they fail. */
export function normalizeDocument(value: string): string {
  return value.replace(PUNCTUATION, '');
}

/** Check digit of `digits` with weights running from `firstWeight` down, wrapping at 9 to 2 (CNPJ). */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function hasValidCheckDigits(
  digits: string,
  length: number,
  weightsFor: (size: number) => number[],
): boolean {
  if (digits.length !== length || !DIGITS.test(digits)) return false;
  // Sequences like 00000000000 pass the modulo-11 arithmetic but are never issued.
  if (/^(\d)\1+$/.test(digits)) return false;
  const body = digits.slice(0, length - 2);
  const first = checkDigit(body, weightsFor(body.length));
  const second = checkDigit(body + first, weightsFor(body.length + 1));
  return digits.endsWith(`${first}${second}`);
}

/** CPF weights: size+1 down to 2. */
const cpfWeights = (size: number) => Array.from({ length: size }, (_, i) => size + 1 - i);
/** CNPJ weights: from size-7 down to 2, then 9 down to 2 (5..2,9..2 and 6..2,9..2). */
const cnpjWeights = (size: number) =>
  Array.from({ length: size }, (_, i) => {
    const w = size - 7 - i;
    return w >= 2 ? w : w + 8;
  });

export function isValidCpf(value: string): boolean {
  return hasValidCheckDigits(normalizeDocument(value), CPF_LENGTH, cpfWeights);
}

export function isValidCnpj(value: string): boolean {
  return hasValidCheckDigits(normalizeDocument(value), CNPJ_LENGTH, cnpjWeights);
}

/** Either document, told apart by its length once normalised. */
export function isValidCnpjOrCpf(value: string): boolean {
  return isValidCnpj(value) || isValidCpf(value);
}

function zDocument(valid: (value: string) => boolean) {
  return zText({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'field_required', abort: true })
    .refine(valid, { error: 'field_invalid', abort: true })
    .transform(normalizeDocument);
}

/** Required document fields; each parses to digits only and fails with 'field_invalid'. */
export const zCnpj = zDocument(isValidCnpj);
export const zCpf = zDocument(isValidCpf);
export const zCnpjOrCpf = zDocument(isValidCnpjOrCpf);

/** Shows stored digits with the usual punctuation; anything that is not 11 or 14 digits is kept as is. */
export function formatCnpjOrCpf(digits: string): string {
  if (/^\d{14}$/.test(digits))
    return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (/^\d{11}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return digits;
}
