import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TPlaylistSummary, ZCreatePlaylistDeviceRequest } from '@mirante/contracts';
import { IconAlertCircle, IconCheck, IconCopy, IconDeviceTv } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { isApiError } from '../../../lib/api';
import { contractValidate, maxLengthOf, useServerFieldErrors, useWordFieldError } from '../../../lib/forms';
import { formatDate } from '../../../lib/format';
import { useCatalog } from '../../../lib/i18n';
import { useCreateDevice, usePlaylistDevices, useRevokeDevice } from '../api/playlists';

interface DevicesModalProps {
  playlist: TPlaylistSummary | null;
  onClose: () => void;
}

/** TV devices of a playlist: create a link (shown once) and revoke devices. */
export function DevicesModal({ playlist, onClose }: DevicesModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const devices = usePlaylistDevices(playlist?.id ?? null);
  const create = useCreateDevice();
  const revoke = useRevokeDevice();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const word = useWordFieldError(useCallback(() => t('playlists.deviceList.name'), [t]));
  // Every failure of the request is told on the name, the only field.
  const failure = useServerFieldErrors({
    error: create.error,
    fields: ['name'],
    setFieldError: (_field, text) => setNameError(text),
    word,
  });
  useEffect(() => {
    if (failure) setNameError(failure);
  }, [create.error]);
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    if (playlist) return;
    setName('');
    setNameError(null);
    setLink(null);
    create.reset();
  }, [playlist]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!playlist) return;
    const refused = contractValidate(ZCreatePlaylistDeviceRequest, word)({ name: name.trim() }).name;
    setNameError(refused ? String(refused) : null);
    if (refused) return;
    try {
      const created = await create.mutateAsync({ id: playlist.id, name: name.trim() });
      setLink(`${window.location.origin}${created.path}`);
      setName('');
    } catch {
      // Shown on the name (useServerFieldErrors), the only field.
    }
  }

  async function revokeDevice(deviceId: number, deviceName: string) {
    if (!playlist) return;
    try {
      await revoke.mutateAsync({ id: playlist.id, deviceId });
      notifications.show({ color: 'teal', message: t('playlists.deviceList.revoked', { name: deviceName }) });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
    }
  }

  return (
    <Modal
      opened={playlist !== null}
      onClose={onClose}
      size="lg"
      centered
      title={t('playlists.deviceList.title', { name: playlist?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('playlists.deviceList.hint')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              style={{ flex: 1 }}
              label={t('playlists.deviceList.name')}
              placeholder={t('playlists.deviceList.namePlaceholder')}
              maxLength={maxLengthOf(ZCreatePlaylistDeviceRequest.shape.name)}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
            />
            <Button type="submit" mt={25} loading={create.isPending} leftSection={<IconDeviceTv size={16} />}>
              {t('playlists.deviceList.create')}
            </Button>
          </Group>
        </form>
        {link && (
          <Alert
            variant="light"
            color="teal"
            title={t('playlists.deviceList.linkTitle')}
            icon={<IconDeviceTv size={20} />}
          >
            <Stack gap="xs">
              <Text size="sm">{t('playlists.deviceList.linkHint')}</Text>
              <Code
                block
                data-testid="device-link"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
              >
                {link}
              </Code>
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    onClick={copy}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {copied ? t('playlists.deviceList.copied') : t('playlists.deviceList.copy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
        {devices.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        ) : devices.isError ? (
          <QueryErrorAlert
            title={t('playlists.deviceList.errorTitle')}
            error={devices.error}
            onRetry={() => void devices.refetch()}
          />
        ) : devices.data.data.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('playlists.deviceList.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('playlists.deviceList.name')}</Table.Th>
                <Table.Th>{t('playlists.deviceList.createdAt')}</Table.Th>
                <Table.Th>{t('playlists.deviceList.lastSeen')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {devices.data.data.map((device) => (
                <Table.Tr key={device.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {device.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {formatDate(device.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {device.last_seen_at
                        ? formatDate(device.last_seen_at)
                        : t('playlists.deviceList.never')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {device.revoked_at ? (
                      <Badge color="gray" variant="light">
                        {t('playlists.deviceList.inactive')}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('playlists.deviceList.revokeName', { name: device.name })}
                        onClick={() => void revokeDevice(device.id, device.name)}
                      >
                        {t('playlists.deviceList.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {create.isError && !nameError && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />}>
            {catalog('unexpected_error')}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
