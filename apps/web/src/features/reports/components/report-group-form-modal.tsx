import { Divider, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import {
  REPORT_SUBGROUPS_MAX,
  type TReportGroup,
  type TSaveReportGroupRequest,
  ZSaveReportGroupRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { AddRowButton, RemoveRowButton } from '../../../components/forms/list-field-buttons';
import { isApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/forms';
import { useSaveReportGroup } from '../api/reports-api';
import { GROUP_ICONS, GroupIcon } from './group-icon';

interface SubgroupRow {
  key: string;
  id?: number;
  name: string;
  icon: string | null;
  position: number;
}

interface ReportGroupFormModalProps {
  opened: boolean;
  /** The group to edit; null adds one. */
  group: TReportGroup | null;
  onClose: () => void;
  onSaved: (group: TReportGroup, created: boolean) => void;
}

const FIELDS = ['name', 'icon', 'position', 'subgroups'] as const;

/** The text key (reports.groups.fields.*) naming the field a failure's path ends in. */
function labelKeyOf(path: string) {
  const last = path.split('.').at(-1);
  if (path.startsWith('subgroups.') && last === 'name') return 'subgroupName';
  return last === 'icon' ? 'icon' : last === 'position' ? 'position' : 'name';
}

let rowSeq = 0;
const newKey = () => `row-${++rowSeq}`;

interface Values {
  name: string;
  icon: string | null;
  position: number;
  subgroups: SubgroupRow[];
}

function valuesOf(group: TReportGroup | null): Values {
  return {
    name: group?.name ?? '',
    icon: group?.icon ?? null,
    position: group?.position ?? 0,
    subgroups: (group?.subgroups ?? []).map((sub) => ({
      key: newKey(),
      id: sub.id,
      name: sub.name,
      icon: sub.icon,
      position: sub.position,
    })),
  };
}

function toInput(values: Values): TSaveReportGroupRequest {
  return {
    name: values.name.trim(),
    icon: values.icon,
    position: values.position,
    subgroups: values.subgroups.map((sub) => ({
      ...(sub.id ? { id: sub.id } : {}),
      name: sub.name.trim(),
      icon: sub.icon,
      position: sub.position,
    })),
  };
}

/** A number input's value as a position: blank is 0. */
const positionOf = (value: number | string) => (typeof value === 'number' ? value : 0);

/** Add or edit a report group with its subgroups (name, icon and order of each). */
export function ReportGroupFormModal({ opened, group, onClose, onSaved }: ReportGroupFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveReportGroup();
  const label = useCallback((field: string) => t(`reports.groups.fields.${labelKeyOf(field)}`), [t]);
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZSaveReportGroupRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    mode: 'controlled',
    initialValues: valuesOf(null),
  });
  // A name already used answers with a code of its own: shown on the name field.
  const nameTaken = isApiError(save.error) && save.error.code === 'report_group_name_exists';

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(valuesOf(group));
  }, [opened, group]);

  const iconOptions = Object.keys(GROUP_ICONS).map((value) => ({
    value,
    label: t(`reports.icons.${value as keyof typeof GROUP_ICONS}`),
  }));
  const renderIcon = ({ option }: { option: { value: string; label: string } }) => (
    <Group gap="xs" wrap="nowrap">
      <GroupIcon name={option.value} size={18} />
      <Text size="sm">{option.label}</Text>
    </Group>
  );

  const submit = form.onSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: group?.id, input: toInput(values) }), !group);
    } catch (error) {
      // Field failures land on the fields (useContractForm), the rest in the alert.
      if (isApiError(error) && error.code === 'report_group_name_exists') {
        form.setFieldError('name', error.message);
      }
    }
  });
  const { subgroups } = form.values;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={group ? t('common.actions.editNamed', { name: group.name }) : t('reports.groups.addTitle')}
      onSubmit={submit}
      message={nameTaken ? null : message}
      messageTitle={t('reports.groups.saveError')}
      pending={save.isPending}
    >
      <Group grow align="flex-start">
        <TextInput label={label('name')} required data-autofocus {...fieldProps('name')} />
      </Group>
      <Group grow align="flex-start">
        <Select
          label={label('icon')}
          data={iconOptions}
          clearable
          renderOption={renderIcon}
          leftSection={<GroupIcon name={form.values.icon} size={18} />}
          {...form.getInputProps('icon')}
        />
        <NumberInput
          label={label('position')}
          {...fieldProps('position')}
          onChange={(value) => form.setFieldValue('position', positionOf(value))}
        />
      </Group>

      <Divider label={t('reports.groups.subgroups')} labelPosition="left" />
      {subgroups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('reports.groups.noSubgroups')}
        </Text>
      )}
      {subgroups.map((sub, index) => (
        <Group key={sub.key} align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            style={{ flex: 2 }}
            label={t('reports.groups.fields.subgroupName')}
            aria-label={t('reports.groups.subgroupNameN', { n: index + 1 })}
            required
            {...fieldProps(`subgroups.${index}.name`)}
          />
          <Select
            style={{ flex: 1 }}
            label={label('icon')}
            aria-label={t('reports.groups.subgroupIconN', { n: index + 1 })}
            data={iconOptions}
            clearable
            renderOption={renderIcon}
            {...form.getInputProps(`subgroups.${index}.icon`)}
          />
          <NumberInput
            w={90}
            label={label('position')}
            aria-label={t('reports.groups.subgroupPositionN', { n: index + 1 })}
            {...fieldProps(`subgroups.${index}.position`)}
            onChange={(value) => form.setFieldValue(`subgroups.${index}.position`, positionOf(value))}
          />
          <RemoveRowButton
            mt={26}
            label={t('reports.groups.removeSubgroupN', { n: index + 1 })}
            onRemove={() => form.removeListItem('subgroups', index)}
          />
        </Group>
      ))}
      <Group>
        <AddRowButton
          size="xs"
          count={subgroups.length}
          max={REPORT_SUBGROUPS_MAX}
          onAdd={() =>
            form.insertListItem('subgroups', {
              key: newKey(),
              name: '',
              icon: null,
              position: subgroups.length,
            })
          }
        >
          {t('reports.groups.addSubgroup')}
        </AddRowButton>
      </Group>
    </FormModal>
  );
}
