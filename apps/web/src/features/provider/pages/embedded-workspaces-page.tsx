import {
  Alert,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TEmbeddedWorkspace } from '@mirante/contracts';
import {
  IconFileImport,
  IconInfoCircle,
  IconLayoutGrid,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/access-denied';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useCachedUser, useStoredConfig } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteWorkspace, useEmbeddedWorkspaces, useProviderAccounts } from '../api/provider';
import { ImportReportsModal } from '../components/import-reports-modal';
import { WorkspaceFormModal } from '../components/workspace-form-modal';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { UnitsWorkspacesList } from '../components/units-provider-lists';

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('provider.workspaces.columns.name')}</Table.Th>
        <Table.Th>{t('provider.workspaces.columns.workspaceId')}</Table.Th>
        <Table.Th>{t('provider.workspaces.columns.account')}</Table.Th>
        <Table.Th ta="right">{t('provider.workspaces.columns.reports')}</Table.Th>
        <Table.Th w={56} aria-label={t('common.columns.actions')} />
      </Table.Tr>
    </Table.Thead>
  );
}

/** `powerbi/workspace`: embedded workspaces; browse a workspace's reports live and import them. */
export function EmbeddedWorkspacesPage() {
  const user = useCachedUser();
  // A unit's admin manages them; partners and the operator look across their units, read-only.
  const profile = user?.perfil_usuario;
  if (profile === 'master' || profile === 'a2m') return <UnitsWorkspacesList viewer={profile} />;
  if (profile !== 'admin') return <AccessDenied />;
  return <Screen />;
}

function Screen() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('provider.workspaces.pageTitle'));
  const query = useEmbeddedWorkspaces();
  const accounts = useProviderAccounts();
  const remove = useDeleteWorkspace();
  const [editing, setEditing] = useState<TEmbeddedWorkspace | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TEmbeddedWorkspace | null>(null);
  const [importing, setImporting] = useState<TEmbeddedWorkspace | null>(null);
  // Importing adds reports: not for a unit its partner does not let add them.
  const mayAdd = useStoredConfig().allow_add_reports !== false;
  const workspaces = query.data?.data;
  const accountList = accounts.data?.data ?? [];
  const noAccount = accounts.isSuccess && accountList.length === 0;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({
        color: 'teal',
        message: t('provider.workspaces.deleted', { name: deleting.name }),
      });
      setDeleting(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
    }
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('provider.workspaces.title')}
          </Title>
          <Text c="dimmed">{t('provider.workspaces.subtitle')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)} disabled={noAccount}>
          {t('provider.workspaces.add')}
        </Button>
      </Group>
      {noAccount && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
          {t('provider.workspaces.needAccount')}
        </Alert>
      )}

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Table.ScrollContainer minWidth={720}>
            <Table
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-busy="true"
              aria-label={t('provider.workspaces.loading')}
            >
              <Header />
              <Table.Tbody>
                {[0, 1, 2].map((row) => (
                  <Table.Tr key={row}>
                    {[40, 70, 40, 10].map((w) => (
                      <Table.Td key={w}>
                        <Skeleton height={12} width={`${w}%`} />
                      </Table.Td>
                    ))}
                    <Table.Td />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : query.isError ? (
          <QueryErrorAlert
            title={t('provider.workspaces.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : workspaces && workspaces.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconLayoutGrid size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={t('provider.workspaces.empty')}
            />
          </Box>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Header />
              <Table.Tbody>
                {workspaces?.map((workspace) => (
                  <Table.Tr key={workspace.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {workspace.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {workspace.workspace_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{workspace.provider_account_name}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {workspace.reports_count}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActionsMenu
                        label={t('common.actions.menuFor', { name: workspace.name })}
                        actions={[
                          ...(mayAdd
                            ? [
                                {
                                  label: t('provider.workspaces.reports'),
                                  icon: IconFileImport,
                                  onClick: () => setImporting(workspace),
                                },
                              ]
                            : []),
                          {
                            label: t('common.actions.edit'),
                            icon: IconPencil,
                            onClick: () => setEditing(workspace),
                          },
                          {
                            label: t('common.actions.delete'),
                            icon: IconTrash,
                            onClick: () => setDeleting(workspace),
                            color: 'red',
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <WorkspaceFormModal
        opened={editing !== undefined}
        workspace={editing ?? null}
        accounts={accountList}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          notifications.show({
            color: 'teal',
            message: t(created ? 'provider.workspaces.created' : 'provider.workspaces.updated', {
              name: saved.name,
            }),
          });
          setEditing(undefined);
          if (created && mayAdd) setImporting(saved);
        }}
      />
      <ImportReportsModal workspace={importing} onClose={() => setImporting(null)} />
      <DeleteConfirmModal
        opened={deleting !== null}
        itemName={deleting?.name ?? ''}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </Stack>
  );
}
