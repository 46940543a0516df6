import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { defaultLandingPath, type TUnitUser } from '@mirante/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { safeRedirectTarget } from '../../../lib/redirect';
import { adoptSession, stepPath } from '../../../lib/session-answer';
import { accessAsUser } from '../api/users-api';

/**
 * Confirms and starts acting as one of the unit's users. The answer is the user's session (the
 * banner offers the way back), or, when the unit requires consent, the page that waits for it.
 */
export function AccessAsUserModal({ user, onClose }: { user: TUnitUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  async function start() {
    if (!user) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await accessAsUser(user.id);
      const step = stepPath(answer);
      if (step) {
        close();
        await navigate(step);
        return;
      }
      const session = await adoptSession(answer);
      if (!session) throw new Error('The access answered without a session');
      queryClient.clear();
      close();
      await navigate(safeRedirectTarget(answer.data.intended) ?? defaultLandingPath(session.perfil_usuario), {
        replace: true,
      });
    } catch (failure) {
      setError(
        isApiError(failure)
          ? failure.code === 'no_functionality_access'
            ? t('users.accessNotAllowed')
            : failure.message
          : catalog('unexpected_error'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={t('users.accessTitle', { name: user?.name ?? '' })}
      centered
    >
      <Stack gap="lg">
        <FormErrorAlert title={t('users.accessAsUser')} message={error} />
        <Text size="sm">{t('users.accessText', { name: user?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.actions.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void start()}>
            {t('users.accessConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
