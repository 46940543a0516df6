import { Center, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import type { ImportField, TImportRowStatus, TUserImport } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { IMPORT_ROWS_PER_PAGE, useImportRows } from '../api/user-import-api';
import { StatusBadge } from '../../../components/status-badge';

const STATUS_COLOR: Record<TImportRowStatus, string> = {
  pending: 'gray',
  success: 'teal',
  failed: 'red',
  invalid: 'orange',
};

interface ImportRowsTableProps {
  current: TUserImport;
  companyId: number | undefined;
  status: TImportRowStatus | undefined;
  page: number;
  onPage: (page: number) => void;
  /** Results: a status badge and the reason of a failure per row. */
  withOutcome?: boolean;
}

/** The rows of an import, each cell with its reason when invalid. */
export function ImportRowsTable({
  current,
  companyId,
  status,
  page,
  onPage,
  withOutcome,
}: ImportRowsTableProps) {
  const { t } = useTranslation();
  const rows = useImportRows(current.id, companyId, { page, status, enabled: true });
  const targets = current.mapping.filter((m): m is string => m !== null);
  const labelOf = (target: string) =>
    current.targets.find((o) => o.value === target && o.custom)?.label ??
    t(`userImport.fields.${target as ImportField}`);

  if (rows.isError) return <QueryErrorAlert error={rows.error} onRetry={() => void rows.refetch()} />;
  if (!rows.data)
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('common.states.loading')} />
      </Center>
    );
  const pages = Math.max(1, Math.ceil(rows.data.total / IMPORT_ROWS_PER_PAGE));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={withOutcome ? 760 : 560} mah={340}>
        <Table striped withTableBorder stickyHeader data-testid="import-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('userImport.review.row')}</Table.Th>
              {withOutcome && <Table.Th>{t('userImport.results.statusColumn')}</Table.Th>}
              {targets.map((target) => (
                <Table.Th key={target}>{labelOf(target)}</Table.Th>
              ))}
              {withOutcome && <Table.Th>{t('userImport.results.reason')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data.data.map((row) => (
              <Table.Tr key={row.row} data-testid={`import-row-${row.row}`}>
                <Table.Td>{row.row}</Table.Td>
                {withOutcome && (
                  <Table.Td miw={130}>
                    <StatusBadge color={STATUS_COLOR[row.status]} variant="light" radius="xl">
                      {t(`userImport.results.status.${row.status}`)}
                    </StatusBadge>
                    {row.action && (
                      <Text size="xs" c="dimmed">
                        {t(`userImport.results.actions.${row.action}`)}
                      </Text>
                    )}
                  </Table.Td>
                )}
                {targets.map((target) => {
                  const errors = row.errors[target];
                  return (
                    <Table.Td key={target} bg={errors ? 'var(--mantine-color-red-light)' : undefined}>
                      <Text size="sm">{row.values[target] ?? ''}</Text>
                      {errors?.map((e) => (
                        <Text key={e} size="xs" c="red" role="note">
                          {e}
                        </Text>
                      ))}
                    </Table.Td>
                  );
                })}
                {withOutcome && (
                  <Table.Td>
                    {/* An invalid row's reasons are on its cells. */}
                    <Text size="sm">{row.reason ?? ''}</Text>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.data.total === 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {t('userImport.review.empty')}
        </Text>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination size="sm" total={pages} value={page} onChange={onPage} />
        </Group>
      )}
    </Stack>
  );
}
