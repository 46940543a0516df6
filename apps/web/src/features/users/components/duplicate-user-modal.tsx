import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isBlankAfterTrim, isValidEmail, type TUnitUser, type TUnitUserDuplicate } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';

interface DuplicateUserModalProps {
  source: TUnitUser | null;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (body: TUnitUserDuplicate) => void;
}

/** Asks the new account's name, e-mail and password; everything else is copied from `source`. */
export function DuplicateUserModal({ source, saving, error, onClose, onSubmit }: DuplicateUserModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const form = useForm<TUnitUserDuplicate>({
    initialValues: { name: '', email: '', password: '' },
    validate: {
      name: (v) => (isBlankAfterTrim(v) ? catalog('field_required', { name: t('users.form.name') }) : null),
      email: (v) =>
        isValidEmail(v.trim()) ? null : catalog('field_invalid', { name: t('users.form.email') }),
      password: (v) => (v ? null : catalog('field_required', { name: t('users.form.password') })),
    },
  });
  useEffect(() => {
    if (source) form.reset();
  }, [source]);
  useEffect(() => {
    if (!isApiError(error)) return;
    for (const [field, messages] of Object.entries(error.errors))
      form.setFieldError(field, messages.join(' '));
  }, [error]);
  const message =
    error && !(isApiError(error) && Object.keys(error.errors).length > 0)
      ? isApiError(error)
        ? error.message
        : catalog('unexpected_error')
      : null;

  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={t('users.form.duplicateTitle', { name: source?.name ?? '' })}
      centered
    >
      <form
        onSubmit={form.onSubmit((v) => onSubmit({ ...v, name: v.name.trim(), email: v.email.trim() }))}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('users.form.duplicateHint')}
          </Text>
          {message && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {message}
            </Alert>
          )}
          <TextInput label={t('users.form.name')} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('users.form.email')} type="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label={t('users.form.password')}
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('users.form.duplicate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
