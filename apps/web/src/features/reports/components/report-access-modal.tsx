import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type {
  TReport,
  TReportAccessGrant,
  TReportFilter,
  TUnitUserPage,
  TUserGroupPage,
} from '@mirante/contracts';
import { IconFilter, IconTrash, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { api, isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useReportAccess, useSaveReportAccess } from '../api/reports-api';

interface FilterRow {
  table: string;
  column: string;
  operator: 'In' | 'NotIn';
  values: string[];
}

interface GrantRow {
  key: string;
  grantee: 'user' | 'group';
  user_id: number | null;
  group_id: number | null;
  name: string;
  email: string | null;
  can_edit: boolean;
  /** Empty: every page. */
  pages: string[];
  rls_roles: string[];
  filters: FilterRow[];
}

let seq = 0;
const rowKey = () => `grant-${++seq}`;

function toRow(grant: TReportAccessGrant): GrantRow {
  return {
    key: rowKey(),
    grantee: grant.grantee,
    user_id: grant.user_id,
    group_id: grant.group_id,
    name: grant.name,
    email: grant.email,
    can_edit: grant.can_edit,
    pages: grant.pages ?? [],
    rls_roles: grant.rls_roles,
    filters: grant.filters.map((filter) => ({
      table: filter.target.table,
      column: filter.target.column,
      operator: filter.operator === 'NotIn' ? 'NotIn' : 'In',
      values: filter.values.map(String),
    })),
  };
}

function toFilter(row: FilterRow): TReportFilter {
  return {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: row.table.trim(), column: row.column.trim() },
    operator: row.operator,
    values: row.values,
    filterType: 1,
  };
}

/** Who may open a report: users and user groups, with edit permission, pages, RLS roles and filters. */
export function ReportAccessModal({ report, onClose }: { report: TReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const opened = report !== null;
  const access = useReportAccess(report?.id ?? null);
  const save = useSaveReportAccess();
  const [rows, setRows] = useState<GrantRow[]>([]);
  const [userSearch, setUserSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(userSearch.trim(), 300);
  const users = useQuery({
    queryKey: ['reports', 'access-users', debouncedSearch],
    queryFn: ({ signal }) =>
      api.get<TUnitUserPage>('/auth/users', {
        query: { per_page: 50, status: 'active', search: debouncedSearch || undefined },
        signal,
      }),
    enabled: opened,
  });
  const groups = useQuery({
    queryKey: ['reports', 'access-groups'],
    queryFn: ({ signal }) => api.get<TUserGroupPage>('/auth/groups', { query: { per_page: 100 }, signal }),
    enabled: opened,
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setUserSearch('');
  }, [opened]);
  useEffect(() => {
    if (opened && access.data) setRows(access.data.data.map(toRow));
  }, [opened, access.data]);

  const narrowed = report?.filter_mode ?? 'none';
  const isProvider = report?.kind === 'powerbi';
  const update = (key: string, patch: Partial<GrantRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const userOptions = (users.data?.data ?? [])
    .filter((user) => !rows.some((row) => row.user_id === user.id))
    .map((user) => ({ value: String(user.id), label: `${user.name} · ${user.email}` }));
  const groupOptions = (groups.data?.data ?? [])
    .filter((group) => !rows.some((row) => row.group_id === group.id))
    .map((group) => ({ value: String(group.id), label: group.name }));

  function addUser(value: string | null) {
    const user = users.data?.data.find((item) => String(item.id) === value);
    if (!user) return;
    setRows((current) => [
      ...current,
      {
        key: rowKey(),
        grantee: 'user',
        user_id: user.id,
        group_id: null,
        name: user.name,
        email: user.email,
        can_edit: false,
        pages: [],
        rls_roles: [],
        filters: [],
      },
    ]);
    setUserSearch('');
  }

  function addGroup(value: string | null) {
    const group = groups.data?.data.find((item) => String(item.id) === value);
    if (!group) return;
    setRows((current) => [
      ...current,
      {
        key: rowKey(),
        grantee: 'group',
        user_id: null,
        group_id: group.id,
        name: group.name,
        email: null,
        can_edit: false,
        pages: [],
        rls_roles: [],
        filters: [],
      },
    ]);
  }

  async function submit() {
    if (!report) return;
    try {
      await save.mutateAsync({
        id: report.id,
        input: {
          grants: rows.map((row) => ({
            user_id: row.user_id,
            group_id: row.group_id,
            can_edit: row.can_edit,
            pages: row.pages.length > 0 ? row.pages : null,
            rls_roles: row.rls_roles,
            filters: row.filters
              .filter((filter) => filter.table.trim() && filter.column.trim())
              .map(toFilter),
          })),
        },
      });
      notifications.show({ color: 'teal', message: t('reports.access.saved', { name: report.title }) });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  }

  const error = save.error;
  const message = error ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      title={t('reports.access.title', { name: report?.title ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('reports.access.description')}
        </Text>
        <FormErrorAlert title={t('reports.access.saveError')} message={message} />
        <Group grow align="flex-end">
          <Select
            label={t('reports.access.addUser')}
            placeholder={t('reports.access.searchUser')}
            leftSection={<IconUser size={16} />}
            data={userOptions}
            value={null}
            searchable
            searchValue={userSearch}
            onSearchChange={setUserSearch}
            onChange={addUser}
            filter={({ options }) => options}
            nothingFoundMessage={catalog('not_found')}
          />
          <Select
            label={t('reports.access.addGroup')}
            placeholder={t('reports.access.pickGroup')}
            leftSection={<IconUsersGroup size={16} />}
            data={groupOptions}
            value={null}
            onChange={addGroup}
            searchable
            nothingFoundMessage={catalog('not_found')}
          />
        </Group>

        {access.isPending ? (
          <Text c="dimmed">{t('common.states.loading')}</Text>
        ) : access.isError ? (
          <FormErrorAlert
            title={t('reports.access.loadError')}
            message={isApiError(access.error) ? access.error.message : catalog('unexpected_error')}
          />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('reports.access.empty')}
          </Text>
        ) : (
          <Stack gap="sm" aria-label={t('reports.access.grants')} role="list">
            {rows.map((row) => (
              <Card key={row.key} withBorder radius="md" padding="sm" role="listitem" aria-label={row.name}>
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
                      onChange={(event) => update(row.key, { can_edit: event.currentTarget.checked })}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('reports.access.remove', { name: row.name })}
                      onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
                {isProvider && (
                  <Group grow mt="xs" align="flex-start">
                    <TagsInput
                      size="xs"
                      label={t('reports.access.pages')}
                      placeholder={row.pages.length === 0 ? t('reports.access.allPages') : undefined}
                      value={row.pages}
                      onChange={(pages) => update(row.key, { pages })}
                    />
                    {narrowed === 'rls' && (
                      <TagsInput
                        size="xs"
                        label={t('reports.access.rlsRoles')}
                        value={row.rls_roles}
                        onChange={(rls_roles) => update(row.key, { rls_roles })}
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
                          onChange={(e) => {
                            const filters = [...row.filters];
                            filters[index] = { ...filter, table: e.currentTarget.value };
                            update(row.key, { filters });
                          }}
                        />
                        <TextInput
                          size="xs"
                          label={t('reports.access.filterColumn')}
                          value={filter.column}
                          onChange={(e) => {
                            const filters = [...row.filters];
                            filters[index] = { ...filter, column: e.currentTarget.value };
                            update(row.key, { filters });
                          }}
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
                          onChange={(value) => {
                            const filters = [...row.filters];
                            filters[index] = { ...filter, operator: value === 'NotIn' ? 'NotIn' : 'In' };
                            update(row.key, { filters });
                          }}
                        />
                        <TagsInput
                          size="xs"
                          style={{ flex: 1 }}
                          label={t('reports.access.filterValues')}
                          value={filter.values}
                          onChange={(values) => {
                            const filters = [...row.filters];
                            filters[index] = { ...filter, values };
                            update(row.key, { filters });
                          }}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          mb={2}
                          aria-label={t('reports.access.removeFilter')}
                          onClick={() =>
                            update(row.key, {
                              filters: row.filters.filter((_, position) => position !== index),
                            })
                          }
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
                          update(row.key, {
                            filters: [...row.filters, { table: '', column: '', operator: 'In', values: [] }],
                          })
                        }
                      >
                        {t('reports.access.addFilter')}
                      </Button>
                    </Group>
                  </Stack>
                )}
              </Card>
            ))}
          </Stack>
        )}

        <Group justify="space-between">
          <Badge variant="light" color="gray" leftSection={<IconUsersGroup size={12} />}>
            {t('reports.access.count', { count: rows.length })}
          </Badge>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending} disabled={access.isPending}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
