import { Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TICKET_PRIORITIES, type TicketPriority, ZCreateTicketRequest } from '@mirante/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/forms';
import { useOpenTicket } from '../api/help-desk-api';
import { filesWithinCap, TicketFilesInput } from './ticket-files-input';
import { useFileUploads } from './use-file-uploads';

const FIELDS = ['subject', 'description', 'priority'] as const;
type Field = (typeof FIELDS)[number];
interface Values {
  subject: string;
  description: string;
  priority: TicketPriority;
  [key: string]: unknown;
}

const EMPTY: Values = { subject: '', description: '', priority: 'normal' };
const toInput = (values: Values) => ({
  subject: values.subject,
  description: values.description,
  priority: values.priority,
});

/** Opens a ticket with its files, each sent with its progress, then shows the new ticket. */
export function NewTicketModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenTicket();
  const uploads = useFileUploads();
  const [files, setFiles] = useState<File[]>([]);
  const label = useCallback((field: string) => t(`helpDesk.fields.${field as Field}`), [t]);
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZCreateTicketRequest,
    label,
    fields: FIELDS,
    error: open.error,
    toInput,
    initialValues: EMPTY,
  });

  useEffect(() => {
    if (!opened) return;
    open.reset();
    setFiles([]);
    load(EMPTY);
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    if (!filesWithinCap(files)) return;
    const ticket = await open.mutateAsync(toInput(values)).catch(() => null);
    if (!ticket) return;
    if (files.length > 0) await uploads.send(ticket.id, files);
    notifications.show({ color: 'teal', message: t('helpDesk.created', { number: ticket.id }) });
    onClose();
    navigate(`/help_desk/${ticket.id}`);
  });

  const busy = open.isPending || uploads.busy;
  return (
    <FormModal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={t('helpDesk.addTitle')}
      onSubmit={submit}
      message={message}
      pending={busy}
      lockCancel
      submitLabel={t('helpDesk.add')}
      size="lg"
    >
      <TextInput label={label('subject')} required data-autofocus {...fieldProps('subject')} />
      <Textarea
        label={label('description')}
        required
        autosize
        minRows={4}
        maxRows={10}
        {...fieldProps('description')}
      />
      <Select
        label={label('priority')}
        allowDeselect={false}
        data={TICKET_PRIORITIES.map((value) => ({ value, label: t(`helpDesk.priority.${value}`) }))}
        {...form.getInputProps('priority')}
      />
      <TicketFilesInput value={files} onChange={setFiles} disabled={busy} />
      {uploads.progress}
    </FormModal>
  );
}
