import { z } from 'zod';
import { zText } from './common';
import { isBlankAfterTrim, requiredOrInvalid } from './validators';

/** Weekdays in JavaScript `Date#getDay()` order, so the index is the day index. */
export const WEEKDAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const ZWeekday = z.enum(WEEKDAYS);

/** Portuguese short codes the scheduler stores for weekdays. */
export const WEEKDAY_CODES = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const ZWeekdayCode = z.enum(WEEKDAY_CODES);

export const WEEKDAY_CODE_BY_NAME = {
  SUNDAY: 'dom',
  MONDAY: 'seg',
  TUESDAY: 'ter',
  WEDNESDAY: 'qua',
  THURSDAY: 'qui',
  FRIDAY: 'sex',
  SATURDAY: 'sab',
} as const satisfies Record<Weekday, WeekdayCode>;

export const WEEKDAY_BY_CODE = {
  dom: 'SUNDAY',
  seg: 'MONDAY',
  ter: 'TUESDAY',
  qua: 'WEDNESDAY',
  qui: 'THURSDAY',
  sex: 'FRIDAY',
  sab: 'SATURDAY',
} as const satisfies Record<WeekdayCode, Weekday>;

/** The weekday of a JavaScript day index (0 = Sunday … 6 = Saturday). */
export function weekdayFromDayIndex(index: number): Weekday {
  const day = Number.isInteger(index) ? WEEKDAYS[index] : undefined;
  if (!day) throw new RangeError(`Day index must be an integer from 0 to 6, got ${index}`);
  return day;
}

/** The short code of a JavaScript day index (0 = 'dom' … 6 = 'sab'). */
export function weekdayCodeFromDayIndex(index: number): WeekdayCode {
  return WEEKDAY_CODE_BY_NAME[weekdayFromDayIndex(index)];
}

/** Portuguese month codes, January first. */
export const MONTH_CODES = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
] as const;
export type MonthCode = (typeof MONTH_CODES)[number];
export const ZMonthCode = z.enum(MONTH_CODES);
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export const MONTH_NUMBER_BY_CODE = {
  jan: 1,
  fev: 2,
  mar: 3,
  abr: 4,
  mai: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  set: 9,
  out: 10,
  nov: 11,
  dez: 12,
} as const satisfies Record<MonthCode, MonthNumber>;

export const MONTH_CODE_BY_NUMBER = {
  1: 'jan',
  2: 'fev',
  3: 'mar',
  4: 'abr',
  5: 'mai',
  6: 'jun',
  7: 'jul',
  8: 'ago',
  9: 'set',
  10: 'out',
  11: 'nov',
  12: 'dez',
} as const satisfies Record<MonthNumber, MonthCode>;

/** The code of a calendar month number (1 = 'jan' … 12 = 'dez'). */
export function monthCodeFromNumber(month: number): MonthCode {
  const code = Number.isInteger(month) ? MONTH_CODES[month - 1] : undefined;
  if (!code) throw new RangeError(`Month must be an integer from 1 to 12, got ${month}`);
  return code;
}

export function monthNumberFromCode(code: MonthCode): MonthNumber {
  return MONTH_NUMBER_BY_CODE[code];
}

/** User statuses as the application reasons about them. */
export const USER_STATUSES = ['active', 'blocked', 'inactive', 'test'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const ZUserStatus = z.enum(USER_STATUSES);

/** The one-letter codes stored in `users.status`; 'A' is what active users are written with. */
export const USER_STATUS_CODE = {
  active: 'A',
  blocked: 'B',
  inactive: 'I',
  test: 'T',
} as const satisfies Record<UserStatus, string>;
export type UserStatusCode = (typeof USER_STATUS_CODE)[UserStatus];

/**
 * Reads a stored status code: B blocked, I inactive, T test, anything else active (spec §3).
 * Case and surrounding blanks are ignored: since unknown codes count as active, a padded or
 * lower-case 'b' must not slip through as an active user.
 */
export function userStatusFromCode(code: string | null | undefined): UserStatus {
  switch (code?.trim().toUpperCase()) {
    case 'B':
      return 'blocked';
    case 'I':
      return 'inactive';
    case 'T':
      return 'test';
    default:
      return 'active';
  }
}

export function userStatusToCode(status: UserStatus): UserStatusCode {
  return USER_STATUS_CODE[status];
}

/** Answers of the first-login profile questionnaire (sent as `perfil_usuario`). */
export const QUESTIONNAIRE_OPTIONS = ['diretor', 'supervisor', 'gerente', 'analista', 'outro'] as const;
export type QuestionnaireOption = (typeof QUESTIONNAIRE_OPTIONS)[number];
export const ZQuestionnaireOption = z.enum(QUESTIONNAIRE_OPTIONS, { error: requiredOrInvalid });
export const MAX_QUESTIONNAIRE_OTHER_TEXT_LENGTH = 255;

/**
 * The questionnaire answer: an option is required, and 'outro' needs a free text that is not
 * blank once trimmed. Issue messages are field message codes ('field_required', 'field_invalid').
 */
export const ZQuestionnaireAnswer = z
  .object({
    perfil_usuario: ZQuestionnaireOption,
    other_text: zText({ error: 'field_invalid' })
      .trim()
      .max(MAX_QUESTIONNAIRE_OTHER_TEXT_LENGTH, { error: 'field_invalid' })
      .optional(),
  })
  .superRefine((answer, ctx) => {
    if (answer.perfil_usuario === 'outro' && isBlankAfterTrim(answer.other_text)) {
      ctx.addIssue({ code: 'custom', path: ['other_text'], message: 'field_required' });
    }
  });
export type TQuestionnaireAnswer = z.infer<typeof ZQuestionnaireAnswer>;

export const TICKET_PRIORITIES = ['high', 'normal', 'low'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const ZTicketPriority = z.enum(TICKET_PRIORITIES);

/** Ticket lifecycle: open → ongoing → solved (solving closes it after confirmation). */
export const TICKET_STATUSES = ['open', 'ongoing', 'solved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const ZTicketStatus = z.enum(TICKET_STATUSES);

export const REPORT_ORIENTATIONS = ['landscape', 'portrait', 'auto'] as const;
export type ReportOrientation = (typeof REPORT_ORIENTATIONS)[number];
export const ZReportOrientation = z.enum(REPORT_ORIENTATIONS);

/** A user's position (the user form's field), not their profile. */
export const USER_POSITIONS = ['director', 'supervisor', 'manager', 'analyst', 'other'] as const;
export type UserPosition = (typeof USER_POSITIONS)[number];
export const ZUserPosition = z.enum(USER_POSITIONS);

/** The position a questionnaire answer corresponds to, for pre-filling the user's record. */
export const POSITION_BY_QUESTIONNAIRE_OPTION = {
  diretor: 'director',
  supervisor: 'supervisor',
  gerente: 'manager',
  analista: 'analyst',
  outro: 'other',
} as const satisfies Record<QuestionnaireOption, UserPosition>;
