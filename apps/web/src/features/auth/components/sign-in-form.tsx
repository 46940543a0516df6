import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isBlankAfterTrim, isValidEmail, type TLoginRequest, type TLoginResponse } from '@mirante/contracts';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstFieldErrors, isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { FormErrorAlert } from '../../../components/form-error-alert';

interface SignInFormProps {
  /** Called once the server accepted the credentials. */
  onSignedIn: (answer: TLoginResponse) => Promise<void> | void;
}

/** E-mail and password, submitted with Enter or the button; shows the server's message on failure. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const login = useLogin();

  const form = useForm<TLoginRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => {
        if (isBlankAfterTrim(value)) return catalog('field_required', { name: t('auth.email') });
        return isValidEmail(value.trim()) ? null : catalog('field_invalid', { name: t('auth.email') });
      },
      password: (value) => (value ? null : catalog('field_required', { name: t('auth.password') })),
    },
  });

  const submit = form.onSubmit(async (values) => {
    login.reset();
    try {
      const answer = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      await onSignedIn(answer);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0)
        form.setErrors(firstFieldErrors(error.errors));
    }
  });

  const error = login.error;
  const errorMessage = error ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;
  const busy = login.isPending || (login.isSuccess && !error);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('auth.failed')} message={errorMessage} />
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
      </Stack>
    </form>
  );
}
