import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TTicketDetail, ZCreateFollowUpRequest } from '@mirante/contracts';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/list';
import { useInvalidate } from '../../../lib/api';
import { maxLengthOf } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { postFollowUp } from '../api/help-desk-api';
import { filesWithinCap, TicketFilesInput } from './ticket-files-input';
import { useFileUploads } from './use-file-uploads';

/** Adds a follow-up (an internal note for the support side) with its files. */
export function ReplyForm({ ticket }: { ticket: TTicketDetail }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const catalog = useCatalog();
  const invalidate = useInvalidate([['help-desk']]);
  const uploads = useFileUploads();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    const parsed = ZCreateFollowUpRequest.safeParse({ body, internal });
    if (!parsed.success) {
      setError(catalog('field_required', { name: t('helpDesk.ticket.reply') }));
      return;
    }
    if (!filesWithinCap(files)) return;
    setError(null);
    setPending(true);
    try {
      const created = await postFollowUp({ id: ticket.id, input: parsed.data });
      if (files.length > 0) await uploads.send(ticket.id, files, created.id);
      setBody('');
      setFiles([]);
      setInternal(false);
      notifications.show({ color: 'teal', message: t('helpDesk.ticket.sent') });
    } catch (failure) {
      notices.failed(failure);
    } finally {
      setPending(false);
      await invalidate();
    }
  }

  return (
    <Stack gap="sm">
      <Textarea
        label={t('helpDesk.ticket.reply')}
        placeholder={t('helpDesk.ticket.replyPlaceholder')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={maxLengthOf(ZCreateFollowUpRequest.shape.body)}
        value={body}
        error={error}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      {ticket.policies.internal_notes && (
        <Checkbox
          label={t('helpDesk.ticket.internalToggle')}
          checked={internal}
          onChange={(event) => setInternal(event.currentTarget.checked)}
        />
      )}
      <TicketFilesInput value={files} onChange={setFiles} disabled={pending} />
      {uploads.progress}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {ticket.status === 'solved' ? t('helpDesk.ticket.reopenHint') : ''}
        </Text>
        <Button leftSection={<IconSend size={16} />} loading={pending} onClick={() => void send()}>
          {t('helpDesk.ticket.send')}
        </Button>
      </Group>
    </Stack>
  );
}
