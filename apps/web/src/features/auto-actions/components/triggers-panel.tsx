import { Badge, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TAutoTrigger } from '@mirante/contracts';
import { IconCalendarEvent, IconClockPlay, IconHistory, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  ListSearch,
  ListTable,
  useDeleteDialog,
  useFormTarget,
  useNotices,
} from '../../../components/list';
import { useListState } from '../../../lib/list';
import { deleteAction, editAction, RowActionsMenu } from '../../../components/row-actions-menu';
import { useDeleteTrigger, useRunTrigger, useTasks, useTriggers } from '../api/auto-actions';
import { describeTrigger, formatInZone } from './schedule-format';
import { RunStatusBadge, TriggerPreviewModal, TriggerRunsModal, useRunErrorText } from './trigger-runs-modal';
import { TriggerFormModal } from './trigger-form-modal';

/** The unit's triggers: add, edit, delete, run now, history and next runs. */
export function TriggersPanel() {
  const { t } = useTranslation();
  const runError = useRunErrorText();
  const notices = useNotices();
  const list = useListState();
  const query = useTriggers({ page: list.page, search: list.search });
  const tasks = useTasks({ page: 1, search: '', perPage: 1 });
  const timezone = query.data?.timezone ?? 'UTC';
  const run = useRunTrigger();
  const [history, setHistory] = useState<TAutoTrigger | null>(null);
  const [preview, setPreview] = useState<TAutoTrigger | null>(null);
  const editing = useFormTarget<TAutoTrigger>({
    saved: (row, created) =>
      t(created ? 'autoActions.triggers.created' : 'autoActions.triggers.saved', { name: row.name }),
  });
  const deletion = useDeleteDialog<TAutoTrigger>({
    mutation: useDeleteTrigger(),
    deleted: (row) => t('autoActions.triggers.deleted', { name: row.name }),
  });

  async function runNow(trigger: TAutoTrigger) {
    try {
      const answer = await run.mutateAsync(trigger.id);
      if (answer.status === 'failed') {
        notifications.show({
          color: 'red',
          message: t('autoActions.triggers.runFailed', {
            name: trigger.name,
            error: answer.error ? runError(answer.error) : '',
          }),
        });
      } else {
        notices.done(t('autoActions.triggers.ran', { name: trigger.name }));
      }
      setHistory(trigger);
    } catch (error) {
      notices.failed(error);
    }
  }

  const noTasks = tasks.data !== undefined && tasks.data.total === 0;
  return (
    <Stack gap="md">
      {noTasks && (
        <Text size="sm" c="dimmed">
          {t('autoActions.triggers.needTask')}
        </Text>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <ListSearch
          state={list}
          label={t('autoActions.search')}
          placeholder={t('autoActions.searchPlaceholder')}
          clearLabel={t('autoActions.clearSearch')}
          busy={query.isFetching && Boolean(query.data)}
          size="sm"
        />
        <AddButton onClick={editing.add} disabled={noTasks}>
          {t('autoActions.triggers.add')}
        </AddButton>
      </Group>
      <ListTable
        query={query}
        list={list}
        errorTitle={t('autoActions.errorTitle')}
        empty={{
          icon: <IconCalendarEvent size={28} />,
          description: list.search ? t('autoActions.emptySearch') : t('autoActions.triggers.empty'),
        }}
        columns={[
          {
            key: 'name',
            header: t('autoActions.triggers.columns.name'),
            render: (row) => (
              <Text fw={600} size="sm">
                {row.name}
              </Text>
            ),
          },
          { key: 'task', header: t('autoActions.triggers.columns.task'), render: (row) => row.task_name },
          {
            key: 'when',
            header: t('autoActions.triggers.columns.when'),
            render: (row) => describeTrigger(t, row),
          },
          {
            key: 'last',
            header: t('autoActions.triggers.columns.lastRun'),
            render: (row) =>
              row.last_run ? (
                <Group gap="xs" wrap="nowrap">
                  <RunStatusBadge run={row.last_run} />
                  <Text size="sm">{formatInZone(row.last_run.started_at, timezone)}</Text>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('autoActions.triggers.never')}
                </Text>
              ),
          },
          {
            key: 'enabled',
            header: t('autoActions.triggers.columns.enabled'),
            render: (row) => (
              <Badge variant="light" color={row.enabled ? 'teal' : 'gray'}>
                {row.enabled ? t('autoActions.triggers.on') : t('autoActions.triggers.off')}
              </Badge>
            ),
          },
        ]}
        rowKey={(row) => row.id}
        minWidth={820}
        rowActions={(row) => (
          <RowActionsMenu
            name={row.name}
            actions={[
              {
                label: t('autoActions.triggers.runNow'),
                icon: IconPlayerPlay,
                onClick: () => void runNow(row),
                disabled: run.isPending,
              },
              { label: t('autoActions.triggers.history'), icon: IconHistory, onClick: () => setHistory(row) },
              {
                label: t('autoActions.triggers.preview'),
                icon: IconClockPlay,
                onClick: () => setPreview(row),
              },
              { ...editAction(t, () => editing.edit(row)), divided: true },
              deleteAction(t, () => deletion.ask(row)),
            ]}
          />
        )}
        loadingLabel={t('autoActions.loading')}
      />
      <TriggerFormModal {...editing.form} trigger={editing.value} />
      <TriggerRunsModal trigger={history} timezone={timezone} onClose={() => setHistory(null)} />
      <TriggerPreviewModal trigger={preview} onClose={() => setPreview(null)} />
      {deletion.modal}
    </Stack>
  );
}
