import {
  Chip,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  AUTO_FREQUENCIES,
  MAX_PAGE_SIZE,
  type AutoFrequency,
  type TAutoTrigger,
  type TSaveAutoTriggerRequest,
  WEEKDAY_CODES,
  type WeekdayCode,
  ZSaveAutoTriggerRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { FormTargetProps } from '../../../components/list';
import { useContractForm } from '../../../lib/forms';
import { useSaveTrigger, useShifts, useTasks } from '../api/auto-actions';
import { DateInput } from '../../../components/date-input';
import { TimeInput } from '../../../components/time-input';

const FIELDS = [
  'name',
  'task_id',
  'enabled',
  'frequency',
  'weekdays',
  'month_day',
  'trigger_time',
  'periods',
  'range_start',
  'range_end',
  'activation_start',
  'activation_end',
  'shift_ids',
] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  name: string;
  task_id: string;
  enabled: boolean;
  frequency: AutoFrequency;
  weekdays: WeekdayCode[];
  month_day: string;
  trigger_time: string;
  periods: string;
  range_start: string;
  range_end: string;
  activation_start: string;
  activation_end: string;
  shift_ids: string[];
}

const numberOrNull = (value: string) => (value.trim() ? Number(value) : null);

function toInput(v: Values): TSaveAutoTriggerRequest {
  return {
    name: v.name,
    task_id: Number(v.task_id) || 0,
    enabled: v.enabled,
    frequency: v.frequency,
    weekdays: v.frequency === 'weekly' ? v.weekdays : [],
    month_day: v.frequency === 'monthly' ? numberOrNull(v.month_day) : null,
    trigger_time: v.trigger_time,
    periods: numberOrNull(v.periods),
    range_start: v.range_start || null,
    range_end: v.range_end || null,
    activation_start: v.activation_start,
    activation_end: v.activation_end || null,
    shift_ids: v.shift_ids.map(Number),
  };
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function valuesOf(trigger: TAutoTrigger | null): Values {
  return {
    name: trigger?.name ?? '',
    task_id: trigger ? String(trigger.task_id) : '',
    enabled: trigger?.enabled ?? true,
    frequency: trigger?.frequency ?? 'weekly',
    weekdays: trigger?.weekdays ?? ['seg', 'ter', 'qua', 'qui', 'sex'],
    month_day: trigger?.month_day ? String(trigger.month_day) : '1',
    trigger_time: trigger?.trigger_time ?? '08:00',
    periods: trigger?.periods ? String(trigger.periods) : '',
    range_start: trigger?.range_start ?? '',
    range_end: trigger?.range_end ?? '',
    activation_start: trigger?.activation_start ?? today(),
    activation_end: trigger?.activation_end ?? '',
    shift_ids: (trigger?.shift_ids ?? []).map(String),
  };
}

/** Add or edit a trigger: when its task runs, in the unit's timezone. */
export function TriggerFormModal({
  opened,
  onClose,
  onSaved,
  trigger,
}: FormTargetProps<TAutoTrigger> & { trigger: TAutoTrigger | null }) {
  const { t } = useTranslation();
  const save = useSaveTrigger();
  const tasks = useTasks({ page: 1, search: '', perPage: MAX_PAGE_SIZE });
  const shifts = useShifts();
  const label = useCallback((field: string) => t(`autoActions.triggers.fields.${field as Field}`), [t]);
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZSaveAutoTriggerRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    initialValues: valuesOf(null),
  });
  const values = form.getValues();

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(valuesOf(trigger));
  }, [opened, trigger]);

  const submit = form.onSubmit(async (v) => {
    const saved = await save.mutateAsync({ id: trigger?.id, input: toInput(v) }).catch(() => null);
    if (saved) onSaved(saved, !trigger);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        trigger ? t('common.actions.editNamed', { name: trigger.name }) : t('autoActions.triggers.addTitle')
      }
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
      <TextInput label={label('name')} required data-autofocus {...fieldProps('name')} />
      <Select
        label={label('task_id')}
        required
        data={(tasks.data?.data ?? []).map((task) => ({ value: String(task.id), label: task.name }))}
        {...fieldProps('task_id')}
      />
      <Switch label={label('enabled')} {...fieldProps('enabled', { type: 'checkbox' })} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label('frequency')}
        </Text>
        <SegmentedControl
          data={AUTO_FREQUENCIES.map((value) => ({
            value,
            label: t(`autoActions.triggers.frequencies.${value}`),
          }))}
          value={values.frequency}
          onChange={(value) => form.setFieldValue('frequency', value as AutoFrequency)}
        />
      </Stack>
      {values.frequency === 'weekly' && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {label('weekdays')}
          </Text>
          <Chip.Group
            multiple
            value={values.weekdays}
            onChange={(v) => form.setFieldValue('weekdays', v as WeekdayCode[])}
          >
            <Group gap={6}>
              {WEEKDAY_CODES.map((code) => (
                <Chip key={code} value={code} size="xs">
                  {t(`autoActions.weekdays.${code}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {form.errors.weekdays && (
            <Text size="xs" c="red">
              {form.errors.weekdays}
            </Text>
          )}
        </Stack>
      )}
      {values.frequency === 'monthly' && (
        <TextInput label={label('month_day')} required inputMode="numeric" {...fieldProps('month_day')} />
      )}
      <TimeInput label={label('trigger_time')} required {...fieldProps('trigger_time')} />
      <Text size="xs" c="dimmed">
        {t('autoActions.triggers.repeatHint')}
      </Text>
      <Group grow align="flex-start">
        <TextInput label={label('periods')} inputMode="numeric" {...fieldProps('periods')} />
        <TimeInput label={label('range_start')} {...fieldProps('range_start')} />
        <TimeInput label={label('range_end')} {...fieldProps('range_end')} />
      </Group>
      <Group grow align="flex-start">
        <DateInput label={label('activation_start')} required {...fieldProps('activation_start')} />
        <DateInput label={label('activation_end')} {...fieldProps('activation_end')} />
      </Group>
      <MultiSelect
        label={label('shift_ids')}
        description={t('autoActions.triggers.shiftsHint')}
        data={(shifts.data?.data ?? []).map((s) => ({
          value: String(s.id),
          label: `${s.name} (${s.start_time}–${s.end_time})`,
        }))}
        {...fieldProps('shift_ids')}
      />
    </FormModal>
  );
}
