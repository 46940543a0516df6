import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  REPORT_GROUP_NAME_MAX,
  REPORT_SUBGROUPS_MAX,
  type TReportGroup,
  type TSaveReportGroupRequest,
} from '@mirante/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
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

let rowSeq = 0;
const newKey = () => `row-${++rowSeq}`;

/** Add or edit a report group with its subgroups (name, icon and order of each). */
export function ReportGroupFormModal({ opened, group, onClose, onSaved }: ReportGroupFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const save = useSaveReportGroup();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<string | null>(null);
  const [position, setPosition] = useState(0);
  const [subgroups, setSubgroups] = useState<SubgroupRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

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
    setFormError(null);
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

  function fieldLabel(field: string): string {
    if (field === 'name') return t('reports.groups.fields.name');
    if (field.endsWith('.name')) return t('reports.groups.fields.subgroupName');
    return field;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = catalog('field_required', { name: t('reports.groups.fields.name') });
    subgroups.forEach((sub, index) => {
      if (!sub.name.trim())
        local[`subgroups.${index}.name`] = catalog('field_required', {
          name: t('reports.groups.fields.subgroupName'),
        });
    });
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length > 0) return;
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
    try {
      const saved = await save.mutateAsync({ id: group?.id, input });
      onSaved(saved, !group);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(catalog('unexpected_error'));
        return;
      }
      const fieldErrors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.errors)) {
        const message = messages[0];
        if (!message) continue;
        // Generic messages name the field by its key; show the label the user sees instead.
        fieldErrors[field] =
          message === catalog('field_required', { name: field })
            ? catalog('field_required', { name: fieldLabel(field) })
            : message === catalog('field_invalid', { name: field })
              ? catalog('field_invalid', { name: fieldLabel(field) })
              : message;
      }
      if (error.code === 'report_group_name_exists' && !fieldErrors.name) fieldErrors.name = error.message;
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(error.message);
    }
  }

  const update = (key: string, patch: Partial<SubgroupRow>) =>
    setSubgroups((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      centered
      title={group ? t('common.actions.editNamed', { name: group.name }) : t('reports.groups.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert title={t('reports.groups.saveError')} message={formError} />
          <Group grow align="flex-start">
            <TextInput
              label={t('reports.groups.fields.name')}
              required
              data-autofocus
              maxLength={REPORT_GROUP_NAME_MAX}
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
              min={0}
              max={10_000}
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
                maxLength={REPORT_GROUP_NAME_MAX}
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
                clearable
                renderOption={renderIcon}
              />
              <NumberInput
                w={90}
                label={t('reports.groups.fields.position')}
                aria-label={t('reports.groups.subgroupPositionN', { n: index + 1 })}
                min={0}
                max={10_000}
                value={sub.position}
                onChange={(value) => update(sub.key, { position: typeof value === 'number' ? value : 0 })}
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
                setSubgroups((rows) => [
                  ...rows,
                  { key: newKey(), name: '', icon: null, position: rows.length },
                ])
              }
            >
              {t('reports.groups.addSubgroup')}
            </Button>
          </Group>

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
