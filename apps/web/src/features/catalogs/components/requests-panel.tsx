import { Button, Group, Stack, Text } from '@mantine/core';
import type { TCatalogRequest, TCatalogRequestStatus } from '@mirante/contracts';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, dateColumn, ListTable, textColumn } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { useCatalogRequests } from '../api/catalogs';
import { DenyModal, GrantModal } from './decide-modals';
import { StatusBadge } from '../../../components/status-badge';

const COLOR: Record<TCatalogRequestStatus, string> = { requested: 'yellow', granted: 'teal', denied: 'red' };

/** The unit's access requests for admins: open ones first, each granted or denied here. */
export function RequestsPanel() {
  const { t } = useTranslation();
  const list = useListState();
  const [granting, setGranting] = useState<TCatalogRequest | null>(null);
  const [denying, setDenying] = useState<TCatalogRequest | null>(null);
  const query = useCatalogRequests(list.page, true);
  const columns: Column<TCatalogRequest>[] = [
    textColumn('report', t('catalogs.requests.report'), (r) => r.report_title, { text: { fw: 600 } }),
    {
      key: 'user',
      header: t('catalogs.requests.user'),
      render: (r) => (
        <>
          <Text size="sm">{r.user.name}</Text>
          <Text size="xs" c="dimmed">
            {r.user.email}
          </Text>
        </>
      ),
    },
    {
      key: 'message',
      header: t('catalogs.requests.message'),
      render: (r) => (
        <>
          <Text size="sm" c={r.message ? undefined : 'dimmed'} lineClamp={2}>
            {r.message || '—'}
          </Text>
          {r.status === 'denied' && r.reason && (
            <Text size="xs" c="red">
              {t('catalogs.deniedReason', { reason: r.reason })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('catalogs.requests.status'),
      render: (r) => (
        <>
          <StatusBadge variant="light" color={COLOR[r.status]}>
            {t(`catalogs.status.${r.status}`)}
          </StatusBadge>
          {r.grant_mode && (
            <Text size="xs" c="dimmed">
              {r.grant_mode === 'filters'
                ? t('catalogs.requests.withFilters')
                : t('catalogs.requests.withoutFilters')}
            </Text>
          )}
        </>
      ),
    },
    dateColumn('createdAt', t('catalogs.requests.createdAt'), (r) => r.created_at),
  ];

  return (
    <Stack gap="md">
      <ListTable
        query={query}
        list={list}
        errorTitle={t('catalogs.requests.errorTitle')}
        empty={{ icon: <IconInbox size={28} />, description: t('catalogs.requests.empty') }}
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId={() => 'catalog-request-row'}
        minWidth={760}
        actionsWidth={180}
        rowActions={(r) =>
          r.status === 'requested' && (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              <Button
                size="xs"
                color="teal"
                aria-label={t('catalogs.requests.grantFor', { title: r.report_title, name: r.user.name })}
                onClick={() => setGranting(r)}
              >
                {t('catalogs.requests.grant')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={t('catalogs.requests.denyFor', { title: r.report_title, name: r.user.name })}
                onClick={() => setDenying(r)}
              >
                {t('catalogs.requests.deny')}
              </Button>
            </Group>
          )
        }
        loadingLabel={t('catalogs.requests.loading')}
        skeletonRows={3}
      />
      <GrantModal request={granting} onClose={() => setGranting(null)} />
      <DenyModal request={denying} onClose={() => setDenying(null)} />
    </Stack>
  );
}
