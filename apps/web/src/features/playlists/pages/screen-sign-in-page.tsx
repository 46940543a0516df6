import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { authRoutes } from '@mirante/contracts';
import { IconDeviceTvOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { api, isApiError } from '../../../lib/api';
import { adoptSession } from '../../../lib/session-answer';
import { usePageTitle } from '../../../lib/use-page-title';
import { screenPath } from '../lib/screen';

/**
 * `/auth/playlist/:token`: a TV screen signs in with its device link (a session for that
 * playlist only), keeps the session as a sign-in does, and opens the playlist.
 */
export function ScreenSignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('playlists.pageTitle'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when a development double render runs the effect twice.
    if (started.current) return;
    started.current = true;
    api
      .call(authRoutes.playlistLogin, { body: { token }, skipSessionHandling: true })
      .then(async (answer) => {
        const user = await adoptSession(answer);
        if (!user) throw new Error('no session');
        navigate(screenPath(answer.data.intended), { replace: true });
      })
      .catch((e: unknown) => setError(isApiError(e) ? e.message : t('playlists.screen.failedHint')));
  }, [token, navigate, t]);

  if (error) {
    return (
      <StatusPage
        icon={IconDeviceTvOff}
        color="red"
        title={t('playlists.screen.failedTitle')}
        lead={error}
        description={t('playlists.screen.failedHint')}
        actions={
          <Button component={Link} to="/signin" variant="light">
            {t('playlists.screen.toSignin')}
          </Button>
        }
      />
    );
  }
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('playlists.screen.signingIn')}</Text>
      </Stack>
    </Center>
  );
}
