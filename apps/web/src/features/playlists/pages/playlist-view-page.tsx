import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPresentationOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCatalog } from '../../../lib/i18n';
import { useCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePlaylistView } from '../api/playlists';
import { Slideshow } from '../components/slideshow';
import { SCREEN_PARAM } from '../lib/screen';
import classes from '../components/slideshow.module.css';

/** `:id/playlist/view`: the playlist's reports one after another, full screen. */
export function PlaylistViewPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const [params] = useSearchParams();
  const id = Number(useParams().id);
  const view = usePlaylistView(id);
  const user = useCachedUser();
  usePageTitle(view.data?.name ?? t('playlists.pageTitle'));
  // A TV screen (signed in through a device link) has nowhere else to go.
  const screen = params.has(SCREEN_PARAM) || Boolean(user?.playlist_id);
  const back = screen ? null : (
    <Button component={Link} to="/playlists" variant="light" leftSection={<IconArrowLeft size={16} />}>
      {t('playlists.view.back')}
    </Button>
  );

  if (view.isPending) {
    return (
      <div className={classes.stage}>
        <Center h="100%">
          <Loader color="gray.0" aria-label={t('playlists.view.loading')} />
        </Center>
      </div>
    );
  }
  if (view.isError) {
    return (
      <Stack maw={640} mx="auto">
        <QueryErrorAlert
          title={t('playlists.view.errorTitle')}
          error={view.error}
          onRetry={() => void view.refetch()}
        />
        {back}
      </Stack>
    );
  }
  if (view.data.slides.length === 0) {
    return (
      <div className={classes.stage}>
        <Center h="100%">
          <Stack align="center" gap="md">
            <IconPresentationOff size={56} stroke={1.4} aria-hidden="true" />
            <Text fz="xl" fw={600} role="status">
              {catalog('no_report_in_slideshow')}
            </Text>
            {back}
          </Stack>
        </Center>
      </div>
    );
  }
  return <Slideshow name={view.data.name} slides={view.data.slides} />;
}
