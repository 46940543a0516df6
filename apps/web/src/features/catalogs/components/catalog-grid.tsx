import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { TCatalogEntry, TCatalogStatus } from '@mirante/contracts';
import { IconBook2, IconExternalLink, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATUS_COLOR: Record<TCatalogStatus, string> = {
  available: 'blue',
  requested: 'yellow',
  granted: 'teal',
  denied: 'red',
};

interface CatalogGridProps {
  entries: TCatalogEntry[];
  canRequest: boolean;
  onRequest: (entry: TCatalogEntry) => void;
}

/** The catalog's reports as cards: cover, description, the caller's status and what to do next. */
export function CatalogGrid({ entries, canRequest, onRequest }: CatalogGridProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {entries.map((entry) => (
        <Card key={entry.report_id} withBorder radius="lg" padding="md" data-testid="catalog-card">
          <Card.Section>
            <AspectRatio ratio={16 / 7}>
              {entry.cover_url ? (
                <Image src={entry.cover_url} alt="" />
              ) : (
                <Center bg="var(--mantine-color-gray-1)" aria-label={t('catalogs.noCover')}>
                  <IconBook2 size={40} stroke={1.3} color="var(--mantine-color-gray-5)" />
                </Center>
              )}
            </AspectRatio>
          </Card.Section>
          <Stack gap="xs" mt="md" style={{ flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{entry.title}</Text>
              <Badge color={STATUS_COLOR[entry.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`catalogs.status.${entry.status}`)}
              </Badge>
            </Group>
            {entry.catalog_description && (
              <Text size="sm" c="dimmed" lineClamp={4}>
                {entry.catalog_description}
              </Text>
            )}
            {entry.status === 'denied' && entry.reason && (
              <Text size="sm" c="red">
                {t('catalogs.deniedReason', { reason: entry.reason })}
              </Text>
            )}
          </Stack>
          <Group mt="md">
            {entry.status === 'granted' ? (
              <Button
                component={Link}
                to={`/${entry.report_id}/reports/view`}
                variant="light"
                size="xs"
                leftSection={<IconExternalLink size={14} />}
              >
                {t('catalogs.open')}
              </Button>
            ) : canRequest && (entry.status === 'available' || entry.status === 'denied') ? (
              <Button
                size="xs"
                leftSection={<IconSend size={14} />}
                onClick={() => onRequest(entry)}
                aria-label={t('catalogs.requestFor', { title: entry.title })}
              >
                {t('catalogs.request')}
              </Button>
            ) : null}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
