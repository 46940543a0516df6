import {
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { TCatalogRequest, TCatalogRequestStatus } from '@mirante/contracts';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatDate } from '../../../lib/format';
import { useCatalog } from '../../../lib/i18n';
import { useCatalogRequests } from '../api/catalogs';
import { DenyModal, GrantModal } from './decide-modals';

const COLOR: Record<TCatalogRequestStatus, string> = { requested: 'yellow', granted: 'teal', denied: 'red' };

/** The unit's access requests for admins: open ones first, each granted or denied here. */
export function RequestsPanel() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState<TCatalogRequest | null>(null);
  const [denying, setDenying] = useState<TCatalogRequest | null>(null);
  const query = useCatalogRequests(page, true);
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Stack p="md" gap="sm" aria-busy="true" aria-label={t('catalogs.requests.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={14} width={`${45 + row * 15}%`} />
            ))}
          </Stack>
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('catalogs.requests.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconInbox size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={t('catalogs.requests.empty')}
            />
          </Box>
        ) : data ? (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalogs.requests.report')}</Table.Th>
                  <Table.Th>{t('catalogs.requests.user')}</Table.Th>
                  <Table.Th>{t('catalogs.requests.message')}</Table.Th>
                  <Table.Th>{t('catalogs.requests.status')}</Table.Th>
                  <Table.Th>{t('catalogs.requests.createdAt')}</Table.Th>
                  <Table.Th aria-label={t('common.columns.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((r) => (
                  <Table.Tr key={r.id} data-testid="catalog-request-row">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {r.report_title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.user.name}</Text>
                      <Text size="xs" c="dimmed">
                        {r.user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={r.message ? undefined : 'dimmed'} lineClamp={2}>
                        {r.message || '—'}
                      </Text>
                      {r.status === 'denied' && r.reason && (
                        <Text size="xs" c="red">
                          {t('catalogs.deniedReason', { reason: r.reason })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={COLOR[r.status]}>
                        {t(`catalogs.status.${r.status}`)}
                      </Badge>
                      {r.grant_mode && (
                        <Text size="xs" c="dimmed">
                          {r.grant_mode === 'filters'
                            ? t('catalogs.requests.withFilters')
                            : t('catalogs.requests.withoutFilters')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(r.created_at)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {r.status === 'requested' && (
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          <Button
                            size="xs"
                            color="teal"
                            aria-label={t('catalogs.requests.grantFor', {
                              title: r.report_title,
                              name: r.user.name,
                            })}
                            onClick={() => setGranting(r)}
                          >
                            {t('catalogs.requests.grant')}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={t('catalogs.requests.denyFor', {
                              title: r.report_title,
                              name: r.user.name,
                            })}
                            onClick={() => setDenying(r)}
                          >
                            {t('catalogs.requests.deny')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>
      {totalPages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            withEdges
            aria-label={t('common.pagination.label')}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
          />
        </Group>
      )}
      <GrantModal request={granting} onClose={() => setGranting(null)} />
      <DenyModal request={denying} onClose={() => setDenying(null)} />
    </Stack>
  );
}
