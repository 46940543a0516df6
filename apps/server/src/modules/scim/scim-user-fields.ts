import { LANGUAGES } from '@mirante/contracts';
import { ScimError } from './scim-errors';
import { type Json, scimBoolean } from './scim-patch';
import { ENTERPRISE_SCHEMA } from './scim-resources';

/** What this server keeps of a SCIM User, read from a resource the directory sent or patched. */
export interface UserFields {
  userName: string;
  /** The account's e-mail: the work (or primary, or first) e-mail, or userName when it is one. */
  email: string | null;
  name: string;
  givenName: string | null;
  familyName: string | null;
  externalId: string | null;
  active: boolean;
  department: string | null;
  language: string | null;
}

const TEXT_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invalidValue(detail: string): ScimError {
  return new ScimError(400, 'invalidValue', detail);
}

function get(obj: unknown, name: string): unknown {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
  const key = Object.keys(obj).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : (obj as Json)[key];
}

/** Optional text: absent, null or blank is null; anything but a string is refused. */
function text(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidValue(`${field} must be a string`);
  const trimmed = value.trim();
  // Text PostgreSQL cannot store (NUL) is refused rather than failing in the database.
  if (trimmed.includes('\u0000')) throw invalidValue(`${field} is not valid text`);
  if (trimmed.length > TEXT_MAX) throw invalidValue(`${field} is too long`);
  return trimmed === '' ? null : trimmed;
}

function emailOf(resource: Json, userName: string): string | null {
  const emails = get(resource, 'emails');
  if (emails !== undefined && emails !== null && !Array.isArray(emails))
    throw invalidValue('emails must be a list');
  const list = (emails ?? []) as unknown[];
  const pick =
    list.find((e) => String(get(e, 'type') ?? '').toLowerCase() === 'work') ??
    list.find((e) => scimBoolean(get(e, 'primary')) === true) ??
    list[0];
  const value = text(get(pick, 'value'), 'emails.value');
  if (value !== null) {
    if (!EMAIL.test(value)) throw invalidValue('emails.value is not an e-mail address');
    return value;
  }
  return EMAIL.test(userName) ? userName : null;
}

function languageOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().replace('_', '-').toLowerCase();
  return (
    LANGUAGES.find((l) => l.toLowerCase() === tag) ??
    LANGUAGES.find((l) => l.toLowerCase().startsWith(`${tag.split('-')[0]}-`)) ??
    null
  );
}

/**
 * The fields of a User resource. `before` is the resource as it was (for a PATCH or PUT): the
 * account's single name follows whichever of displayName, name.formatted or the name's parts changed.
 */
export function readUserFields(resource: Json, before?: Json): UserFields {
  const userName = text(get(resource, 'userName'), 'userName');
  if (!userName) throw invalidValue('userName is required');
  const activeRaw = get(resource, 'active');
  const active = activeRaw === undefined || activeRaw === null ? true : scimBoolean(activeRaw);
  if (active === null) throw invalidValue('active must be true or false');
  const name = get(resource, 'name');
  const givenName = text(get(name, 'givenName'), 'name.givenName');
  const familyName = text(get(name, 'familyName'), 'name.familyName');
  const formatted = text(get(name, 'formatted'), 'name.formatted');
  const displayName = text(get(resource, 'displayName'), 'displayName');
  const parts = [givenName, familyName].filter(Boolean).join(' ') || null;
  const changed = (value: string | null, read: (r: Json) => unknown) =>
    before !== undefined && value !== null && value !== (read(before) ?? null);
  let fullName: string | null;
  if (before === undefined) fullName = displayName ?? formatted ?? parts;
  else if (changed(displayName, (r) => get(r, 'displayName'))) fullName = displayName;
  else if (changed(formatted, (r) => get(get(r, 'name'), 'formatted'))) fullName = formatted;
  else if (
    changed(givenName, (r) => get(get(r, 'name'), 'givenName')) ||
    changed(familyName, (r) => get(get(r, 'name'), 'familyName'))
  )
    fullName = parts;
  else fullName = displayName ?? formatted ?? parts;
  return {
    userName,
    email: emailOf(resource, userName),
    name: fullName ?? userName,
    givenName,
    familyName,
    externalId: text(get(resource, 'externalId'), 'externalId'),
    active,
    department: text(get(get(resource, ENTERPRISE_SCHEMA), 'department'), 'department'),
    language: languageOf(get(resource, 'preferredLanguage')),
  };
}
