import { Group, Loader, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { TRemoteAccessRequest } from '@mirante/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmptyState, ListPage, ListTable, useNotices } from '../../../components/list';
import { isApiError } from '../../../lib/api';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDecideRemoteRequest, useRemoteRequests } from '../api/remote-access';
import { RefuseDialog } from '../components/refuse-dialog';
import { useRemoteRequestColumns } from '../components/remote-requests-table';

/**
 * `remote/authorization`: partners asking to enter this unit, for its admins to authorize or
 * refuse. The list refreshes itself every 5 s. A user sees the requests of the unit's admins to
 * act as them, and answers them the same way.
 */
export function RemoteAuthorizationPage() {
  const { t } = useTranslation();
  usePageTitle(t('remoteAccess.pageTitle'));
  const user = useCachedUser();
  // A partner inside the unit does not answer requests (the server refuses it): only own admins.
  const impersonated = Boolean(user?.impersonator);
  // Admins answer partners; a user answers the admins who ask to act as them.
  const isAdmin = (user?.perfil_usuario === 'admin' || user?.perfil_usuario === 'user') && !impersonated;
  // A user answers for themselves: someone asks to act as them, not to enter the unit.
  const asYou = user?.perfil_usuario === 'user';
  const query = useRemoteRequests(isAdmin);
  const decide = useDecideRemoteRequest();
  const [busyId, setBusyId] = useState<number | null>(null);

  const { failed } = useNotices();

  /** What authorizing lets the requester do, naming who they are. */
  function authorizeText(request: TRemoteAccessRequest): string {
    const values = {
      name: request.requester.name,
      partner: request.partner.name,
      profile: t(`profiles.${request.perfil_usuario}`),
    };
    if (!asYou) return t('remoteAccess.authorizeText', values);
    return request.requested_by === 'admin'
      ? t('remoteAccess.authorizeAsYouAdminText', values)
      : t('remoteAccess.authorizeAsYouPartnerText', values);
  }

  function authorize(request: TRemoteAccessRequest) {
    modals.openConfirmModal({
      title: t('remoteAccess.authorizeTitle'),
      centered: true,
      children: <Text size="sm">{authorizeText(request)}</Text>,
      labels: { confirm: t('remoteAccess.authorize'), cancel: t('common.actions.cancel') },
      confirmProps: { color: 'teal' },
      onConfirm: async () => {
        setBusyId(request.id);
        try {
          await decide.mutateAsync({ id: request.id, decision: 'authorize' });
          notifications.show({
            color: 'teal',
            message: t('remoteAccess.authorizedNotice', { name: request.requester.name }),
          });
        } catch (error) {
          failed(error);
        } finally {
          setBusyId(null);
        }
      },
    });
  }

  function refuse(request: TRemoteAccessRequest) {
    const modalId = modals.open({
      title: t('remoteAccess.refuseTitle'),
      centered: true,
      children: (
        <RefuseDialog
          requester={request.requester.name}
          onCancel={() => modals.close(modalId)}
          onConfirm={async (reason) => {
            try {
              await decide.mutateAsync({ id: request.id, decision: 'refuse', reason });
            } catch (error) {
              // A request answered meanwhile closes the dialog; other failures stay on it.
              if (isApiError(error) && error.status === 409) {
                modals.close(modalId);
                failed(error);
                return;
              }
              throw error;
            }
            modals.close(modalId);
            notifications.show({
              color: 'teal',
              message: t('remoteAccess.refusedNotice', { name: request.requester.name }),
            });
          }}
        />
      ),
    });
  }

  const columns = useRemoteRequestColumns({ busyId, onAuthorize: authorize, onRefuse: refuse });
  const data = query.data?.data;
  return (
    <ListPage
      title={t('remoteAccess.title')}
      description={asYou ? t('remoteAccess.userSubtitle') : t('remoteAccess.subtitle')}
      actions={
        isAdmin && (
          <Group gap={6} c="dimmed" wrap="nowrap">
            {query.isFetching && data ? <Loader size={12} aria-hidden="true" /> : null}
            <Text size="xs">{t('remoteAccess.autoRefresh')}</Text>
          </Group>
        )
      }
    >
      {isAdmin ? (
        <ListTable
          query={query}
          errorTitle={t('remoteAccess.errorTitle')}
          empty={{
            icon: <IconShieldLock size={28} />,
            title: t('remoteAccess.emptyTitle'),
            description: asYou ? t('remoteAccess.userEmptyText') : t('remoteAccess.emptyText'),
          }}
          columns={columns}
          rowKey={(request) => request.id}
          rowLabel={(request) => request.requester.name}
          minWidth={860}
          loadingLabel={t('remoteAccess.loadingLabel')}
          skeletonRows={4}
        />
      ) : (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <ListEmptyState
            icon={<IconShieldLock size={28} />}
            title={t('remoteAccess.emptyTitle')}
            description={impersonated ? t('remoteAccess.impersonatedText') : t('remoteAccess.userEmptyText')}
          />
        </Paper>
      )}
    </ListPage>
  );
}
