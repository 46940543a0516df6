import { LANGUAGES } from '@mirante/contracts';
import { ScimError } from './scim-errors.service';
import { type Json, scimBoolean } from './scim-patch.service';
import { ENTERPRISE_SCHEMA } from './scim-resources.service';

/** What this server keeps of a SCIM User, read from a resource the directory sent or patched. */
export interface UserFields {
  userName: string;
  /** The account's e-mail: the work (or primary, or first) e-mail, or userName when it is one. */
  email: string | null;
  /** The account's single name: the one of displayName, name.formatted or the name's parts that changed. */
  name: string;
  givenName: string | null;
  familyName: string | null;
  displayName: string | null;
  formattedName: string | null;
  externalId: string | null;
  active: boolean;
  department: string | null;
  /** preferredLanguage as sent (an Accept-Language value, RFC 7643 §4.1.1), or null. */
  preferredLanguage: string | null;
  /** The portal's language that preferredLanguage names, or null when it names none of them. */
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

/** One language range of an Accept-Language value (RFC 7231 §5.3.5), `_` taken for `-` as locales write it. */
const LANGUAGE_RANGE =
  /^(\*|[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*)(?:\s*;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?$/;

/** The portal's language for a tag: the same tag, else the first with the same primary language. */
function portalLanguage(tag: string): string | null {
  const lower = tag.replace(/_/g, '-').toLowerCase();
  const primary = lower.split('-')[0];
  return (
    LANGUAGES.find((l) => l.toLowerCase() === lower) ??
    LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary) ??
    null
  );
}

/**
 * preferredLanguage: kept as sent when it is a well-formed Accept-Language value, and the portal's
 * language it names (the most preferred range the portal speaks) when there is one. A value that is
 * no language at all is refused.
 */
function languageOf(value: unknown): { sent: string | null; portal: string | null } {
  const sent = text(value, 'preferredLanguage');
  if (sent === null) return { sent: null, portal: null };
  const ranges = sent.split(',').map((range, order) => {
    const match = LANGUAGE_RANGE.exec(range.trim());
    if (!match) throw invalidValue('preferredLanguage is not a language tag (such as en-US)');
    return { tag: match[1]!, quality: match[2] === undefined ? 1 : Number(match[2]), order };
  });
  const portal = ranges
    .filter((r) => r.quality > 0 && r.tag !== '*')
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((r) => portalLanguage(r.tag))
    .find((l) => l !== null);
  return { sent, portal: portal ?? null };
}

/**
 * The fields of a User resource. displayName and name.formatted are kept apart. `before` is the
 * resource as it was and `currentName` the account's name (for a PATCH or PUT): the account's
 * single name follows whichever of displayName, name.formatted or the name's parts was given a new
 * value; when one of them is cleared it falls back on the others; otherwise it stays as it is.
 */
export function readUserFields(resource: Json, before?: Json, currentName?: string): UserFields {
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
  const fallback = displayName ?? formatted ?? parts;
  const was = (read: (r: Json) => unknown) => (before === undefined ? null : (read(before) ?? null));
  const wasDisplayName = was((r) => get(r, 'displayName'));
  const wasFormatted = was((r) => get(get(r, 'name'), 'formatted'));
  const wasGiven = was((r) => get(get(r, 'name'), 'givenName'));
  const wasFamily = was((r) => get(get(r, 'name'), 'familyName'));
  const set = (value: string | null, old: unknown) => value !== null && value !== old;
  const cleared = (value: string | null, old: unknown) => value === null && old !== null;
  let fullName: string | null;
  if (before === undefined) fullName = fallback;
  else if (set(displayName, wasDisplayName)) fullName = displayName;
  else if (set(formatted, wasFormatted)) fullName = formatted;
  else if (set(givenName, wasGiven) || set(familyName, wasFamily)) fullName = parts;
  else if (
    cleared(displayName, wasDisplayName) ||
    cleared(formatted, wasFormatted) ||
    cleared(givenName, wasGiven) ||
    cleared(familyName, wasFamily)
  )
    fullName = fallback ?? currentName ?? null;
  else fullName = currentName ?? fallback;
  const language = languageOf(get(resource, 'preferredLanguage'));
  return {
    userName,
    email: emailOf(resource, userName),
    name: fullName ?? userName,
    givenName,
    familyName,
    displayName,
    formattedName: formatted,
    externalId: text(get(resource, 'externalId'), 'externalId'),
    active,
    department: text(get(get(resource, ENTERPRISE_SCHEMA), 'department'), 'department'),
    preferredLanguage: language.sent,
    language: language.portal,
  };
}
