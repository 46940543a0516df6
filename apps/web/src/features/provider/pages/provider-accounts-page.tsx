import {
  Badge,
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
import type { TProviderAccount } from '@mirante/contracts';
import { IconKey, IconPencil, IconPlugConnected, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/access-denied';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useCatalog } from '../../../lib/i18n';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteAccount, useProviderAccounts } from '../api/provider';
import { AccountFormModal } from '../components/account-form-modal';
import { TestConnectionModal } from '../components/test-connection-modal';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { UnitsAccountsList } from '../components/units-provider-lists';

function Header() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('provider.accounts.columns.name')}</Table.Th>
        <Table.Th>
          {t('provider.accounts.columns.applicationId')} / {t('provider.accounts.columns.tenantId')}
        </Table.Th>
        <Table.Th ta="right">{t('provider.accounts.columns.workspaces')}</Table.Th>
        <Table.Th>{t('provider.accounts.columns.lastTest')}</Table.Th>
        <Table.Th w={56} aria-label={t('common.columns.actions')} />
      </Table.Tr>
    </Table.Thead>
  );
}

function LastTest({ account }: { account: TProviderAccount }) {
  const { t } = useTranslation();
  if (account.last_test_ok === null || !account.last_tested_at)
    return (
      <Text size="sm" c="dimmed">
        {t('provider.accounts.neverTested')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        variant="light"
        tt="none"
        color={account.last_test_ok ? 'teal' : 'red'}
        style={{ flexShrink: 0 }}
      >
        {account.last_test_ok ? t('provider.accounts.testOk') : t('provider.accounts.testFailed')}
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(account.last_tested_at)}
      </Text>
    </Group>
  );
}

/** `powerbi`: the unit's report-provider accounts (Entra ID applications reaching Power BI). */
export function ProviderAccountsPage() {
  const user = useCachedUser();
  // A unit's admin manages them; partners and the operator look across their units, read-only.
  const profile = user?.perfil_usuario;
  if (profile === 'master' || profile === 'a2m') return <UnitsAccountsList viewer={profile} />;
  if (profile !== 'admin') return <AccessDenied />;
  return <Screen />;
}

function Screen() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('provider.accounts.pageTitle'));
  const query = useProviderAccounts();
  const remove = useDeleteAccount();
  const [editing, setEditing] = useState<TProviderAccount | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TProviderAccount | null>(null);
  const [testing, setTesting] = useState<TProviderAccount | null>(null);
  const accounts = query.data?.data;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'teal', message: t('provider.accounts.deleted', { name: deleting.name }) });
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
            {t('provider.accounts.title')}
          </Title>
          <Text c="dimmed">{t('provider.accounts.subtitle')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
          {t('provider.accounts.add')}
        </Button>
      </Group>

      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending ? (
          <Table.ScrollContainer minWidth={840}>
            <Table
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-busy="true"
              aria-label={t('provider.accounts.loading')}
            >
              <Header />
              <Table.Tbody>
                {[0, 1, 2].map((row) => (
                  <Table.Tr key={row}>
                    {[40, 70, 10, 30].map((w) => (
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
            title={t('provider.accounts.errorTitle')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : accounts && accounts.length === 0 ? (
          <Box py={56} px="xl">
            <EmptyState
              icon={<IconKey size={28} />}
              withIndicatorBackground
              title={catalog('not_found')}
              description={t('provider.accounts.empty')}
            />
          </Box>
        ) : (
          <Table.ScrollContainer minWidth={840}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Header />
              <Table.Tbody>
                {accounts?.map((account) => (
                  <Table.Tr key={account.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {account.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                        {account.application_id}
                      </Text>
                      <Text size="xs" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {account.tenant_id}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {account.workspaces_count}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <LastTest account={account} />
                    </Table.Td>
                    <Table.Td>
                      <RowActionsMenu
                        label={t('common.actions.menuFor', { name: account.name })}
                        actions={[
                          {
                            label: t('provider.accounts.test'),
                            icon: IconPlugConnected,
                            onClick: () => setTesting(account),
                          },
                          {
                            label: t('common.actions.edit'),
                            icon: IconPencil,
                            onClick: () => setEditing(account),
                          },
                          {
                            label: t('common.actions.delete'),
                            icon: IconTrash,
                            onClick: () => setDeleting(account),
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

      <AccountFormModal
        opened={editing !== undefined}
        account={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          notifications.show({
            color: 'teal',
            message: t(created ? 'provider.accounts.created' : 'provider.accounts.updated', {
              name: saved.name,
            }),
          });
          setEditing(undefined);
        }}
      />
      <TestConnectionModal account={testing} onClose={() => setTesting(null)} />
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
