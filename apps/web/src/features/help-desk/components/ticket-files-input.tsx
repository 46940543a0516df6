import { FileInput } from '@mantine/core';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_PER_ITEM,
} from '@mirante/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ACCEPT = Object.keys(TICKET_ATTACHMENT_TYPES).join(',');
const MAX_MB = TICKET_ATTACHMENT_MAX_BYTES / (1024 * 1024);

/** Picks the files of a ticket or follow-up, within the accepted types, count and size. */
export function TicketFilesInput({
  value,
  onChange,
  disabled,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const tooBig = value.filter((file) => file.size > TICKET_ATTACHMENT_MAX_BYTES).map((file) => file.name);
  return (
    <FileInput
      multiple
      clearable
      accept={ACCEPT}
      label={t('helpDesk.fields.files')}
      placeholder={t('helpDesk.filesPlaceholder')}
      description={t('helpDesk.filesHint', { count: TICKET_ATTACHMENTS_PER_ITEM, size: MAX_MB })}
      leftSection={<IconPaperclip size={16} />}
      value={value}
      onChange={(files) => onChange(files.slice(0, TICKET_ATTACHMENTS_PER_ITEM))}
      error={
        tooBig.length > 0
          ? `${tooBig.join(', ')}: ${t('helpDesk.filesHint', { count: TICKET_ATTACHMENTS_PER_ITEM, size: MAX_MB })}`
          : undefined
      }
      disabled={disabled}
    />
  );
}

/** Whether every picked file is within the size cap (the server checks again, and the type). */
export function filesWithinCap(files: File[]): boolean {
  return files.every((file) => file.size <= TICKET_ATTACHMENT_MAX_BYTES);
}
