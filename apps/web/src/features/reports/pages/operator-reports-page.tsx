import {
  Badge,
  Box,
  CloseButton,
  EmptyState,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChartBar, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatDate } from '../../../lib/format';
import { useCatalog } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorReports } from '../api/reports-api';
import { ListFooter } from '../../../components/list-footer';

/** `report/a2m`: the operator's read-only list of reports across partners and units. */
export function OperatorReportsPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('reports.operator.pageTitle'));
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  useEffect(() => setPage(1), [search]);
  const query = useOperatorReports({ page, search });
  const data = query.data;

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('reports.operator.title')}
        </Title>
        <Text c="dimmed">{t('reports.operator.subtitle')}</Text>
      </Stack>
      <TextInput
        w={{ base: '100%', xs: 320 }}
        aria-label={t('reports.search')}
        placeholder={t('reports.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        rightSection={
          query.isFetching && data ? (
            <Loader size={16} aria-label={t('common.states.loading')} />
          ) : typed ? (
            <CloseButton size="sm" aria-label={t('reports.clearSearch')} onClick={() => setTyped('')} />
          ) : null
        }
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        type="search"
      />
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Stack p="md" aria-busy="true">
            <Skeleton h={14} w="60%" />
            <Skeleton h={14} w="40%" />
          </Stack>
        ) : query.isError && !data ? (
          <QueryErrorAlert
            title={t('reports.listError')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : data && data.data.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconChartBar size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={search ? t('reports.emptyFiltered') : t('reports.operator.empty')}
            />
          </Box>
        ) : data ? (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reports.columns.title')}</Table.Th>
                  <Table.Th>{t('reports.operator.unit')}</Table.Th>
                  <Table.Th>{t('reports.operator.partner')}</Table.Th>
                  <Table.Th>{t('reports.columns.status')}</Table.Th>
                  <Table.Th>{t('reports.operator.createdAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((report) => (
                  <Table.Tr key={report.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {report.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`reports.kinds.${report.kind}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{report.company_name}</Table.Td>
                    <Table.Td>{report.partner_name ?? '—'}</Table.Td>
                    <Table.Td>
                      {report.hidden ? (
                        <Badge color="gray" variant="light" size="sm">
                          {t('reports.manage.hiddenBadge')}
                        </Badge>
                      ) : report.in_maintenance ? (
                        <Badge color="orange" variant="light" size="sm">
                          {t('reports.maintenance.badge')}
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light" size="sm">
                          {t('reports.manage.activeBadge')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDate(report.created_at)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>
      {data && (
        <ListFooter
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          shown={data.data.length}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
