import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CATALOG_MESSAGE_MAX, type TCatalogEntry } from '@mirante/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useRequestAccess } from '../api/catalogs';

/** Ask for access to a catalog report, with an optional message to the admins. */
export function RequestAccessModal({ entry, onClose }: { entry: TCatalogEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const request = useRequestAccess();
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!entry) return;
    setMessage('');
    request.reset();
  }, [entry]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!entry) return;
    try {
      await request.mutateAsync({ reportId: entry.report_id, message: message.trim() || null });
      notifications.show({ color: 'teal', message: t('catalogs.sent', { title: entry.title }) });
      onClose();
    } catch {
      // Shown below.
    }
  }

  const error = request.error;
  return (
    <FormModal
      opened={entry !== null}
      onClose={onClose}
      title={t('catalogs.askTitle', { title: entry?.title ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.actions.cancel') }}
      onSubmit={submit}
      message={error ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null}
      pending={request.isPending}
      submitLabel={t('catalogs.send')}
    >
      <Textarea
        label={t('catalogs.message')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={CATALOG_MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        data-autofocus
      />
    </FormModal>
  );
}
