import { Badge, Stack, Text } from '@mantine/core';
import type { TSentNotification } from '@mirante/contracts';
import { IconSearch, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, dateColumn, ListSearch, ListTable, textColumn } from '../../../components/list';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useListState } from '../../../lib/list';
import { type UnitChoice, useSent } from '../api/notifications';

function useColumns(): Column<TSentNotification>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'subject',
      header: t('notifications.columns.subject'),
      render: (row) => (
        <Text fw={600} size="sm" lineClamp={1}>
          {row.subject}
        </Text>
      ),
    },
    {
      key: 'kind',
      header: t('notifications.columns.kind'),
      render: (row) => (
        <Badge variant="light" color={row.kind === 'maintenance' ? 'yellow' : 'blue'}>
          {t(`notifications.sent.kinds.${row.kind}`)}
        </Badge>
      ),
    },
    textColumn('from', t('notifications.columns.from'), (row) => row.sender_name ?? '—'),
    textColumn(
      'recipients',
      t('notifications.columns.recipients'),
      (row) => formatNumber(row.recipients, language),
      {
        align: 'right',
      },
    ),
    textColumn('read', t('notifications.columns.read'), (row) => formatNumber(row.read, language), {
      align: 'right',
    }),
    dateColumn('sentAt', t('notifications.columns.sentAt'), (row) => row.last_sent_at),
  ];
}

/** The unit's sent notifications (the senders' records), with how many addressees read them. */
export function SentPanel({ companyId }: { companyId: UnitChoice }) {
  const { t } = useTranslation();
  const columns = useColumns();
  const list = useListState();
  const query = useSent({ page: list.page, search: list.search, companyId });
  return (
    <Stack gap="md">
      <ListSearch
        state={list}
        label={t('notifications.sent.search')}
        placeholder={t('notifications.sent.searchPlaceholder')}
        clearLabel={t('notifications.sent.clearSearch')}
        busy={query.isFetching && Boolean(query.data)}
        size="sm"
      />
      <ListTable
        query={query}
        list={list}
        errorTitle={t('notifications.sent.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconSend size={28} />,
          description: list.search ? t('notifications.sent.emptySearch') : t('notifications.sent.empty'),
        }}
        columns={columns}
        rowKey={(row) => row.id}
        minWidth={720}
        loadingLabel={t('notifications.sent.loading')}
      />
    </Stack>
  );
}
