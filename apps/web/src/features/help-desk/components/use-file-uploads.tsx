import { Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { uploadTicketFile } from '../api/help-desk-api';

interface Sending {
  name: string;
  share: number;
}

/**
 * Sends files to a ticket (or a follow-up) one after the other, keeping each one's progress on
 * screen; a refused file is reported by name and the others still go.
 */
export function useFileUploads() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const [sending, setSending] = useState<Sending[]>([]);

  async function send(ticketId: number, files: File[], followUpId?: number): Promise<number> {
    setSending(files.map((file) => ({ name: file.name, share: 0 })));
    let sent = 0;
    for (const [index, file] of files.entries()) {
      const onProgress = (share: number) =>
        setSending((current) => current.map((item, i) => (i === index ? { ...item, share } : item)));
      try {
        await uploadTicketFile({ ticketId, followUpId, file, onProgress });
        sent += 1;
      } catch (error) {
        notifications.show({
          color: 'red',
          message: t('helpDesk.uploadFailed', {
            name: file.name,
            message: isApiError(error) ? error.message : catalog('unexpected_error'),
          }),
        });
      }
    }
    setSending([]);
    return sent;
  }

  const progress =
    sending.length > 0 ? (
      <Stack gap={6}>
        {sending.map((item) => (
          <Stack key={item.name} gap={2}>
            <Text size="xs" c="dimmed">
              {t('helpDesk.uploading', { name: item.name })}
            </Text>
            <Progress
              value={Math.round(item.share * 100)}
              size="sm"
              aria-label={t('helpDesk.uploading', { name: item.name })}
              transitionDuration={150}
            />
          </Stack>
        ))}
      </Stack>
    ) : null;

  return { send, progress, busy: sending.length > 0 };
}
