import { describe, expect, it } from 'vitest';
import {
  MONTH_CODE_BY_NUMBER,
  MONTH_CODES,
  MONTH_NUMBER_BY_CODE,
  monthCodeFromNumber,
  monthNumberFromCode,
  POSITION_BY_QUESTIONNAIRE_OPTION,
  QUESTIONNAIRE_OPTIONS,
  REPORT_ORIENTATIONS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  USER_POSITIONS,
  USER_STATUSES,
  userStatusFromCode,
  userStatusToCode,
  WEEKDAY_BY_CODE,
  WEEKDAY_CODE_BY_NAME,
  WEEKDAY_CODES,
  WEEKDAYS,
  weekdayCodeFromDayIndex,
  weekdayFromDayIndex,
  ZMonthCode,
  ZQuestionnaireAnswer,
  ZReportOrientation,
  ZTicketPriority,
  ZTicketStatus,
  ZUserPosition,
  ZWeekday,
  ZWeekdayCode,
} from './codes';

describe('weekdays', () => {
  it('maps names and short codes both ways', () => {
    expect(WEEKDAYS.map((day) => WEEKDAY_CODE_BY_NAME[day])).toEqual([
      'dom',
      'seg',
      'ter',
      'qua',
      'qui',
      'sex',
      'sab',
    ]);
    for (const day of WEEKDAYS) expect(WEEKDAY_BY_CODE[WEEKDAY_CODE_BY_NAME[day]]).toBe(day);
    for (const code of WEEKDAY_CODES) expect(WEEKDAY_CODE_BY_NAME[WEEKDAY_BY_CODE[code]]).toBe(code);
  });

  it('follows JavaScript day indexes', () => {
    expect(weekdayFromDayIndex(0)).toBe('SUNDAY');
    expect(weekdayFromDayIndex(6)).toBe('SATURDAY');
    // 1 January 2024 was a Monday.
    expect(weekdayCodeFromDayIndex(new Date(2024, 0, 1).getDay())).toBe('seg');
    expect(weekdayCodeFromDayIndex(5)).toBe('sex');
  });

  it.each([-1, 7, 1.5, Number.NaN])('refuses day index %s', (index) => {
    expect(() => weekdayFromDayIndex(index)).toThrow(RangeError);
  });

  it('validates with zod', () => {
    expect(ZWeekday.parse('WEDNESDAY')).toBe('WEDNESDAY');
    expect(ZWeekday.safeParse('wednesday').success).toBe(false);
    expect(ZWeekdayCode.parse('qua')).toBe('qua');
    expect(ZWeekdayCode.safeParse('wed').success).toBe(false);
  });
});

describe('months', () => {
  it('maps codes and numbers both ways', () => {
    expect(MONTH_CODES.map(monthNumberFromCode)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (let month = 1; month <= 12; month++) {
      const code = monthCodeFromNumber(month);
      expect(MONTH_NUMBER_BY_CODE[code]).toBe(month);
      expect(MONTH_CODE_BY_NUMBER[month as keyof typeof MONTH_CODE_BY_NUMBER]).toBe(code);
    }
    expect(monthCodeFromNumber(2)).toBe('fev');
    expect(monthCodeFromNumber(12)).toBe('dez');
    expect(monthNumberFromCode('ago')).toBe(8);
  });

  it.each([0, 13, 2.5])('refuses month %s', (month) => {
    expect(() => monthCodeFromNumber(month)).toThrow(RangeError);
  });

  it('validates with zod', () => {
    expect(ZMonthCode.parse('set')).toBe('set');
    expect(ZMonthCode.safeParse('sep').success).toBe(false);
  });
});

describe('user status codes', () => {
  it('reads B, I and T, and anything else as active', () => {
    expect(userStatusFromCode('B')).toBe('blocked');
    expect(userStatusFromCode('I')).toBe('inactive');
    expect(userStatusFromCode('T')).toBe('test');
    expect(userStatusFromCode('A')).toBe('active');
    expect(userStatusFromCode('X')).toBe('active');
    expect(userStatusFromCode('')).toBe('active');
    expect(userStatusFromCode(null)).toBe('active');
    expect(userStatusFromCode(undefined)).toBe('active');
  });

  it('does not let padding or case turn a blocked user active', () => {
    expect(userStatusFromCode('b')).toBe('blocked');
    expect(userStatusFromCode(' B ')).toBe('blocked');
    expect(userStatusFromCode('t')).toBe('test');
  });

  it('round-trips every status', () => {
    for (const status of USER_STATUSES) expect(userStatusFromCode(userStatusToCode(status))).toBe(status);
    expect(USER_STATUSES.map(userStatusToCode)).toEqual(['A', 'B', 'I', 'T']);
  });
});

describe('ZQuestionnaireAnswer', () => {
  const issues = (input: unknown) => {
    const result = ZQuestionnaireAnswer.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
  };

  it('accepts each option, with free text only required for outro', () => {
    for (const option of QUESTIONNAIRE_OPTIONS.filter((o) => o !== 'outro')) {
      expect(issues({ perfil_usuario: option })).toEqual([]);
    }
    expect(ZQuestionnaireAnswer.parse({ perfil_usuario: 'outro', other_text: '  Consultor ' })).toEqual({
      perfil_usuario: 'outro',
      other_text: 'Consultor',
    });
  });

  it('requires an option', () => {
    expect(issues({})).toEqual([{ path: ['perfil_usuario'], message: 'field_required' }]);
    expect(issues({ perfil_usuario: 'ceo' })).toEqual([
      { path: ['perfil_usuario'], message: 'field_invalid' },
    ]);
  });

  it.each([undefined, '', '   ', '\t'])('rejects outro with blank text %j', (other_text) => {
    expect(issues({ perfil_usuario: 'outro', other_text })).toEqual([
      { path: ['other_text'], message: 'field_required' },
    ]);
  });
});

describe('enumerations', () => {
  it('hold the spec values', () => {
    expect(TICKET_PRIORITIES).toEqual(['high', 'normal', 'low']);
    expect(TICKET_STATUSES).toEqual(['open', 'ongoing', 'solved']);
    expect(REPORT_ORIENTATIONS).toEqual(['landscape', 'portrait', 'auto']);
    expect(USER_POSITIONS).toEqual(['director', 'supervisor', 'manager', 'analyst', 'other']);
    expect(ZTicketPriority.safeParse('urgent').success).toBe(false);
    expect(ZTicketStatus.parse('ongoing')).toBe('ongoing');
    expect(ZReportOrientation.safeParse('square').success).toBe(false);
    expect(ZUserPosition.parse('analyst')).toBe('analyst');
  });

  it('maps every questionnaire option to a distinct position', () => {
    const positions = QUESTIONNAIRE_OPTIONS.map((o) => POSITION_BY_QUESTIONNAIRE_OPTION[o]);
    expect(new Set(positions).size).toBe(USER_POSITIONS.length);
    expect(POSITION_BY_QUESTIONNAIRE_OPTION.gerente).toBe('manager');
  });
});
