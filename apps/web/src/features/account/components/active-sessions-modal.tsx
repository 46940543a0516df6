import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TActiveSession } from '@mirante/contracts';
import { IconAlertCircle, IconAlertTriangle, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useActiveSessions, useEndSession } from '../api/sessions';
import { SessionCard, useDeviceLabel } from './session-card';

interface ActiveSessionsModalProps {
  opened: boolean;
  onClose: () => void;
  /** Signs this browser out (ending the current session is a logout). */
  onSignOut: () => void;
}

/** "Active sessions": every device signed in to the account, each of which can be ended. */
export function ActiveSessionsModal({ opened, onClose, onSignOut }: ActiveSessionsModalProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<TActiveSession | null>(null);
  const end = useEndSession();

  function close() {
    setConfirming(null);
    end.reset();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('account.sessions.title')}</Text>}
      size="lg"
      centered
    >
      {opened &&
        (confirming ? (
          <ConfirmEnd
            session={confirming}
            pending={end.isPending}
            error={end.error}
            onCancel={() => {
              end.reset();
              setConfirming(null);
            }}
            onConfirm={() =>
              end.mutate(confirming.id, {
                onSuccess: (answer) => {
                  setConfirming(null);
                  if (answer.current) {
                    onClose();
                    onSignOut();
                    return;
                  }
                  notifications.show({ message: t('account.sessions.ended'), color: 'teal' });
                },
              })
            }
          />
        ) : (
          <SessionList onEnd={setConfirming} />
        ))}
    </Modal>
  );
}

function SessionList({ onEnd }: { onEnd: (session: TActiveSession) => void }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const query = useActiveSessions();

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('account.sessions.loading')}>
        {[0, 1].map((key) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Group wrap="nowrap">
              <Skeleton height={42} width={42} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="40%" />
                <Skeleton height={10} width="70%" />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  if (query.isError) {
    const message = isApiError(query.error) ? query.error.message : catalog('unexpected_error');
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={t('account.sessions.errorTitle')}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={() => void query.refetch()}
          >
            {t('common.actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const sessions = [...query.data.data].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('account.sessions.subtitle')}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {sessions.map((session) => (
          <SessionCard key={session.id} session={session} onEnd={onEnd} />
        ))}
      </Stack>
      {sessions.length <= 1 && (
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size="sm" radius="xl" variant="light" color="teal">
            <IconShieldCheck size={14} aria-hidden="true" />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {t('account.sessions.onlyThis')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

interface ConfirmEndProps {
  session: TActiveSession;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before a session ends; it stays until answered. */
function ConfirmEnd({ session, pending, error, onCancel, onConfirm }: ConfirmEndProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const deviceLabel = useDeviceLabel();
  const errorMessage = error ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;

  return (
    <Stack gap="md" role="alertdialog" aria-labelledby="end-session-title">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={42} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={22} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700} id="end-session-title">
            {t('account.sessions.confirmTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {session.current
              ? t('account.sessions.confirmCurrent')
              : t('account.sessions.confirmText', { device: deviceLabel(session) })}
          </Text>
        </Stack>
      </Group>
      {errorMessage && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('account.sessions.endFailed')}
        >
          {errorMessage}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('common.actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending} data-autofocus>
          {t('account.sessions.confirmEnd')}
        </Button>
      </Group>
    </Stack>
  );
}
