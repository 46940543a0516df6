import { Alert, PasswordInput, Text, TextInput } from '@mantine/core';
import { type TUnitUser, type TUnitUserDuplicate, ZUnitUserDuplicate } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { maxLengthOf, useContractForm } from '../../../lib/forms';

const FIELDS = ['name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const toInput = (values: TUnitUserDuplicate): TUnitUserDuplicate => ({
  ...values,
  name: values.name.trim(),
  email: values.email.trim(),
});

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
  const label = useCallback((field: string) => t(`users.form.${field as Field}`), [t]);
  const { form, message } = useContractForm<TUnitUserDuplicate>({
    schema: ZUnitUserDuplicate,
    label,
    fields: FIELDS,
    error,
    toInput,
    initialValues: { name: '', email: '', password: '' },
  });
  // Before the server's failures are put on the fields (an effect of useContractForm).
  useLayoutEffect(() => {
    if (source) form.reset();
  }, [source]);
  const shape = ZUnitUserDuplicate.shape;

  return (
    <FormModal
      opened={source !== null}
      onClose={onClose}
      title={t('users.form.duplicateTitle', { name: source?.name ?? '' })}
      onSubmit={form.onSubmit((values) => onSubmit(toInput(values)))}
      pending={saving}
      submitLabel={t('users.form.duplicate')}
      actionsProps={{ gap: 'sm' }}
    >
      <Text size="sm" c="dimmed">
        {t('users.form.duplicateHint')}
      </Text>
      {message && (
        <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {message}
        </Alert>
      )}
      <TextInput
        label={label('name')}
        required
        data-autofocus
        maxLength={maxLengthOf(shape.name)}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={label('email')}
        type="email"
        required
        maxLength={maxLengthOf(shape.email)}
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={label('password')}
        required
        autoComplete="new-password"
        maxLength={maxLengthOf(shape.password)}
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}
