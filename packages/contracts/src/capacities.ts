import { z } from 'zod';
import { zId, zIdParam, zInt, zText } from './common';
import { ZWeekdayCode } from './codes';
import { zTimeOfDay } from './dates';
import { zResourceGroup } from './provider';

/** SKUs of Microsoft.PowerBIDedicated capacities (A for embedding, EM and P for Premium). */
export const CAPACITY_SKUS = [
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
  'A6',
  'A7',
  'A8',
  'EM1',
  'EM2',
  'EM3',
  'P1',
  'P2',
  'P3',
] as const;
export const ZCapacitySku = z.enum(CAPACITY_SKUS);

/**
 * States Azure reports for a capacity. `Succeeded` means running; the `-ing` states are
 * transitions the screen polls through.
 */
export const CAPACITY_STATES = [
  'Succeeded',
  'Paused',
  'Suspending',
  'Resuming',
  'Scaling',
  'Provisioning',
  'Updating',
  'Deleting',
  'Failed',
  'Suspended',
  'Pausing',
  'Preparing',
  'Invalid',
] as const;
export type CapacityState = (typeof CAPACITY_STATES)[number];

/** The few states the screens and rules act on. */
export type CapacityPhase = 'running' | 'paused' | 'transitioning' | 'failed' | 'unknown';

export function capacityPhase(state: string | null | undefined): CapacityPhase {
  switch (state) {
    case 'Succeeded':
      return 'running';
    case 'Paused':
    case 'Suspended':
      return 'paused';
    case 'Suspending':
    case 'Pausing':
    case 'Resuming':
    case 'Scaling':
    case 'Provisioning':
    case 'Updating':
    case 'Preparing':
    case 'Deleting':
      return 'transitioning';
    case 'Failed':
    case 'Invalid':
      return 'failed';
    default:
      return 'unknown';
  }
}

/**
 * Azure's rule for a Power BI Embedded capacity name (`dedicatedCapacityName` of Microsoft's
 * PowerBIDedicated definition): 3 to 63 lowercase letters and digits, starting with a letter.
 */
export const CAPACITY_NAME_MIN = 3;
export const CAPACITY_NAME_MAX = 63;
export const CAPACITY_NAME_PATTERN = /^[a-z][a-z0-9]*$/;
export const CAPACITY_MINUTES_INACTIVE_MIN = 5;
export const CAPACITY_MINUTES_INACTIVE_MAX = 24 * 60;
export const CAPACITY_SHIFTS_MAX = 20;
/** How often the screen re-reads a capacity that is changing state. */
export const CAPACITY_POLL_MS = 3000;

export const ZCapacityShift = z.object({
  name: zText().trim().min(1).max(100),
  start_time: zTimeOfDay(),
  end_time: zTimeOfDay(),
  weekdays: z.array(ZWeekdayCode).min(1).max(7),
});
export type TCapacityShift = z.infer<typeof ZCapacityShift>;

export const ZCapacityWorkspace = z.object({
  id: z.number().int(),
  name: z.string(),
  workspace_id: z.string(),
});

export const ZCapacity = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** The partner of the unit (the operator's list spans partners). */
  partner_name: z.string(),
  provider_account_id: z.number().int(),
  provider_account_name: z.string(),
  name: z.string(),
  resource_group: z.string(),
  subscription_id: z.string(),
  size: z.string(),
  current_size: z.string().nullable(),
  state: z.string().nullable(),
  phase: z.enum(['running', 'paused', 'transitioning', 'failed', 'unknown']),
  state_checked_at: z.string().nullable(),
  force_stop: z.boolean(),
  auto_manage: z.boolean(),
  minutes_inactive: z.number().int(),
  schedule_enabled: z.boolean(),
  last_view_at: z.string().nullable(),
  shifts: z.array(ZCapacityShift.extend({ id: z.number().int() })),
  workspaces: z.array(ZCapacityWorkspace),
});
export type TCapacity = z.infer<typeof ZCapacity>;

/** What the caller may do on the screen (a2m and partners only look). */
export const ZCapacityPolicies = z.object({ manage: z.boolean() });

export const ZCapacityList = z.object({ data: z.array(ZCapacity), policies: ZCapacityPolicies });
export type TCapacityList = z.infer<typeof ZCapacityList>;

export const ZSaveCapacityRequest = z.object({
  provider_account_id: zId(),
  name: zText()
    .trim()
    .min(1, { abort: true })
    .min(CAPACITY_NAME_MIN)
    .max(CAPACITY_NAME_MAX)
    .regex(CAPACITY_NAME_PATTERN),
  resource_group: zResourceGroup(),
  subscription_id: zText()
    .trim()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/),
  size: ZCapacitySku,
  force_stop: z.boolean().default(false),
  auto_manage: z.boolean().default(true),
  minutes_inactive: zInt().min(CAPACITY_MINUTES_INACTIVE_MIN).max(CAPACITY_MINUTES_INACTIVE_MAX).default(30),
  schedule_enabled: z.boolean().default(false),
  shifts: z.array(ZCapacityShift).max(CAPACITY_SHIFTS_MAX).default([]),
});
export type TSaveCapacityRequest = z.input<typeof ZSaveCapacityRequest>;

export const ZCapacityParams = z.object({ id: zIdParam() });

export const ZCapacityActionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('scale'), size: ZCapacitySku }),
]);
export type TCapacityActionRequest = z.infer<typeof ZCapacityActionRequest>;

/** The unit's workspaces that run on the capacity (the others keep theirs). */
export const ZCapacityWorkspacesRequest = z.object({
  workspace_ids: z.array(zId()).max(500),
});

/** The workspaces and provider accounts the form offers. */
export const ZCapacityOptions = z.object({
  provider_accounts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      subscription_id: z.string().nullable(),
      resource_group: z.string().nullable(),
    }),
  ),
  workspaces: z.array(ZCapacityWorkspace.extend({ capacity_id: z.number().int().nullable() })),
});
export type TCapacityOptions = z.infer<typeof ZCapacityOptions>;
