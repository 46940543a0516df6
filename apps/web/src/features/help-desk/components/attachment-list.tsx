import { Button, Group } from '@mantine/core';
import type { TTicketAttachment } from '@mirante/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/list';
import { downloadFile } from '../../../lib/api';

/** A size as people read it (KB, MB). */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The files of a ticket or follow-up; each one downloads with the caller's session. */
export function AttachmentList({ files }: { files: TTicketAttachment[] }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const [busy, setBusy] = useState<number | null>(null);
  if (files.length === 0) return null;

  async function download(file: TTicketAttachment) {
    setBusy(file.id);
    try {
      await downloadFile(file.url, file.file_name);
    } catch (error) {
      notices.failed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Group gap="xs">
      {files.map((file) => (
        <Button
          key={file.id}
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={busy === file.id}
          onClick={() => void download(file)}
          aria-label={t('helpDesk.ticket.download', { name: file.file_name })}
        >
          {file.file_name} · {sizeText(file.size)}
        </Button>
      ))}
    </Group>
  );
}
