import { z } from 'zod';
import { CAPACITY_MINUTES_INACTIVE_MAX, CAPACITY_MINUTES_INACTIVE_MIN, ZCapacitySku } from './capacities';
import { ZWeekdayCode } from './codes';
import { pageOf, zId, zIdParam, zInt, zText } from './common';
import { zIsoDate, zTimeOfDay } from './dates';

/*
 * The task scheduler (auto actions): shifts, tasks (what to do) and triggers (when), each read in
 * the unit's timezone.
 */

export const AUTO_NAME_MAX = 100;
export const AUTO_SHIFTS_PER_TRIGGER_MAX = 20;
/** Shortest repetition inside a range, in minutes. */
export const AUTO_PERIOD_MIN = 5;
export const AUTO_PERIOD_MAX = 24 * 60;
/** How many upcoming runs the preview lists. */
export const AUTO_PREVIEW_COUNT = 10;
/** How often the scheduler looks for due triggers. */
export const AUTO_TICK_MS = 30_000;

/** What a task acts on. */
export const AUTO_TASK_TYPES = ['capacity', 'report', 'dataset', 'notification'] as const;
export type AutoTaskType = (typeof AUTO_TASK_TYPES)[number];

/** The actions of each task type. */
export const AUTO_TASK_ACTIONS = {
  capacity: ['resume', 'pause', 'scale'],
  report: ['maintenance_on', 'maintenance_off'],
  dataset: ['refresh'],
  notification: ['send_template'],
} as const satisfies Record<AutoTaskType, readonly string[]>;
export const AUTO_ACTIONS = [
  'resume',
  'pause',
  'scale',
  'maintenance_on',
  'maintenance_off',
  'refresh',
  'send_template',
] as const;
export type AutoAction = (typeof AUTO_ACTIONS)[number];

export const AUTO_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type AutoFrequency = (typeof AUTO_FREQUENCIES)[number];

export const AUTO_RUN_STATUSES = ['running', 'success', 'failed'] as const;
export const AUTO_RUN_KINDS = ['scheduled', 'manual'] as const;

/* Shifts ------------------------------------------------------------------------------------ */

export const ZSaveAutoShiftRequest = z.object({
  name: zText().trim().min(1).max(AUTO_NAME_MAX),
  start_time: zTimeOfDay(),
  end_time: zTimeOfDay(),
});
export type TSaveAutoShiftRequest = z.infer<typeof ZSaveAutoShiftRequest>;

export const ZAutoShift = ZSaveAutoShiftRequest.extend({ id: z.number().int() });
export type TAutoShift = z.infer<typeof ZAutoShift>;
export const ZAutoShiftList = z.object({ data: z.array(ZAutoShift) });

/* Tasks ------------------------------------------------------------------------------------- */

export const ZSaveAutoTaskRequest = z
  .object({
    name: zText().trim().min(1).max(AUTO_NAME_MAX),
    type: z.enum(AUTO_TASK_TYPES),
    action: z.enum(AUTO_ACTIONS),
    capacity_id: zId().nullable().default(null),
    size: ZCapacitySku.nullable().default(null),
    report_id: zId().nullable().default(null),
    template_id: zId().nullable().default(null),
  })
  .superRefine((task, ctx) => {
    const allowed: readonly string[] = AUTO_TASK_ACTIONS[task.type];
    if (!allowed.includes(task.action))
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'field_invalid' });
    const need = (field: 'capacity_id' | 'size' | 'report_id' | 'template_id') => {
      if (task[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'field_required' });
    };
    if (task.type === 'capacity') need('capacity_id');
    if (task.type === 'capacity' && task.action === 'scale') need('size');
    if (task.type === 'report' || task.type === 'dataset') need('report_id');
    if (task.type === 'notification') need('template_id');
  });
export type TSaveAutoTaskRequest = z.output<typeof ZSaveAutoTaskRequest>;

export const ZAutoTask = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(AUTO_TASK_TYPES),
  action: z.enum(AUTO_ACTIONS),
  capacity_id: z.number().int().nullable(),
  capacity_name: z.string().nullable(),
  size: z.string().nullable(),
  report_id: z.number().int().nullable(),
  report_title: z.string().nullable(),
  template_id: z.number().int().nullable(),
});
export type TAutoTask = z.infer<typeof ZAutoTask>;
export const ZAutoTaskPage = pageOf(ZAutoTask);

/* Triggers ---------------------------------------------------------------------------------- */

/**
 * When a trigger runs, in the unit's timezone: on the due days of its frequency (every day; the
 * chosen weekdays; one day of the month), between the activation dates, at `trigger_time`, or
 * every `periods` minutes from `range_start` to `range_end` when a range is given; with shifts,
 * only the times inside one of them.
 */
export const ZSaveAutoTriggerRequest = z
  .object({
    name: zText().trim().min(1).max(AUTO_NAME_MAX),
    task_id: zId(),
    enabled: z.boolean().default(true),
    frequency: z.enum(AUTO_FREQUENCIES),
    weekdays: z.array(ZWeekdayCode).max(7).default([]),
    month_day: zInt().min(1).max(31).nullable().default(null),
    trigger_time: zTimeOfDay(),
    periods: zInt().min(AUTO_PERIOD_MIN).max(AUTO_PERIOD_MAX).nullable().default(null),
    range_start: zTimeOfDay().nullable().default(null),
    range_end: zTimeOfDay().nullable().default(null),
    activation_start: zIsoDate(),
    activation_end: zIsoDate().nullable().default(null),
    shift_ids: z.array(zId()).max(AUTO_SHIFTS_PER_TRIGGER_MAX).default([]),
  })
  .superRefine((t, ctx) => {
    const fail = (path: string, message = 'field_invalid') =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.frequency === 'weekly' && t.weekdays.length === 0) fail('weekdays', 'field_required');
    if (t.frequency === 'monthly' && t.month_day === null) fail('month_day', 'field_required');
    if (t.activation_end !== null && t.activation_end < t.activation_start) fail('activation_end');
    const ranged = t.range_start !== null || t.range_end !== null || t.periods !== null;
    if (ranged) {
      if (t.range_start === null) fail('range_start', 'field_required');
      if (t.range_end === null) fail('range_end', 'field_required');
      if (t.periods === null) fail('periods', 'field_required');
      if (t.range_start !== null && t.range_end !== null && t.range_end <= t.range_start) fail('range_end');
    }
  });
export type TSaveAutoTriggerRequest = z.output<typeof ZSaveAutoTriggerRequest>;

export const ZAutoRun = z.object({
  id: z.number().int(),
  trigger_id: z.number().int(),
  kind: z.enum(AUTO_RUN_KINDS),
  due_at: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(AUTO_RUN_STATUSES),
  error: z.string().nullable(),
});
export type TAutoRun = z.infer<typeof ZAutoRun>;
export const ZAutoRunPage = pageOf(ZAutoRun);

export const ZAutoTrigger = z.object({
  id: z.number().int(),
  name: z.string(),
  task_id: z.number().int(),
  task_name: z.string(),
  enabled: z.boolean(),
  frequency: z.enum(AUTO_FREQUENCIES),
  weekdays: z.array(ZWeekdayCode),
  month_day: z.number().int().nullable(),
  trigger_time: z.string(),
  periods: z.number().int().nullable(),
  range_start: z.string().nullable(),
  range_end: z.string().nullable(),
  activation_start: z.string(),
  activation_end: z.string().nullable(),
  shift_ids: z.array(z.number().int()),
  last_run: ZAutoRun.nullable(),
});
export type TAutoTrigger = z.infer<typeof ZAutoTrigger>;
export const ZAutoTriggerPage = pageOf(ZAutoTrigger).extend({ timezone: z.string() });

export const ZAutoPreview = z.object({ timezone: z.string(), runs: z.array(z.string()) });

/* Capacity rules ---------------------------------------------------------------------------- */

export const ZAutoCapacityRule = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string().nullable(),
  force_stop: z.boolean(),
  auto_manage: z.boolean(),
  minutes_inactive: z.number().int(),
});
export type TAutoCapacityRule = z.infer<typeof ZAutoCapacityRule>;
export const ZAutoCapacityRuleList = z.object({ data: z.array(ZAutoCapacityRule) });

/** Changes only the fields it names. */
export const ZPatchAutoCapacityRuleRequest = z
  .object({
    force_stop: z.boolean(),
    auto_manage: z.boolean(),
    minutes_inactive: zInt().min(CAPACITY_MINUTES_INACTIVE_MIN).max(CAPACITY_MINUTES_INACTIVE_MAX),
  })
  .partial();

export const ZAutoIdParams = z.object({ id: zIdParam() });

/** What a delete answers. */
export const ZAutoDeleted = z.object({ deleted: z.literal(true) });
