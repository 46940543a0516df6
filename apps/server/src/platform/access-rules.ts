import { BlockList, isIP } from 'node:net';
import { WEEKDAY_CODES, type TCompanyConfig } from '@mirante/contracts';
import { memoByKey } from './memo';

/** Drops the IPv6 prefix that IPv4 clients get on dual-stack sockets. */
function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * Whether the client address may use the unit: the rule is off unless `ip` is 'S' and the
 * list has entries; entries are single addresses or CIDR ranges, IPv4 or IPv6.
 */
export function isIpAllowed(config: Pick<TCompanyConfig, 'ip' | 'listIp'>, clientIp: string): boolean {
  if (config.ip !== 'S' || !config.listIp || config.listIp.length === 0) return true;
  const address = plainAddress(clientIp);
  const family = isIP(address);
  if (family === 0) return false;
  return blockListOf(config.listIp).check(address, family === 4 ? 'ipv4' : 'ipv6');
}

// The address lists of the units' settings, built once per list (the same settings text parses
// to the same array, see config.service's configOfSettingsText).
const blockLists = new WeakMap<readonly string[], BlockList>();

function blockListOf(entries: readonly string[]): BlockList {
  let list = blockLists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [base = '', bits] = entry.trim().split('/');
    const entryFamily = isIP(base);
    if (entryFamily === 0) continue;
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base, type);
    else if (/^\d{1,3}$/.test(bits) && Number(bits) <= (entryFamily === 4 ? 32 : 128)) {
      list.addSubnet(base, Number(bits), type);
    }
  }
  blockLists.set(entries, list);
  return list;
}

// One formatter per timezone: building an Intl.DateTimeFormat costs far more than using it.
const clockOf = memoByKey(1000, (timeZone): Intl.DateTimeFormat => {
  const options = { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, ...options });
  } catch {
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
  }
});

/** Weekday code and minutes since midnight of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { day: string; minutes: number } {
  const parts = clockOf(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const dayIndex = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day: WEEKDAY_CODES[dayIndex] ?? 'dom', minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

function toMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * Whether `now` falls in one of the unit's access windows, read in the unit's timezone. No
 * windows means no restriction; a window whose end is not after its start runs past midnight.
 */
export function isWithinAccessHours(
  config: Pick<TCompanyConfig, 'access_hours' | 'timezone'>,
  now: Date = new Date(),
): boolean {
  if (!config.access_hours || config.access_hours.length === 0) return true;
  const { day, minutes } = localClock(now, config.timezone);
  const previousDay = WEEKDAY_CODES[(WEEKDAY_CODES.indexOf(day as (typeof WEEKDAY_CODES)[number]) + 6) % 7];
  return config.access_hours.some((w) => {
    const start = toMinutes(w.start);
    const end = toMinutes(w.end);
    if (end > start) return w.day === day && minutes >= start && minutes < end;
    // Overnight: from start on `day` until end on the next day.
    return (w.day === day && minutes >= start) || (w.day === previousDay && minutes < end);
  });
}
