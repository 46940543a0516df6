import { WEEKDAY_CODES } from '@mirante/contracts';
import { Cron } from 'croner';

/**
 * Due times of a trigger, in the unit's timezone. Croner turns each time of day into instants;
 * the rules it does not know (activation dates, shifts, repeated wall-clock times) are applied
 * here.
 *
 * Daylight saving: a time of day that does not exist on a day (the clock jumps over it) runs at
 * the first minute after the jump, which is what croner gives; a time of day that happens twice
 * (the clock goes back) runs only the first time.
 */
export interface TriggerTiming {
  frequency: string;
  weekdays: readonly string[];
  monthDay: number | null;
  triggerTime: string;
  periods: number | null;
  rangeStart: string | null;
  rangeEnd: string | null;
  activationStart: string;
  activationEnd: string | null;
  shifts: readonly { startTime: string; endTime: string }[];
}

/** Steps a search may take before it gives up (a trigger with no due time in reach). */
const MAX_STEPS = 5000;
const MINUTE = 60_000;
/** Further than any offset from UTC, so a local day's bounds are never cut short. */
const ZONE_MARGIN_MS = 15 * 60 * MINUTE;

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The minutes of the day the trigger runs at (before shifts and daylight saving). */
export function timesOfDay(t: TriggerTiming): number[] {
  if (t.periods === null || t.rangeStart === null || t.rangeEnd === null) return [minutesOf(t.triggerTime)];
  const out: number[] = [];
  const end = minutesOf(t.rangeEnd);
  for (let m = minutesOf(t.rangeStart); m <= end; m += t.periods) out.push(m);
  return out;
}

/** Cron patterns for the trigger, one per hour of the day it runs in. */
export function cronPatterns(t: TriggerTiming): string[] {
  const byHour = new Map<number, number[]>();
  for (const m of timesOfDay(t)) {
    const hour = Math.floor(m / 60);
    byHour.set(hour, [...(byHour.get(hour) ?? []), m % 60]);
  }
  const dom = t.frequency === 'monthly' && t.monthDay !== null ? String(t.monthDay) : '*';
  const dow =
    t.frequency === 'weekly'
      ? t.weekdays.map((code) => WEEKDAY_CODES.indexOf(code as (typeof WEEKDAY_CODES)[number])).join(',')
      : '*';
  return [...byHour].map(([hour, minutes]) => `${minutes.join(',')} ${hour} ${dom} * ${dow}`);
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD HH:MM' of the instant on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string): string {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallFormats.set(timeZone, format);
  }
  return format.format(at);
}

function insideShift(shift: { startTime: string; endTime: string }, minutes: number): boolean {
  const start = minutesOf(shift.startTime);
  const end = minutesOf(shift.endTime);
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Whether the same wall-clock minute already happened shortly before (the clock went back). */
function isRepeatedWallTime(at: Date, timeZone: string): boolean {
  const wall = wallClock(at, timeZone);
  return [30, 60].some((m) => wallClock(new Date(at.getTime() - m * MINUTE), timeZone) === wall);
}

/** Whether a candidate instant from the crons is a due time of the trigger. */
function accepts(t: TriggerTiming, at: Date, timeZone: string): boolean {
  const wall = wallClock(at, timeZone);
  const day = wall.slice(0, 10);
  if (day < t.activationStart) return false;
  if (t.activationEnd !== null && day > t.activationEnd) return false;
  if (t.shifts.length > 0) {
    const minutes = minutesOf(wall.slice(11, 16));
    if (!t.shifts.some((shift) => insideShift(shift, minutes))) return false;
  }
  return !isRepeatedWallTime(at, timeZone);
}

function cronsOf(t: TriggerTiming, timeZone: string): Cron[] {
  return cronPatterns(t).map((pattern) => new Cron(pattern, { timezone: timeZone, paused: true }));
}

function activationBounds(t: TriggerTiming): { from: number; to: number | null } {
  return {
    from: Date.parse(`${t.activationStart}T00:00:00Z`) - ZONE_MARGIN_MS,
    to: t.activationEnd === null ? null : Date.parse(`${t.activationEnd}T23:59:59Z`) + ZONE_MARGIN_MS,
  };
}

/** The next `count` due times strictly after `after`. */
export function nextDueTimes(t: TriggerTiming, timeZone: string, after: Date, count: number): Date[] {
  const crons = cronsOf(t, timeZone);
  const bounds = activationBounds(t);
  const start = new Date(Math.max(after.getTime(), bounds.from));
  const heads = crons.map((cron) => cron.nextRun(start));
  const out: Date[] = [];
  let last = after.getTime();
  for (let step = 0; step < MAX_STEPS && out.length < count; step++) {
    let index = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i];
      if (head && (index < 0 || head.getTime() < (heads[index] as Date).getTime())) index = i;
    }
    if (index < 0) break;
    const at = heads[index] as Date;
    if (bounds.to !== null && at.getTime() > bounds.to) break;
    heads[index] = (crons[index] as Cron).nextRun(at);
    // Two hours' crons can land on one instant (a skipped hour moves both to the same minute).
    if (at.getTime() <= last) continue;
    if (accepts(t, at, timeZone)) {
      out.push(at);
      last = at.getTime();
    }
  }
  return out;
}

/**
 * The latest due time at or before `now` and strictly after `after`, or null. Every earlier one is
 * passed over: after downtime a trigger runs once, not once per missed time.
 */
export function latestDueTime(t: TriggerTiming, timeZone: string, now: Date, after: Date): Date | null {
  const crons = cronsOf(t, timeZone);
  const floor = Math.max(after.getTime(), activationBounds(t).from);
  // previousRuns looks strictly before its reference: a second on, a time due right now counts.
  const reference = new Date(now.getTime() + 1000);
  const heads = crons.map((cron) => cron.previousRuns(1, reference)[0] ?? null);
  for (let step = 0; step < MAX_STEPS; step++) {
    let index = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i];
      if (head && (index < 0 || head.getTime() > (heads[index] as Date).getTime())) index = i;
    }
    if (index < 0) return null;
    const at = heads[index] as Date;
    if (at.getTime() <= floor) return null;
    heads[index] = (crons[index] as Cron).previousRuns(1, at)[0] ?? null;
    if (at.getTime() <= now.getTime() && accepts(t, at, timeZone)) return at;
  }
  return null;
}
