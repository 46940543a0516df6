import { ActionIcon, Button, Divider, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import {
  REPORT_SUBGROUPS_MAX,
  type TReportGroup,
  type TSaveReportGroupRequest,
  ZSaveReportGroupRequest,
} from '@mirante/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api';
import {
  contractValidate,
  maxLengthOf,
  rangeOf,
  useServerFieldErrors,
  useWordFieldError,
} from '../../../lib/forms';
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

const shape = ZSaveReportGroupRequest.shape;
const FIELDS = ['name', 'icon', 'position', 'subgroups'] as const;

/** The text key (reports.groups.fields.*) naming the field a failure's path ends in. */
function labelKeyOf(path: string) {
  const last = path.split('.').at(-1);
  if (path.startsWith('subgroups.') && last === 'name') return 'subgroupName';
  return last === 'icon' ? 'icon' : last === 'position' ? 'position' : 'name';
}

let rowSeq = 0;
const newKey = () => `row-${++rowSeq}`;

/** Add or edit a report group with its subgroups (name, icon and order of each). */
export function ReportGroupFormModal({ opened, group, onClose, onSaved }: ReportGroupFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveReportGroup();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<string | null>(null);
  const [position, setPosition] = useState(0);
  const [subgroups, setSubgroups] = useState<SubgroupRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = useCallback((field: string) => t(`reports.groups.fields.${labelKeyOf(field)}`), [t]);
  const word = useWordFieldError(label);
  const showError = (field: string, text: string) => setErrors((current) => ({ ...current, [field]: text }));
  const serverMessage = useServerFieldErrors({
    error: save.error,
    fields: FIELDS,
    setFieldError: showError,
    word,
  });
  // A name already used answers with a code of its own: shown on the name field.
  const nameTaken = isApiError(save.error) && save.error.code === 'report_group_name_exists';
  const formError = nameTaken ? null : serverMessage;

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setName(group?.name ?? '');
    setIcon(group?.icon ?? null);
    setPosition(group?.position ?? 0);
    setSubgroups(
      (group?.subgroups ?? []).map((sub) => ({
        key: newKey(),
        id: sub.id,
        name: sub.name,
        icon: sub.icon,
        position: sub.position,
      })),
    );
    setErrors({});
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

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input: TSaveReportGroupRequest = {
      name: name.trim(),
      icon,
      position,
      subgroups: subgroups.map((sub) => ({
        ...(sub.id ? { id: sub.id } : {}),
        name: sub.name.trim(),
        icon: sub.icon,
        position: sub.position,
      })),
    };
    const local = contractValidate(ZSaveReportGroupRequest, word)(input) as Record<string, string>;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      onSaved(await save.mutateAsync({ id: group?.id, input }), !group);
    } catch (error) {
      // Field failures land on the fields (useServerFieldErrors), the rest in the alert.
      if (isApiError(error) && error.code === 'report_group_name_exists') showError('name', error.message);
    }
  }

  const update = (key: string, patch: Partial<SubgroupRow>) =>
    setSubgroups((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={group ? t('common.actions.editNamed', { name: group.name }) : t('reports.groups.addTitle')}
      onSubmit={submit}
      message={formError}
      messageTitle={t('reports.groups.saveError')}
      pending={save.isPending}
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('reports.groups.fields.name')}
          required
          data-autofocus
          maxLength={maxLengthOf(shape.name)}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
      </Group>
      <Group grow align="flex-start">
        <Select
          label={t('reports.groups.fields.icon')}
          data={iconOptions}
          value={icon}
          onChange={setIcon}
          clearable
          renderOption={renderIcon}
          leftSection={<GroupIcon name={icon} size={18} />}
          error={errors.icon}
        />
        <NumberInput
          label={t('reports.groups.fields.position')}
          {...rangeOf(shape.position)}
          value={position}
          onChange={(value) => setPosition(typeof value === 'number' ? value : 0)}
          error={errors.position}
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
            maxLength={maxLengthOf(shape.name)}
            value={sub.name}
            onChange={(e) => update(sub.key, { name: e.currentTarget.value })}
            error={errors[`subgroups.${index}.name`]}
          />
          <Select
            style={{ flex: 1 }}
            label={t('reports.groups.fields.icon')}
            aria-label={t('reports.groups.subgroupIconN', { n: index + 1 })}
            data={iconOptions}
            value={sub.icon}
            onChange={(value) => update(sub.key, { icon: value })}
            error={errors[`subgroups.${index}.icon`]}
            clearable
            renderOption={renderIcon}
          />
          <NumberInput
            w={90}
            label={t('reports.groups.fields.position')}
            aria-label={t('reports.groups.subgroupPositionN', { n: index + 1 })}
            {...rangeOf(shape.position)}
            value={sub.position}
            onChange={(value) => update(sub.key, { position: typeof value === 'number' ? value : 0 })}
            error={errors[`subgroups.${index}.position`]}
          />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            aria-label={t('reports.groups.removeSubgroupN', { n: index + 1 })}
            onClick={() => setSubgroups((rows) => rows.filter((row) => row.key !== sub.key))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={subgroups.length >= REPORT_SUBGROUPS_MAX}
          onClick={() =>
            setSubgroups((rows) => [...rows, { key: newKey(), name: '', icon: null, position: rows.length }])
          }
        >
          {t('reports.groups.addSubgroup')}
        </Button>
      </Group>
    </FormModal>
  );
}
