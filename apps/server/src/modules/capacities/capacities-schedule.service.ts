import { WEEKDAY_CODES, type WeekdayCode } from '@mirante/contracts';

export interface ShiftHours {
  startTime: string;
  endTime: string;
  weekdays: readonly string[];
}

/** The weekday code and minutes since midnight of `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string): { day: WeekdayCode; minutes: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    // An unknown zone in old settings: UTC rather than no schedule at all.
    return localClock(at, 'UTC');
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return {
    day: WEEKDAY_CODES[Math.max(index, 0)] as WeekdayCode,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function previousDay(day: WeekdayCode): WeekdayCode {
  const i = WEEKDAY_CODES.indexOf(day);
  return WEEKDAY_CODES[(i + 6) % 7] as WeekdayCode;
}

/**
 * Whether `at` falls inside one of the shifts, in the unit's timezone. A shift whose end is not
 * after its start crosses midnight: its weekdays name the day it starts.
 */
export function insideShifts(shifts: readonly ShiftHours[], at: Date, timeZone: string): boolean {
  const { day, minutes } = localClock(at, timeZone);
  return shifts.some((shift) => {
    const start = minutesOf(shift.startTime);
    const end = minutesOf(shift.endTime);
    if (start < end) return shift.weekdays.includes(day) && minutes >= start && minutes < end;
    return (
      (shift.weekdays.includes(day) && minutes >= start) ||
      (shift.weekdays.includes(previousDay(day)) && minutes < end)
    );
  });
}
