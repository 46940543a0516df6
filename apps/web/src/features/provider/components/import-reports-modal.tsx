import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TEmbeddedWorkspace } from '@mirante/contracts';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useImportReports, useRemoteReports } from '../api/provider';

/** The workspace's reports at the provider; the ones picked become Mirante reports in one step. */
export function ImportReportsModal({
  workspace,
  onClose,
}: {
  workspace: TEmbeddedWorkspace | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const remote = useRemoteReports(workspace?.id ?? null);
  const importer = useImportReports();
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    setChosen([]);
    importer.reset();
  }, [workspace?.id]);

  const reports = remote.data?.data ?? [];
  const available = reports.filter((r) => r.imported_report_id === null);
  const allChosen = available.length > 0 && available.every((r) => chosen.includes(r.id));

  function toggle(id: string, on: boolean) {
    setChosen((current) => (on ? [...current, id] : current.filter((c) => c !== id)));
  }

  async function submit() {
    if (!workspace || chosen.length === 0) return;
    try {
      const result = await importer.mutateAsync({ workspaceId: workspace.id, reportIds: chosen });
      notifications.show({
        color: 'teal',
        message:
          result.imported.length > 0
            ? t('provider.workspaces.importDone', { count: result.imported.length })
            : t('provider.workspaces.importNone'),
      });
      setChosen([]);
      void remote.refetch();
    } catch {
      // Shown in the modal below.
    }
  }

  return (
    <Modal
      opened={workspace !== null}
      onClose={onClose}
      size="xl"
      title={workspace ? t('provider.workspaces.importTitle', { name: workspace.name }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('provider.workspaces.importHint')}
        </Text>
        {importer.isError && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {isApiError(importer.error) ? importer.error.message : catalog('unexpected_error')}
          </Alert>
        )}
        {remote.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('provider.workspaces.importLoading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ) : remote.isError ? (
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertCircle size={20} />}
            title={t('provider.workspaces.importErrorTitle')}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {isApiError(remote.error) ? remote.error.message : catalog('unexpected_error')}
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => void remote.refetch()}>
                {t('common.actions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : reports.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('provider.workspaces.importEmpty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('provider.workspaces.selectAll')}
                      checked={allChosen}
                      indeterminate={!allChosen && chosen.length > 0}
                      disabled={available.length === 0}
                      onChange={(e) => setChosen(e.currentTarget.checked ? available.map((r) => r.id) : [])}
                    />
                  </Table.Th>
                  <Table.Th>{t('provider.workspaces.reportName')}</Table.Th>
                  <Table.Th>{t('provider.workspaces.dataset')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reports.map((report) => (
                  <Table.Tr key={report.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('provider.workspaces.selectReport', { name: report.name })}
                        checked={report.imported_report_id !== null || chosen.includes(report.id)}
                        disabled={report.imported_report_id !== null}
                        onChange={(e) => toggle(report.id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {report.name}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {report.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {report.dataset_id ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {report.imported_report_id !== null && (
                        <Badge variant="light" color="teal">
                          {t('provider.workspaces.imported')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.close')}
          </Button>
          <Button
            leftSection={<IconDownload size={18} />}
            disabled={chosen.length === 0}
            loading={importer.isPending}
            onClick={() => void submit()}
          >
            {t('provider.workspaces.importSelected', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
