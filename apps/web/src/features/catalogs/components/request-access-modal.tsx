import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CATALOG_MESSAGE_MAX, type TCatalogEntry } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Modal
      opened={entry !== null}
      onClose={onClose}
      centered
      title={t('catalogs.askTitle', { title: entry?.title ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.actions.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {isApiError(error) ? error.message : catalog('unexpected_error')}
            </Alert>
          )}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {t('catalogs.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
