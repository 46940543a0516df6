import { Badge, Indicator, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TCatalogEntry } from '@mirante/contracts';
import { IconBooks, IconInbox } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncList, ListPage, PageTabs } from '../../../components/list';
import { useTabParam } from '../../../lib/list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCatalogBadge, useCatalogEntries, useMarkSeen } from '../api/catalogs';
import { CatalogGrid } from '../components/catalog-grid';
import { RequestAccessModal } from '../components/request-access-modal';
import { RequestsPanel } from '../components/requests-panel';

/**
 * Tells the requester, once, how their requests were answered, then marks them seen (the
 * server keeps `seen_at`, so the notice does not come back on another device).
 */
function useAnswerNotices(entries: TCatalogEntry[] | undefined) {
  const { t } = useTranslation();
  const markSeen = useMarkSeen();
  const shown = useRef(false);
  useEffect(() => {
    if (!entries || shown.current) return;
    const unseen = entries.filter((e) => e.unseen);
    if (unseen.length === 0) return;
    shown.current = true;
    for (const entry of unseen) {
      notifications.show(
        entry.status === 'denied'
          ? {
              color: 'red',
              title: t('catalogs.notice.deniedTitle'),
              message: t('catalogs.notice.denied', { title: entry.title, reason: entry.reason ?? '' }),
            }
          : entry.status === 'granted'
            ? {
                color: 'teal',
                title: t('catalogs.notice.grantedTitle'),
                message: t('catalogs.notice.granted', { title: entry.title }),
              }
            : { message: entry.title },
      );
    }
    markSeen.mutate();
  }, [entries]);
}

function CatalogPanel() {
  const { t } = useTranslation();
  const query = useCatalogEntries();
  const [requesting, setRequesting] = useState<TCatalogEntry | null>(null);
  useAnswerNotices(query.data?.data);

  return (
    <>
      <AsyncList
        query={query}
        layout="plain"
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('catalogs.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={260} radius="lg" />
            ))}
          </SimpleGrid>
        }
        errorTitle={t('catalogs.errorTitle')}
        empty={{ icon: <IconBooks size={28} />, description: t('catalogs.empty') }}
      >
        {(entries) => (
          <CatalogGrid
            entries={entries}
            canRequest={query.data?.policies.request ?? false}
            onRequest={setRequesting}
          />
        )}
      </AsyncList>
      <RequestAccessModal entry={requesting} onClose={() => setRequesting(null)} />
    </>
  );
}

/**
 * `catalogs`: the unit's catalog reports with the caller's status. Users ask for access;
 * admins also answer the requests (their tab shows how many wait).
 */
export function CatalogsPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogs.pageTitle'));
  const entries = useCatalogEntries();
  const badge = useCatalogBadge();
  const decide = entries.data?.policies.decide ?? false;
  const [requested, setTab] = useTabParam(['catalog', 'requests']);
  const tab = decide ? requested : 'catalog';
  const pending = badge.data?.pending ?? 0;
  const unseen = badge.data?.unseen ?? 0;

  return (
    <ListPage
      title={t('catalogs.title')}
      description={t('catalogs.subtitle')}
      actions={
        unseen > 0 && (
          <Indicator processing color="teal" position="middle-start" offset={-10}>
            <Text size="sm" fw={600} c="teal" pl="md">
              {t('catalogs.newAnswers')}
            </Text>
          </Indicator>
        )
      }
    >
      {decide ? (
        <PageTabs
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'catalog', label: t('catalogs.tabCatalog'), icon: IconBooks, panel: <CatalogPanel /> },
            {
              value: 'requests',
              label: t('catalogs.tabRequests'),
              icon: IconInbox,
              badge:
                pending > 0 ? (
                  <Badge
                    size="sm"
                    circle
                    color="red"
                    aria-label={t('catalogs.pendingCount', { count: pending })}
                  >
                    {pending}
                  </Badge>
                ) : undefined,
              panel: <RequestsPanel />,
            },
          ]}
        />
      ) : (
        <CatalogPanel />
      )}
    </ListPage>
  );
}
