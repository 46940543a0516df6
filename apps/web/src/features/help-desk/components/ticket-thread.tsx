import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TTicketFollowUp } from '@mirante/contracts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { AttachmentList } from './attachment-list';

/** The ticket's follow-ups in order: answers, internal notes (support side only) and status changes. */
export function TicketThread({ followUps }: { followUps: TTicketFollowUp[] }) {
  const { t } = useTranslation();
  if (followUps.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('helpDesk.ticket.emptyThread')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="ticket-thread">
      {followUps.map((item) => {
        const name = item.author?.name ?? t('helpDesk.ticket.someone');
        return (
          <Card
            key={item.id}
            withBorder
            padding="sm"
            radius="md"
            bg={item.internal ? 'var(--mantine-color-yellow-light)' : undefined}
            data-testid="follow-up"
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  {item.internal && (
                    <Badge color="yellow" variant="light" leftSection={<IconLock size={12} />}>
                      {t('helpDesk.ticket.internal')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDate(item.created_at, 'datetime')}
                </Text>
              </Group>
              {item.status_change && (
                <Text size="sm" c="dimmed" fs="italic">
                  {t(`helpDesk.ticket.statusChanged.${item.status_change}`, { name })}
                </Text>
              )}
              {item.body && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {item.body}
                </Text>
              )}
              <AttachmentList files={item.attachments} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
