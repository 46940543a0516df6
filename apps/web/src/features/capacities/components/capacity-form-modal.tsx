import {
  Chip,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CAPACITY_SHIFTS_MAX,
  CAPACITY_SKUS,
  type TCapacity,
  type TCapacityOptions,
  type TSaveCapacityRequest,
  WEEKDAY_CODES,
  type WeekdayCode,
  ZSaveCapacityRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { AddRowButton, RemoveRowButton } from '../../../components/forms/list-field-buttons';
import { blankAsMissing, useContractForm } from '../../../lib/forms';
import { useSaveCapacity } from '../api/capacities';
import { TimeInput } from '../../../components/time-input';

interface ShiftDraft {
  name: string;
  start_time: string;
  end_time: string;
  weekdays: WeekdayCode[];
}

interface Draft {
  provider_account_id: string | null;
  name: string;
  resource_group: string;
  subscription_id: string;
  size: string;
  force_stop: boolean;
  auto_manage: boolean;
  minutes_inactive: number;
  schedule_enabled: boolean;
  shifts: ShiftDraft[];
}

const NEW_SHIFT: ShiftDraft = {
  name: '',
  start_time: '08:00',
  end_time: '18:00',
  weekdays: ['seg', 'ter', 'qua', 'qui', 'sex'],
};

function draftOf(capacity: TCapacity | null): Draft {
  return {
    provider_account_id: capacity ? String(capacity.provider_account_id) : null,
    name: capacity?.name ?? '',
    resource_group: capacity?.resource_group ?? '',
    subscription_id: capacity?.subscription_id ?? '',
    size: capacity?.size ?? 'A1',
    force_stop: capacity?.force_stop ?? false,
    auto_manage: capacity?.auto_manage ?? true,
    minutes_inactive: capacity?.minutes_inactive ?? 30,
    schedule_enabled: capacity?.schedule_enabled ?? false,
    shifts:
      capacity?.shifts.map(({ name, start_time, end_time, weekdays }) => ({
        name,
        start_time,
        end_time,
        weekdays,
      })) ?? [],
  };
}

const shape = ZSaveCapacityRequest.shape;
const FIELDS = Object.keys(shape);

function requestOf(draft: Draft): TSaveCapacityRequest {
  return {
    provider_account_id: Number(draft.provider_account_id),
    name: draft.name.trim(),
    resource_group: draft.resource_group.trim(),
    subscription_id: draft.subscription_id.trim(),
    size: draft.size as TSaveCapacityRequest['size'],
    force_stop: draft.force_stop,
    auto_manage: draft.auto_manage,
    minutes_inactive: draft.minutes_inactive,
    schedule_enabled: draft.schedule_enabled,
    shifts: draft.shifts,
  };
}

/** The request as the contract judges it: no account chosen and blank texts are not given. */
function checkedRequestOf(draft: Draft) {
  const request = requestOf(draft);
  return blankAsMissing({
    ...request,
    provider_account_id: draft.provider_account_id ? request.provider_account_id : undefined,
  });
}

/** Add or edit a license capacity: its Azure resource, automation and shifts. */
export function CapacityFormModal({
  opened,
  capacity,
  options,
  onClose,
  onSaved,
}: {
  opened: boolean;
  capacity: TCapacity | null;
  options: TCapacityOptions | undefined;
  onClose: () => void;
  onSaved: (capacity: TCapacity, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCapacity();
  const label = useCallback(
    (field: string) => {
      const [root, index, leaf] = field.split('.');
      if (root === 'shifts' && leaf)
        return `${t(`capacities.shift.${leaf}` as 'capacities.shift.name')} (${Number(index) + 1})`;
      return t(`capacities.fields.${root}` as 'capacities.fields.name');
    },
    [t],
  );
  const { form, message, load, fieldProps } = useContractForm<Draft>({
    schema: ZSaveCapacityRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput: checkedRequestOf,
    mode: 'controlled',
    initialValues: draftOf(capacity),
  });
  const draft = form.values;

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(draftOf(capacity));
  }, [opened, capacity]);

  function chooseAccount(id: string | null) {
    const account = options?.provider_accounts.find((a) => String(a.id) === id);
    form.setValues((d) => ({
      provider_account_id: id,
      // The account's subscription and resource group are the usual place of its capacities.
      subscription_id: d.subscription_id || account?.subscription_id || '',
      resource_group: d.resource_group || account?.resource_group || '',
    }));
  }

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save.mutateAsync({ id: capacity?.id, input: requestOf(values) }).catch(() => null);
    if (saved) onSaved(saved, !capacity);
  });
  const text = (name: 'name' | 'resource_group' | 'subscription_id') => ({
    label: label(name),
    required: true,
    ...fieldProps(name),
  });
  const toggle = (name: 'force_stop' | 'auto_manage' | 'schedule_enabled') => (
    <Switch
      label={label(name)}
      description={t(`capacities.hints.${name}`)}
      {...form.getInputProps(name, { type: 'checkbox' })}
    />
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered={false}
      title={capacity ? t('common.actions.editNamed', { name: capacity.name }) : t('capacities.addTitle')}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={label('provider_account_id')}
          required
          data={(options?.provider_accounts ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          {...form.getInputProps('provider_account_id')}
          onChange={chooseAccount}
        />
        <TextInput {...text('name')} description={t('capacities.hints.name')} />
        <TextInput {...text('resource_group')} description={t('capacities.hints.resource_group')} />
        <TextInput {...text('subscription_id')} />
        <Select
          label={label('size')}
          required
          allowDeselect={false}
          data={[...CAPACITY_SKUS]}
          {...form.getInputProps('size')}
        />
        <NumberInput
          label={label('minutes_inactive')}
          {...fieldProps('minutes_inactive')}
          onChange={(v) => form.setFieldValue('minutes_inactive', Number(v) || 0)}
        />
      </SimpleGrid>
      <Stack gap="xs">
        {toggle('force_stop')}
        {toggle('auto_manage')}
        {toggle('schedule_enabled')}
      </Stack>
      <Divider label={label('shifts')} labelPosition="left" />
      {draft.shifts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('capacities.shift.none')}
        </Text>
      )}
      {draft.shifts.map((shift, index) => {
        const path = (leaf: keyof ShiftDraft) => `shifts.${index}.${leaf}` as const;
        return (
          <Paper withBorder radius="md" p="sm" key={index}>
            <Stack gap="xs">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label={t('capacities.shift.name')}
                  {...fieldProps(path('name'))}
                  style={{ flex: 1, minWidth: 160 }}
                />
                <TimeInput
                  label={t('capacities.shift.start_time')}
                  {...fieldProps(path('start_time'))}
                  w={150}
                />
                <TimeInput label={t('capacities.shift.end_time')} {...fieldProps(path('end_time'))} w={150} />
                <RemoveRowButton
                  size="lg"
                  iconSize={18}
                  label={t('capacities.shift.remove')}
                  onRemove={() => form.removeListItem('shifts', index)}
                />
              </Group>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('capacities.shift.weekdays')}
                </Text>
                <Chip.Group
                  multiple
                  value={shift.weekdays}
                  onChange={(v) => form.setFieldValue(path('weekdays'), v as WeekdayCode[])}
                >
                  <Group gap={6}>
                    {WEEKDAY_CODES.map((code) => (
                      <Chip key={code} value={code} size="xs">
                        {t(`capacities.weekdays.${code}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                {form.errors[path('weekdays')] && (
                  <Text size="xs" c="red">
                    {form.errors[path('weekdays')]}
                  </Text>
                )}
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <AddRowButton
          size="xs"
          count={draft.shifts.length}
          max={CAPACITY_SHIFTS_MAX}
          onAdd={() => form.insertListItem('shifts', { ...NEW_SHIFT, weekdays: [...NEW_SHIFT.weekdays] })}
        >
          {t('capacities.shift.add')}
        </AddRowButton>
      </Group>
    </FormModal>
  );
}
