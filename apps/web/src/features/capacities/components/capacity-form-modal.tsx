import {
  ActionIcon,
  Button,
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
  ZCapacityShift,
  ZSaveCapacityRequest,
} from '@mirante/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import {
  blankAsMissing,
  contractValidate,
  maxLengthOf,
  rangeOf,
  useServerFieldErrors,
  useWordFieldError,
} from '../../../lib/forms';
import { useSaveCapacity } from '../api/capacities';

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
  const [draft, setDraft] = useState<Draft>(() => draftOf(capacity));
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setDraft(draftOf(capacity));
    setErrors({});
  }, [opened, capacity]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setShift = (index: number, patch: Partial<ShiftDraft>) =>
    setDraft((d) => ({ ...d, shifts: d.shifts.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));

  function chooseAccount(id: string | null) {
    const account = options?.provider_accounts.find((a) => String(a.id) === id);
    setDraft((d) => ({
      ...d,
      provider_account_id: id,
      // The account's subscription and resource group are the usual place of its capacities.
      subscription_id: d.subscription_id || account?.subscription_id || '',
      resource_group: d.resource_group || account?.resource_group || '',
    }));
  }

  const fieldLabel = useCallback(
    (field: string) => {
      const [root, index, leaf] = field.split('.');
      if (root === 'shifts' && leaf)
        return `${t(`capacities.shift.${leaf}` as 'capacities.shift.name')} (${Number(index) + 1})`;
      return t(`capacities.fields.${root}` as 'capacities.fields.name');
    },
    [t],
  );
  const word = useWordFieldError(fieldLabel);
  const showError = (field: string, text: string) => setErrors((current) => ({ ...current, [field]: text }));
  const message = useServerFieldErrors({ error: save.error, fields: FIELDS, setFieldError: showError, word });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = contractValidate(ZSaveCapacityRequest, word, checkedRequestOf)(draft) as Record<
      string,
      string
    >;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The failure shows on the fields or in the alert (useServerFieldErrors).
    const saved = await save.mutateAsync({ id: capacity?.id, input: requestOf(draft) }).catch(() => null);
    if (saved) onSaved(saved, !capacity);
  }

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
          label={t('capacities.fields.provider_account_id')}
          required
          data={(options?.provider_accounts ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={draft.provider_account_id}
          onChange={chooseAccount}
          error={errors.provider_account_id}
        />
        <TextInput
          label={t('capacities.fields.name')}
          description={t('capacities.hints.name')}
          required
          maxLength={maxLengthOf(shape.name)}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label={t('capacities.fields.resource_group')}
          required
          maxLength={maxLengthOf(shape.resource_group)}
          value={draft.resource_group}
          onChange={(e) => set('resource_group', e.currentTarget.value)}
          error={errors.resource_group}
        />
        <TextInput
          label={t('capacities.fields.subscription_id')}
          required
          value={draft.subscription_id}
          onChange={(e) => set('subscription_id', e.currentTarget.value)}
          error={errors.subscription_id}
        />
        <Select
          label={t('capacities.fields.size')}
          required
          allowDeselect={false}
          data={[...CAPACITY_SKUS]}
          value={draft.size}
          onChange={(v) => v && set('size', v)}
          error={errors.size}
        />
        <NumberInput
          label={t('capacities.fields.minutes_inactive')}
          {...rangeOf(shape.minutes_inactive)}
          value={draft.minutes_inactive}
          onChange={(v) => set('minutes_inactive', Number(v) || 0)}
          error={errors.minutes_inactive}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Switch
          label={t('capacities.fields.force_stop')}
          description={t('capacities.hints.force_stop')}
          checked={draft.force_stop}
          onChange={(e) => set('force_stop', e.currentTarget.checked)}
        />
        <Switch
          label={t('capacities.fields.auto_manage')}
          description={t('capacities.hints.auto_manage')}
          checked={draft.auto_manage}
          onChange={(e) => set('auto_manage', e.currentTarget.checked)}
        />
        <Switch
          label={t('capacities.fields.schedule_enabled')}
          description={t('capacities.hints.schedule_enabled')}
          checked={draft.schedule_enabled}
          onChange={(e) => set('schedule_enabled', e.currentTarget.checked)}
        />
      </Stack>
      <Divider label={t('capacities.fields.shifts')} labelPosition="left" />
      {draft.shifts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('capacities.shift.none')}
        </Text>
      )}
      {draft.shifts.map((shift, index) => (
        <Paper withBorder radius="md" p="sm" key={index}>
          <Stack gap="xs">
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('capacities.shift.name')}
                maxLength={maxLengthOf(ZCapacityShift.shape.name)}
                value={shift.name}
                onChange={(e) => setShift(index, { name: e.currentTarget.value })}
                error={errors[`shifts.${index}.name`]}
                style={{ flex: 1, minWidth: 160 }}
              />
              <TextInput
                type="time"
                label={t('capacities.shift.start_time')}
                value={shift.start_time}
                onChange={(e) => setShift(index, { start_time: e.currentTarget.value })}
                error={errors[`shifts.${index}.start_time`]}
                w={150}
              />
              <TextInput
                type="time"
                label={t('capacities.shift.end_time')}
                value={shift.end_time}
                onChange={(e) => setShift(index, { end_time: e.currentTarget.value })}
                error={errors[`shifts.${index}.end_time`]}
                w={150}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('capacities.shift.remove')}
                onClick={() =>
                  set(
                    'shifts',
                    draft.shifts.filter((_, i) => i !== index),
                  )
                }
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('capacities.shift.weekdays')}
              </Text>
              <Chip.Group
                multiple
                value={shift.weekdays}
                onChange={(v) => setShift(index, { weekdays: v as WeekdayCode[] })}
              >
                <Group gap={6}>
                  {WEEKDAY_CODES.map((code) => (
                    <Chip key={code} value={code} size="xs">
                      {t(`capacities.weekdays.${code}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {errors[`shifts.${index}.weekdays`] && (
                <Text size="xs" c="red">
                  {errors[`shifts.${index}.weekdays`]}
                </Text>
              )}
            </Stack>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={draft.shifts.length >= CAPACITY_SHIFTS_MAX}
          onClick={() =>
            set('shifts', [
              ...draft.shifts,
              {
                name: '',
                start_time: '08:00',
                end_time: '18:00',
                weekdays: ['seg', 'ter', 'qua', 'qui', 'sex'],
              },
            ])
          }
        >
          {t('capacities.shift.add')}
        </Button>
      </Group>
    </FormModal>
  );
}
