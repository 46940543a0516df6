import { Alert, Skeleton, Stack } from '@mantine/core';
import type { TCapacity } from '@mirante/contracts';
import { IconInfoCircle, IconServer } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddButton,
  AsyncList,
  ListPage,
  useDeleteDialog,
  useFormTarget,
  useNotices,
} from '../../../components/list';
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
 * pauses, resumes, scales and deletes them and picks their workspaces; the unit's users, partners
 * and the operator look at them (their units' capacities).
 */
export function CapacitiesPage() {
  const { t } = useTranslation();
  const notices = useNotices();
  usePageTitle(t('capacities.pageTitle'));
  const user = useCachedUser();
  const query = useCapacities();
  const manage = query.data?.policies.manage ?? false;
  const options = useCapacityOptions(manage);
  const action = useCapacityAction();
  const refresh = useRefreshCapacity();
  const remove = useDeleteCapacity();
  const assign = useCapacityWorkspaces();
  const editing = useFormTarget<TCapacity>({
    saved: (row, created) =>
      t(created ? 'capacities.done.created' : 'capacities.done.saved', { name: row.name }),
  });
  const [confirming, setConfirming] = useState<{ capacity: TCapacity; operation: CapacityOperation } | null>(
    null,
  );
  const [choosing, setChoosing] = useState<TCapacity | null>(null);
  const [refreshing, setRefreshing] = useState<number | null>(null);
  const deletion = useDeleteDialog<TCapacity>({
    mutation: remove,
    deleted: (capacity) => t('capacities.done.deleted', { name: capacity.name }),
  });

  async function onIntent(capacity: TCapacity, intent: CapacityIntent) {
    if (intent === 'edit') editing.edit(capacity);
    else if (intent === 'delete') deletion.ask(capacity);
    else if (intent === 'workspaces') setChoosing(capacity);
    else if (intent === 'refresh') {
      setRefreshing(capacity.id);
      try {
        await refresh.mutateAsync(capacity.id);
      } catch (error) {
        notices.failed(error);
      } finally {
        setRefreshing(null);
      }
    } else setConfirming({ capacity, operation: intent });
  }

  async function confirmOperation(size?: string) {
    if (!confirming) return;
    const { capacity, operation } = confirming;
    const done = await notices.run(
      () =>
        action.mutateAsync({
          id: capacity.id,
          action: operation === 'scale' ? { action: 'scale', size: size as 'A1' } : { action: operation },
        }),
      t(`capacities.done.${operation}`, { name: capacity.name }),
    );
    if (done) setConfirming(null);
  }

  async function saveWorkspaces(workspaceIds: number[]) {
    if (!choosing) return;
    const done = await notices.run(
      () => assign.mutateAsync({ id: choosing.id, workspaceIds }),
      t('capacities.done.workspaces', { name: choosing.name }),
    );
    if (done) setChoosing(null);
  }

  const data = query.data;
  const showUnit = user?.perfil_usuario === 'master' || user?.perfil_usuario === 'a2m';

  return (
    <ListPage
      title={t('capacities.title')}
      description={t('capacities.subtitle')}
      actions={manage && <AddButton onClick={editing.add}>{t('capacities.add')}</AddButton>}
    >
      {data && !manage && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
          {t(user?.perfil_usuario === 'user' ? 'capacities.unitReadOnly' : 'capacities.readOnly')}
        </Alert>
      )}

      <AsyncList
        query={query}
        layout="plain"
        skeleton={
          <Stack gap="md" aria-busy="true" aria-label={t('capacities.loading')}>
            <Skeleton height={220} radius="lg" />
            <Skeleton height={220} radius="lg" />
          </Stack>
        }
        errorTitle={t('capacities.errorTitle')}
        empty={{ icon: <IconServer size={28} />, description: t('capacities.empty') }}
      >
        {(capacities) => (
          <Stack gap="md">
            {capacities.map((capacity) => (
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
        )}
      </AsyncList>

      {manage && (
        <>
          <CapacityFormModal {...editing.form} capacity={editing.value} options={options.data} />
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
          {deletion.modal}
        </>
      )}
    </ListPage>
  );
}
