import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_REMOTE_REFUSAL_REASON_LENGTH } from '@mirante/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';

/** Asks for the reason the partner will see; the reason is optional. */
export function RefuseDialog({
  requester,
  onCancel,
  onConfirm,
}: {
  requester: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason);
    } catch (failure) {
      // A field error on the reason shows on the field; anything else as it came.
      setError(isApiError(failure) ? (failure.errors.reason?.[0] ?? failure.message) : String(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('remoteAccess.refuseText', { name: requester })}</Text>
        <Textarea
          label={t('remoteAccess.reason')}
          description={t('remoteAccess.reasonHint')}
          placeholder={t('remoteAccess.reasonPlaceholder')}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={MAX_REMOTE_REFUSAL_REASON_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t('remoteAccess.refuse')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
