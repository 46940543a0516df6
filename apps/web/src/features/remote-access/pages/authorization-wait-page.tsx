import { Button, Loader, Stack, Text } from '@mantine/core';
import { defaultLandingPath, type TRemoteStatusResponse } from '@mirante/contracts';
import {
  IconCircleX,
  IconClockX,
  IconHourglass,
  IconHome,
  IconRefresh,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { safeRedirectTarget } from '../../../lib/redirect';
import { adoptSession } from '../../../lib/session-answer';
import { formatDate } from '../../../lib/format';
import { useRemoteStatus } from '../api/remote-access';

type Target = Pick<TRemoteStatusResponse, 'company' | 'perfil_usuario'>;

/**
 * `/authorization/{token}`: the partner waits here while a unit admin answers. The page asks
 * every 2 s and, once authorized, continues into the unit without a reload; a refusal shows
 * its reason, and a request nobody answered in time says so.
 */
export function AuthorizationWaitPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token = '' } = useParams();
  const status = useRemoteStatus(token);
  const entered = useRef(false);
  const data = status.data;

  const home = (
    <Button component={Link} to="/" variant="default" leftSection={<IconHome size={18} />}>
      {t('remoteAccess.backHome')}
    </Button>
  );
  const profileOf = (target: Target) => t(`profiles.${target.perfil_usuario}`);

  useEffect(() => {
    if (data?.status !== 'authorized' || entered.current) return;
    entered.current = true;
    const { login } = data;
    void adoptSession(login).then(async (user) => {
      // Server state of the partner session goes; this page's own answer stays until it unmounts,
      // so it is not asked again (the session is handed out once).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'remote-status' });
      const target =
        safeRedirectTarget(login.data.intended) ?? (user ? defaultLandingPath(user.perfil_usuario) : '/');
      await navigate(target, { replace: true });
    });
  }, [data, navigate, queryClient]);

  if (status.isError) {
    const notFound = isApiError(status.error) && status.error.status === 404;
    return (
      <StatusPage
        icon={IconCircleX}
        color="red"
        title={t('remoteAccess.checkErrorTitle')}
        lead={
          notFound ? catalog('invalid_token') : isApiError(status.error) ? status.error.message : undefined
        }
        description={t('remoteAccess.checkErrorText')}
        actions={
          <>
            {!notFound && (
              <Button leftSection={<IconRefresh size={18} />} onClick={() => void status.refetch()}>
                {t('common.actions.retry')}
              </Button>
            )}
            {home}
          </>
        }
      />
    );
  }

  if (!data || data.status === 'pending') {
    return (
      <StatusPage
        icon={IconHourglass}
        title={t('remoteAccess.waitTitle')}
        description={
          data ? (
            <>
              {t('remoteAccess.waitText', { unit: data.company.name, profile: profileOf(data) })}
              <Text component="span" display="block" size="sm" mt="xs">
                {t('remoteAccess.waitExpires', { time: formatDate(data.expires_at, 'time') })}
              </Text>
            </>
          ) : (
            t('common.states.loading')
          )
        }
        actions={
          <Stack align="center" gap="lg">
            <Loader size="md" type="dots" aria-label={t('remoteAccess.waitTitle')} />
            {home}
          </Stack>
        }
      />
    );
  }

  if (data.status === 'authorized') {
    return (
      <StatusPage
        icon={IconShieldCheck}
        color="teal"
        title={t('remoteAccess.authorizedTitle')}
        description={t('remoteAccess.enteringText', { unit: data.company.name })}
        actions={<Loader size="sm" aria-label={t('common.states.loading')} />}
      />
    );
  }

  if (data.status === 'refused') {
    return (
      <StatusPage
        icon={IconCircleX}
        color="red"
        title={t('remoteAccess.refusedTitle')}
        lead={data.reason ? t('remoteAccess.refusedReason', { reason: data.reason }) : undefined}
        description={t('remoteAccess.refusedText', { unit: data.company.name, profile: profileOf(data) })}
        actions={home}
      />
    );
  }

  return (
    <StatusPage
      icon={IconClockX}
      color="orange"
      title={t('remoteAccess.expiredTitle')}
      description={t('remoteAccess.expiredText', { unit: data.company.name })}
      actions={home}
    />
  );
}
