import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { ReportFilterMode } from '@mirante/contracts';
import { IconFilter, IconTrash, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FilterRow, GrantRow } from './report-access-rows';

interface ReportAccessGrantProps {
  row: GrantRow;
  /** How the report narrows what each grantee sees. */
  narrowed: ReportFilterMode;
  /** A provider report: its pages and RLS roles can be chosen. */
  isProvider: boolean;
  /** The failure of a field of the grant (`pages`, `filters.2.table`). */
  errorOf: (field: string) => string | undefined;
  onChange: (patch: Partial<GrantRow>) => void;
  onRemove: () => void;
}

/** One grant of the access list: the grantee, whether they edit, and what of the report they see. */
export function ReportAccessGrant({
  row,
  narrowed,
  isProvider,
  errorOf,
  onChange,
  onRemove,
}: ReportAccessGrantProps) {
  const { t } = useTranslation();
  const rowError = errorOf('user_id') ?? errorOf('group_id') ?? errorOf('filters');
  const setFilter = (index: number, patch: Partial<FilterRow>) =>
    onChange({ filters: row.filters.map((filter, at) => (at === index ? { ...filter, ...patch } : filter)) });

  return (
    <Card withBorder radius="md" padding="sm" role="listitem" aria-label={row.name}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {row.grantee === 'user' ? <IconUser size={18} /> : <IconUsersGroup size={18} />}
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm" lineClamp={1}>
              {row.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.grantee === 'user' ? row.email : t('reports.access.userGroup')}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Switch
            label={t('reports.access.canEdit')}
            checked={row.can_edit}
            onChange={(event) => onChange({ can_edit: event.currentTarget.checked })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('reports.access.remove', { name: row.name })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {rowError && (
        <Text size="xs" c="red" mt={4}>
          {rowError}
        </Text>
      )}
      {isProvider && (
        <Group grow mt="xs" align="flex-start">
          <TagsInput
            size="xs"
            label={t('reports.access.pages')}
            placeholder={row.pages.length === 0 ? t('reports.access.allPages') : undefined}
            value={row.pages}
            onChange={(pages) => onChange({ pages })}
            error={errorOf('pages')}
          />
          {narrowed === 'rls' && (
            <TagsInput
              size="xs"
              label={t('reports.access.rlsRoles')}
              value={row.rls_roles}
              onChange={(rls_roles) => onChange({ rls_roles })}
              error={errorOf('rls_roles')}
            />
          )}
        </Group>
      )}
      {narrowed === 'filter' && (
        <Stack gap={6} mt="xs">
          {row.filters.map((filter, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                size="xs"
                label={t('reports.access.filterTable')}
                value={filter.table}
                onChange={(e) => setFilter(index, { table: e.currentTarget.value })}
                error={errorOf(`filters.${index}.table`)}
              />
              <TextInput
                size="xs"
                label={t('reports.access.filterColumn')}
                value={filter.column}
                onChange={(e) => setFilter(index, { column: e.currentTarget.value })}
                error={errorOf(`filters.${index}.column`)}
              />
              <Select
                size="xs"
                w={110}
                label={t('reports.access.filterOperator')}
                data={[
                  { value: 'In', label: t('reports.access.operatorIn') },
                  { value: 'NotIn', label: t('reports.access.operatorNotIn') },
                ]}
                value={filter.operator}
                allowDeselect={false}
                onChange={(value) => setFilter(index, { operator: value === 'NotIn' ? 'NotIn' : 'In' })}
              />
              <TagsInput
                size="xs"
                style={{ flex: 1 }}
                label={t('reports.access.filterValues')}
                value={filter.values}
                onChange={(values) => setFilter(index, { values })}
                error={errorOf(`filters.${index}.values`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={2}
                aria-label={t('reports.access.removeFilter')}
                onClick={() => onChange({ filters: row.filters.filter((_, position) => position !== index) })}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconFilter size={14} />}
              onClick={() =>
                onChange({ filters: [...row.filters, { table: '', column: '', operator: 'In', values: [] }] })
              }
            >
              {t('reports.access.addFilter')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
