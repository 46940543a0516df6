import { z } from 'zod';
import { zIdParam, zText } from './common';
import { ZAccessWindow, ZCompanyConfigPatch, ZGetConfigResponse } from './config';
import { isTimeZone, zTimeZone } from './dates';

/**
 * The company settings form (spec §3) as the unit's admin edits it. The stored configuration is
 * ZCompanyConfig; this adds the checks only a human-typed form needs (real timezones, IP/CIDR
 * entries, hour windows that end after they start) and the write-only mail password.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(value: string): boolean {
  if (!value.includes(':') || !/^[0-9a-fA-F:.]+$/.test(value)) return false;
  // The URL parser knows IPv6 in every runtime (browser and Node) without node:net.
  try {
    new URL(`http://[${value}]/`);
    return true;
  } catch {
    return false;
  }
}

/** A single address or a CIDR range, IPv4 or IPv6 (the entries of `listIp`). */
export function isValidIpRule(value: string): boolean {
  const [base = '', bits, extra] = value.trim().split('/');
  if (extra !== undefined) return false;
  const family = IPV4.test(base) ? 4 : isIpv6(base) ? 6 : 0;
  if (family === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** An IANA timezone the runtime lists (the calendar primitive's check). */
export const isValidTimezone = isTimeZone;

const zIpRule = zText()
  .max(64)
  .refine((v) => isValidIpRule(v), { error: 'field_invalid' });

const zAccessWindowChecked = ZAccessWindow.refine((w) => w.start < w.end, {
  error: 'field_invalid',
  path: ['end'],
});

/** A page of the app: a path of this origin (never another site's, never `//host`). */
const zAppPath = zText()
  .max(255)
  .refine((v) => v === '' || /^\/(?![/\\])[^\s]*$/.test(v), { error: 'field_invalid' });

/**
 * `POST /api/auth/config/update`: any subset of the settings. An update changes exactly the
 * fields it names; every other field keeps its stored value (no defaults are applied here).
 */
export const ZCompanyConfigUpdate = ZCompanyConfigPatch.extend({
  home_page: zAppPath.optional(),
  timezone: zTimeZone().optional(),
  listIp: z.array(zIpRule).max(200).nullable().optional(),
  access_hours: z
    .array(zAccessWindowChecked)
    .max(7 * 4)
    .nullable()
    .optional(),
  mail_email: z.email({ error: 'field_invalid' }).max(254).nullable().optional(),
  /** Write-only: a new password replaces the stored one, '' or null clears it, absent keeps it. */
  mail_password: zText().max(512).nullable().optional(),
}).strict();
export type TCompanyConfigUpdate = z.infer<typeof ZCompanyConfigUpdate>;

/** The settings as the form reads them: getConfig plus whether a mail password is stored. */
export const ZCompanySettings = ZGetConfigResponse.extend({ mail_password_set: z.boolean() });
export type TCompanySettings = z.infer<typeof ZCompanySettings>;

export const ZCompanyConfigUpdateResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  config: ZCompanySettings,
});

/** `GET /api/auth/config/remote_config`: what the browser merges into an existing bi:config. */
export const ZRemoteConfig = z.record(z.string(), z.unknown());

export const ZTimezoneList = z.object({ timezones: z.array(z.string()) });

export const ZWhitelistQuery = z.object({ domain_id: zIdParam() });
export const ZWhitelistResponse = z.object({
  domain: z.string(),
  ip: z.enum(['S', 'N']),
  listIp: z.array(z.string()),
});
