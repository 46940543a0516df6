import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@mirante/contracts';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AvatarPickerProps {
  name: string;
  url: string | null;
  busy: boolean;
  /** The chosen file (checked for size here, for content by the server), or null to remove. */
  onChange: (file: File | null) => void;
  error?: string | null;
  /** Shows the picture only, without the buttons. */
  readOnly?: boolean;
}

/** A profile picture with upload and remove buttons. */
export function AvatarPicker({ name, url, busy, onChange, error, readOnly = false }: AvatarPickerProps) {
  const { t } = useTranslation();
  const [tooLarge, setTooLarge] = useState(false);
  const message = tooLarge ? t('avatar.tooLarge') : error;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={url} name={name} color="initials" radius="xl" size={72} alt={name} />
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('avatar.label')}
        </Text>
        <Group gap="xs" display={readOnly ? 'none' : undefined}>
          <FileButton
            accept={AVATAR_CONTENT_TYPES.join(',')}
            onChange={(file) => {
              if (!file) return;
              const big = file.size > AVATAR_MAX_BYTES;
              setTooLarge(big);
              if (!big) onChange(file);
            }}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={busy}
                leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
              >
                {url ? t('avatar.change') : t('avatar.upload')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={busy}
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => onChange(null)}
            >
              {t('avatar.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c={message ? 'red' : 'dimmed'} role={message ? 'alert' : undefined}>
          {message ?? t('avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
