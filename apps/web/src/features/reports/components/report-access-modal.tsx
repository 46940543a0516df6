import { Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type TReport, groupRoutes, unitUserRoutes, ZSaveReportAccessRequest } from '@mirante/contracts';
import { IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { api, isApiError } from '../../../lib/api';
import { contractValidate, useServerFieldErrors, useWordFieldError } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { useReportAccess, useSaveReportAccess } from '../api/reports-api';
import { ReportAccessGrant } from './report-access-grant';
import { type GrantRow, newRow, requestOf, rowFieldOf, toRow } from './report-access-rows';

/** The text key naming the field a failure's path ends in (`grants.0.filters.1.target.table`). */
function labelKeyOf(path: string) {
  const parts = path.split('.').filter((part) => !/^\d+$/.test(part));
  const keys = {
    table: 'filterTable',
    column: 'filterColumn',
    values: 'filterValues',
    operator: 'filterOperator',
    pages: 'pages',
    rls_roles: 'rlsRoles',
    user_id: 'addUser',
    group_id: 'addGroup',
  } as const;
  for (const part of parts.reverse()) if (part in keys) return keys[part as keyof typeof keys];
  return 'grants';
}

/** Who may open a report: users and user groups, with edit permission, pages, RLS roles and filters. */
export function ReportAccessModal({ report, onClose }: { report: TReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const opened = report !== null;
  const access = useReportAccess(report?.id ?? null);
  const save = useSaveReportAccess();
  const [rows, setRows] = useState<GrantRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A failure of the whole list (too many grants), on no grant.
  const [listError, setListError] = useState<string | null>(null);
  const [userSearch, setUserSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(userSearch.trim(), 300);
  const users = useQuery({
    queryKey: ['reports', 'access-users', debouncedSearch],
    queryFn: ({ signal }) =>
      api.call(unitUserRoutes.list, {
        query: { per_page: 50, status: 'active', search: debouncedSearch || undefined },
        signal,
      }),
    enabled: opened,
  });
  const groups = useQuery({
    queryKey: ['reports', 'access-groups'],
    queryFn: ({ signal }) => api.call(groupRoutes.list, { query: { per_page: 100 }, signal }),
    enabled: opened,
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setErrors({});
    setListError(null);
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

  const label = useCallback((path: string) => t(`reports.access.${labelKeyOf(path)}`), [t]);
  const word = useWordFieldError(label);
  // The failures of the request land on the grant and the field they belong to.
  const showError = (path: string, message: string) => {
    const at = rowFieldOf(rows, path);
    if (at) setErrors((current) => ({ ...current, [`${at.key}|${at.field}`]: message }));
    else setListError(message);
  };
  const serverMessage = useServerFieldErrors({
    error: save.error,
    fields: ['grants'],
    setFieldError: showError,
    word,
  });

  function addUser(value: string | null) {
    const user = users.data?.data.find((item) => String(item.id) === value);
    if (!user) return;
    setRows((current) => [...current, newRow('user', user.id, user.name, user.email)]);
    setUserSearch('');
  }

  function addGroup(value: string | null) {
    const group = groups.data?.data.find((item) => String(item.id) === value);
    if (!group) return;
    setRows((current) => [...current, newRow('group', group.id, group.name, null)]);
  }

  async function submit() {
    if (!report) return;
    setErrors({});
    setListError(null);
    const input = requestOf(rows);
    const found = contractValidate(ZSaveReportAccessRequest, word)(input);
    if (Object.keys(found).length > 0) {
      for (const [path, message] of Object.entries(found)) showError(path, String(message));
      return;
    }
    try {
      await save.mutateAsync({ id: report.id, input });
      notifications.show({ color: 'teal', message: t('reports.access.saved', { name: report.title }) });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  }

  const message = listError ?? serverMessage;

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
              <ReportAccessGrant
                key={row.key}
                row={row}
                narrowed={narrowed}
                isProvider={isProvider}
                errorOf={(field) => errors[`${row.key}|${field}`]}
                onChange={(patch) => update(row.key, patch)}
                onRemove={() => setRows((current) => current.filter((item) => item.key !== row.key))}
              />
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
