import { Accordion, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TFaqEntry } from '@mirante/contracts';
import { IconHelpCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AsyncList, ListSearch } from '../../../components/list';
import { useListState } from '../../../lib/list';
import { useFaq } from '../api/faq-api';

function EntryAnswer({ entry }: { entry: TFaqEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lang={entry.language}>
        {entry.answer}
      </Text>
      {entry.language !== i18n.language ? (
        <Text size="xs" c="dimmed">
          {t('faq.fallback')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The questions a reader sees (the platform's, then their partner's), searchable, one opened at a time. */
export function FaqReader() {
  const { t } = useTranslation();
  const list = useListState({ key: 'url' });
  const query = useFaq({ page: list.page, search: list.search });
  return (
    <Stack gap="md">
      <ListSearch
        state={list}
        label={t('faq.search')}
        placeholder={t('faq.searchPlaceholder')}
        clearLabel={t('faq.clearSearch')}
        busy={query.isFetching && Boolean(query.data)}
      />
      <AsyncList
        query={query}
        list={list}
        layout="cards"
        errorTitle={t('faq.errorTitle')}
        empty={{
          icon: list.search ? <IconSearch size={28} /> : <IconHelpCircle size={28} />,
          description: list.search ? t('faq.emptySearch') : t('faq.empty'),
        }}
        skeleton={
          <Stack gap="xs" aria-busy="true" aria-label={t('faq.loading')}>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={52} radius="md" />
            ))}
          </Stack>
        }
      >
        {(entries) => (
          <Accordion variant="separated" radius="md" chevronPosition="right">
            {entries.map((entry) => (
              <Accordion.Item key={entry.id} value={String(entry.id)} data-testid={`faq-entry-${entry.id}`}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Text fw={600} size="sm" lang={entry.language}>
                      {entry.question}
                    </Text>
                    <Badge
                      variant="light"
                      color={entry.source === 'platform' ? 'gray' : 'blue'}
                      style={{ flexShrink: 0 }}
                    >
                      {entry.source === 'platform' ? t('faq.source.platform') : entry.source_name}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <EntryAnswer entry={entry} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </AsyncList>
    </Stack>
  );
}
