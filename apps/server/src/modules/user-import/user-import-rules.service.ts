import {
  DATE_DISPLAY_FORMAT,
  foldImportWord as fold,
  LANGUAGES,
  type Language,
  type MessageCode,
  parseFormattedDate,
  USER_POSITIONS,
  type UserPosition,
  ZUnitUserCreate,
} from '@mirante/contracts';
import type { z } from 'zod';
import { normaliseValue, type CompanyCustomField, type CustomFieldValue } from '../custom-fields';

const STATUS_WORDS: Record<string, 'A' | 'I' | 'B' | 'T'> = {
  a: 'A',
  active: 'A',
  ativo: 'A',
  activo: 'A',
  ativa: 'A',
  activa: 'A',
  i: 'I',
  inactive: 'I',
  inativo: 'I',
  inactivo: 'I',
  inativa: 'I',
  inactiva: 'I',
  b: 'B',
  blocked: 'B',
  bloqueado: 'B',
  bloqueada: 'B',
  t: 'T',
  test: 'T',
  teste: 'T',
  prueba: 'T',
};

const POSITION_WORDS: Record<string, UserPosition> = {
  diretor: 'director',
  director: 'director',
  directora: 'director',
  diretora: 'director',
  supervisora: 'supervisor',
  gerente: 'manager',
  analista: 'analyst',
  outro: 'other',
  otro: 'other',
  outra: 'other',
  otra: 'other',
};

const LANGUAGE_WORDS: Record<string, Language> = {
  ...Object.fromEntries(LANGUAGES.map((l) => [fold(l), l])),
  pt: 'pt-BR',
  ptbr: 'pt-BR',
  portugues: 'pt-BR',
  portuguese: 'pt-BR',
  portuguesbrasil: 'pt-BR',
  ptpt: 'pt-PT',
  portuguesportugal: 'pt-PT',
  en: 'en-US',
  english: 'en-US',
  ingles: 'en-US',
  es: 'es',
  espanol: 'es',
  spanish: 'es',
  espanhol: 'es',
};

/** A row ready to be written: the user's fields, the groups' ids, the custom values by field id. */
export interface ImportedPerson {
  name: string;
  email: string;
  phone: string | null;
  department: string | null;
  position: UserPosition | null;
  userType: string | null;
  language: Language | null;
  /** The unit's groups the person is in (a cell may name several, separated by ; or |). */
  groupIds: number[];
  status: 'A' | 'I' | 'B' | 'T';
  custom: Record<string, CustomFieldValue | null>;
  /** Which targets the file gave (an update leaves the others as they are). */
  given: Set<string>;
}

export interface RowRules {
  groups: Map<string, number>;
  fields: Map<number, CompanyCustomField>;
}

const shape = ZUnitUserCreate.shape;

/** The first message code of a failed contract check, as the users form would show it. */
function codeOf(result: z.ZodSafeParseResult<unknown>, blank: boolean): MessageCode {
  if (blank) return 'field_required';
  const message = result.error?.issues[0]?.message;
  return message === 'field_required' ? 'field_required' : 'field_invalid';
}

/** A day of a file: 'YYYY-MM-DD' as the API takes it, or as the screens show it (DD/MM/YYYY). */
function importedDay(raw: string): string {
  const parts = parseFormattedDate(raw, DATE_DISPLAY_FORMAT);
  if (!parts) return raw;
  const pad = (n: number | undefined, width: number) => String(n ?? 0).padStart(width, '0');
  return `${pad(parts.YYYY, 4)}-${pad(parts.MM, 2)}-${pad(parts.DD, 2)}`;
}

function check<T>(schema: z.ZodType<T>, value: string, errors: Record<string, MessageCode[]>, key: string) {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  errors[key] = [codeOf(result, value.trim() === '')];
  return undefined;
}

/**
 * Checks one row by the user contract's rules (name, e-mail, phone...) and the unit's own lists
 * (groups and custom fields by name); returns the person or each invalid cell's reasons.
 */
export function checkRow(
  values: Record<string, string>,
  rules: RowRules,
): { person?: ImportedPerson; errors: Record<string, MessageCode[]> } {
  const errors: Record<string, MessageCode[]> = {};
  const given = new Set(Object.keys(values));
  const text = (key: string) => values[key]?.trim() ?? '';
  // Without a name column only people already in the unit can be updated (see reviewImport).
  const name = given.has('name') ? check(shape.name, text('name'), errors, 'name') : '';
  const email = check(shape.email, text('email'), errors, 'email');
  const phone = check(shape.phone, text('phone'), errors, 'phone') ?? null;
  const department = check(shape.department, text('department'), errors, 'department') ?? null;
  const userType = check(shape.user_type, text('user_type'), errors, 'user_type') ?? null;
  let position: UserPosition | null = null;
  if (text('position')) {
    const word = fold(text('position'));
    position = USER_POSITIONS.find((p) => p === word) ?? POSITION_WORDS[word] ?? null;
    if (!position) errors.position = ['field_invalid'];
  }
  let language: Language | null = null;
  if (text('language')) {
    language = LANGUAGE_WORDS[fold(text('language'))] ?? null;
    if (!language) errors.language = ['field_invalid'];
  }
  let groupIds: number[] = [];
  if (text('group')) {
    // A group's own name may hold the separator: the whole cell is tried as one name first.
    const whole = rules.groups.get(text('group').toLowerCase());
    const names = whole
      ? []
      : text('group')
          .split(/\s*[;|]\s*/)
          .filter(Boolean);
    const found = names.map((n) => rules.groups.get(n.toLowerCase()));
    if (whole) groupIds = [whole];
    else if (found.length > 0 && found.every((id) => id !== undefined))
      groupIds = [...new Set(found as number[])];
    else errors.group = ['field_invalid'];
  }
  let status: ImportedPerson['status'] = 'A';
  if (text('status')) {
    const code = STATUS_WORDS[fold(text('status'))];
    if (code) status = code;
    else errors.status = ['field_invalid'];
  }
  const custom: Record<string, CustomFieldValue | null> = {};
  for (const [id, field] of rules.fields) {
    const key = `custom:${id}`;
    const raw = values[key]?.trim() ?? '';
    if (raw === '') {
      // Missing from the file: an update keeps the stored value; a required one is asked for.
      if (given.has(key)) custom[id] = null;
      if (field.required && given.has(key)) errors[key] = ['field_required'];
      continue;
    }
    const value =
      field.type === 'multiple'
        ? raw.split(/\s*[;|]\s*/).filter(Boolean)
        : field.type === 'date'
          ? importedDay(raw)
          : raw;
    const normalised = normaliseValue(field, value);
    if (normalised === undefined) errors[key] = ['field_invalid'];
    else custom[id] = normalised;
  }
  if (Object.keys(errors).length > 0 || name === undefined || !email) return { errors };
  return {
    errors,
    person: {
      name,
      email: email.trim(),
      phone,
      department,
      position,
      userType,
      language,
      groupIds,
      status,
      custom,
      given,
    },
  };
}

/** Custom fields that are required but have no column: every new person would miss them. */
export function missingRequiredFields(fields: CompanyCustomField[], mapping: (string | null)[]): string[] {
  return fields.filter((f) => f.required && !mapping.includes(`custom:${f.id}`)).map((f) => `custom:${f.id}`);
}
