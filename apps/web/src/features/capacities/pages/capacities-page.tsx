import { Alert, Box, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TCapacity } from '@mirante/contracts';
import { IconInfoCircle, IconPlus, IconServer } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/access-denied';
import { DeleteConfirmModal } from '../../../components/delete-confirm-modal';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useCapacities,
  useCapacityAction,
  useCapacityOptions,
  useCapacityWorkspaces,
  useDeleteCapacity,
  useRefreshCapacity,
} from '../api/capacities';
import { CapacityCard, type CapacityIntent } from '../components/capacity-card';
import { type CapacityOperation, CapacityConfirmModal } from '../components/capacity-confirm-modal';
import { CapacityFormModal } from '../components/capacity-form-modal';
import { CapacityWorkspacesModal } from '../components/capacity-workspaces-modal';

/**
 * `powerbi/resources`: the license capacities with their live state. A unit's admin adds, edits,
 * pauses, resumes, scales and deletes them and picks their workspaces; partners and the operator
 * look at their units' capacities.
 */
export function CapacitiesPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('capacities.pageTitle'));
  const user = useCachedUser();
  const allowed = user?.perfil_usuario !== 'user';
  const query = useCapacities(allowed);
  const manage = query.data?.policies.manage ?? false;
  const options = useCapacityOptions(allowed && manage);
  const action = useCapacityAction();
  const refresh = useRefreshCapacity();
  const remove = useDeleteCapacity();
  const assign = useCapacityWorkspaces();
  // undefined: form closed; null: adding; a capacity: editing it.
  const [editing, setEditing] = useState<TCapacity | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TCapacity | null>(null);
  const [confirming, setConfirming] = useState<{ capacity: TCapacity; operation: CapacityOperation } | null>(
    null,
  );
  const [choosing, setChoosing] = useState<TCapacity | null>(null);
  const [refreshing, setRefreshing] = useState<number | null>(null);

  if (!allowed) return <AccessDenied />;

  const fail = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: isApiError(error) ? error.message : catalog('unexpected_error'),
    });

  async function onIntent(capacity: TCapacity, intent: CapacityIntent) {
    if (intent === 'edit') setEditing(capacity);
    else if (intent === 'delete') setDeleting(capacity);
    else if (intent === 'workspaces') setChoosing(capacity);
    else if (intent === 'refresh') {
      setRefreshing(capacity.id);
      try {
        await refresh.mutateAsync(capacity.id);
      } catch (error) {
        fail(error);
      } finally {
        setRefreshing(null);
      }
    } else setConfirming({ capacity, operation: intent });
  }

  async function confirmOperation(size?: string) {
    if (!confirming) return;
    const { capacity, operation } = confirming;
    try {
      await action.mutateAsync({
        id: capacity.id,
        action: operation === 'scale' ? { action: 'scale', size: size as 'A1' } : { action: operation },
      });
      notifications.show({
        color: 'teal',
        message: t(`capacities.done.${operation}`, { name: capacity.name }),
      });
      setConfirming(null);
    } catch (error) {
      fail(error);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'teal', message: t('capacities.done.deleted', { name: deleting.name }) });
      setDeleting(null);
    } catch (error) {
      fail(error);
    }
  }

  async function saveWorkspaces(workspaceIds: number[]) {
    if (!choosing) return;
    try {
      await assign.mutateAsync({ id: choosing.id, workspaceIds });
      notifications.show({
        color: 'teal',
        message: t('capacities.done.workspaces', { name: choosing.name }),
      });
      setChoosing(null);
    } catch (error) {
      fail(error);
    }
  }

  const data = query.data;
  const showUnit = user?.perfil_usuario === 'master' || user?.perfil_usuario === 'a2m';

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('capacities.title')}
          </Title>
          <Text c="dimmed">{t('capacities.subtitle')}</Text>
        </Stack>
        {manage && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('capacities.add')}
          </Button>
        )}
      </Group>
      {data && !manage && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
          {t('capacities.readOnly')}
        </Alert>
      )}

      {query.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('capacities.loading')}>
          <Skeleton height={220} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : query.isError && !data ? (
        <QueryErrorAlert
          title={t('capacities.errorTitle')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : data && data.data.length === 0 ? (
        <Box py={56} px="xl">
          <EmptyState
            icon={<IconServer size={28} />}
            withIndicatorBackground
            title={catalog('not_found')}
            description={t('capacities.empty')}
          />
        </Box>
      ) : data ? (
        <Stack gap="md">
          {data.data.map((capacity) => (
            <CapacityCard
              key={capacity.id}
              capacity={capacity}
              manage={manage}
              showUnit={showUnit}
              showPartner={user?.perfil_usuario === 'a2m'}
              busy={refreshing === capacity.id}
              onIntent={(intent) => void onIntent(capacity, intent)}
            />
          ))}
        </Stack>
      ) : null}

      {manage && (
        <>
          <CapacityFormModal
            opened={editing !== undefined}
            capacity={editing ?? null}
            options={options.data}
            onClose={() => setEditing(undefined)}
            onSaved={(saved, created) => {
              notifications.show({
                color: 'teal',
                message: t(created ? 'capacities.done.created' : 'capacities.done.saved', {
                  name: saved.name,
                }),
              });
              setEditing(undefined);
            }}
          />
          <CapacityConfirmModal
            target={confirming}
            loading={action.isPending}
            onClose={() => setConfirming(null)}
            onConfirm={(size) => void confirmOperation(size)}
          />
          <CapacityWorkspacesModal
            capacity={choosing}
            options={options.data}
            saving={assign.isPending}
            onClose={() => setChoosing(null)}
            onSave={(ids) => void saveWorkspaces(ids)}
          />
          <DeleteConfirmModal
            opened={deleting !== null}
            itemName={deleting?.name ?? ''}
            onClose={() => setDeleting(null)}
            onConfirm={confirmDelete}
            loading={remove.isPending}
          />
        </>
      )}
    </Stack>
  );
}
