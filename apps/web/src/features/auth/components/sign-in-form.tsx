import { Anchor, Button, Group, PasswordInput, TextInput } from '@mantine/core';
import { type TLoginRequest, type TLoginResponse, ZLoginRequest } from '@mirante/contracts';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBody } from '../../../components/form-body';
import { Link } from 'react-router';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { useLogin } from '../api/login';

const FIELDS = ['email', 'password'] as const;

interface SignInFormProps {
  /** Called once the server accepted the credentials. */
  onSignedIn: (answer: TLoginResponse) => Promise<void> | void;
}

/** E-mail and password, submitted with Enter or the button; shows the server's message on failure. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const label = useCallback((field: string) => t(`auth.${field as (typeof FIELDS)[number]}`), [t]);
  const { form, message: errorMessage } = useContractForm<TLoginRequest>({
    schema: ZLoginRequest,
    label,
    fields: FIELDS,
    error: login.error,
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
  });

  const submit = form.onSubmit(async (values) => {
    login.reset();
    // The failure shows on the fields or in the alert (useContractForm).
    const answer = await login
      .mutateAsync({ email: values.email.trim(), password: values.password })
      .catch(() => null);
    if (answer) await onSignedIn(answer);
  });

  const error = login.error;
  const busy = login.isPending || (login.isSuccess && !error);

  return (
    <FormBody onSubmit={submit} message={errorMessage} messageTitle={t('auth.failed')}>
      <TextInput
        label={t('auth.email')}
        placeholder={t('auth.emailPlaceholder')}
        type="email"
        autoComplete="username"
        inputMode="email"
        leftSection={<IconAt size={18} aria-hidden="true" />}
        data-autofocus
        autoFocus
        required
        withAsterisk={false}
        maxLength={maxLengthOf(ZLoginRequest.shape.email)}
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        leftSection={<IconLock size={18} aria-hidden="true" />}
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        required
        withAsterisk={false}
        maxLength={maxLengthOf(ZLoginRequest.shape.password)}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <Group justify="flex-end" mt={-6}>
        <Anchor component={Link} to="/forgot" size="sm">
          {t('auth.forgot')}
        </Anchor>
      </Group>
      <Button type="submit" size="md" fullWidth loading={busy} mt="xs">
        {t('auth.submit')}
      </Button>
    </FormBody>
  );
}
