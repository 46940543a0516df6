import { Badge, Group, List, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, isMessageCode, type TAutoRun, type TAutoTrigger } from '@mirante/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncList } from '../../../components/list';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCatalog } from '../../../lib/i18n';
import { useTriggerPreview, useTriggerRuns } from '../api/auto-actions';
import { formatInZone } from './schedule-format';

const STATUS_COLOR: Record<TAutoRun['status'], string> = { running: 'blue', success: 'teal', failed: 'red' };

/** How a run's error reads: a catalogued code in the user's language, a provider's message as it came. */
export function useRunErrorText(): (error: string) => string {
  const catalog = useCatalog();
  return (error) => (isMessageCode(error) ? catalog(error) : error);
}

export function RunStatusBadge({ run }: { run: TAutoRun }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[run.status]} variant="light">
      {t(`autoActions.runs.statuses.${run.status}`)}
    </Badge>
  );
}

/** A trigger's run history, newest first, a page at a time. */
export function TriggerRunsModal({
  trigger,
  timezone,
  onClose,
}: {
  trigger: TAutoTrigger | null;
  timezone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const runError = useRunErrorText();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [trigger?.id]);
  const query = useTriggerRuns(trigger?.id ?? null, page);
  const total = query.data?.total ?? 0;
  return (
    <Modal
      opened={trigger !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      size="lg"
      title={t('autoActions.runs.title', { name: trigger?.name ?? '' })}
    >
      <Stack>
        <AsyncList
          query={query}
          skeleton={<PageLoader />}
          errorTitle={t('autoActions.errorTitle')}
          empty={{ icon: <IconHistory size={28} />, description: t('autoActions.runs.empty') }}
        >
          {(rows) => (
            <Table striped aria-label={t('autoActions.runs.title', { name: trigger?.name ?? '' })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('autoActions.runs.columns.when')}</Table.Th>
                  <Table.Th>{t('autoActions.runs.columns.kind')}</Table.Th>
                  <Table.Th>{t('autoActions.runs.columns.status')}</Table.Th>
                  <Table.Th>{t('autoActions.runs.columns.error')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((run) => (
                  <Table.Tr key={run.id}>
                    <Table.Td>{formatInZone(run.started_at, timezone)}</Table.Td>
                    <Table.Td>{t(`autoActions.runs.kinds.${run.kind}`)}</Table.Td>
                    <Table.Td>
                      <RunStatusBadge run={run} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={run.error ? 'red' : 'dimmed'}>
                        {run.error ? runError(run.error) : '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </AsyncList>
        {total > DEFAULT_PAGE_SIZE && (
          <Group justify="center">
            <Pagination total={Math.ceil(total / DEFAULT_PAGE_SIZE)} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/** The trigger's next due times, on the unit's clock. */
export function TriggerPreviewModal({
  trigger,
  onClose,
}: {
  trigger: TAutoTrigger | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useTriggerPreview(trigger?.id ?? null);
  return (
    <Modal
      opened={trigger !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      title={t('autoActions.preview.title', { name: trigger?.name ?? '' })}
    >
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <QueryErrorAlert
          error={query.error}
          title={t('autoActions.errorTitle')}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('autoActions.preview.timezone', { timezone: query.data.timezone })}
          </Text>
          {query.data.runs.length === 0 ? (
            <Text size="sm">{t('autoActions.preview.empty')}</Text>
          ) : (
            <List aria-label={t('autoActions.preview.title', { name: trigger?.name ?? '' })}>
              {query.data.runs.map((run) => (
                <List.Item key={run}>{formatInZone(run, query.data.timezone)}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Modal>
  );
}
