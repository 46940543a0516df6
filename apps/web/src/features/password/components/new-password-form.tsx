import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordRuleFailures, type TPasswordRules } from '@mirante/contracts';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldErrors, isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { PasswordChecklist } from './password-checklist';

interface NewPasswordFormProps {
  token: string;
  rules: TPasswordRules;
  /** The password was changed; `message` is the server's confirmation. */
  onChanged: (message: string) => void;
  /** The link was used or expired meanwhile. */
  onInvalidToken: (message: string) => void;
}

/** New password and its confirmation, checked live against the unit's rules. */
export function NewPasswordForm({ token, rules, onChanged, onInvalidToken }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const reset = useResetPassword();
  const checklistId = useId();
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: (value: string) => {
        if (!value) return catalog('field_required', { name: t('password.newPassword') });
        return passwordRuleFailures(rules, value).length > 0 ? t('password.rulesNotMet') : null;
      },
      password_confirmation: (value: string, values) => {
        if (!value) return catalog('field_required', { name: t('password.confirmPassword') });
        return value === values.password ? null : catalog('password_mismatch');
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    reset.reset();
    try {
      const answer = await reset.mutateAsync({ token, ...values });
      onChanged(answer.message);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.code === 'invalid_token') onInvalidToken(error.message);
      else if (Object.keys(error.errors).length > 0) form.setErrors(firstFieldErrors(error.errors));
    }
  });

  const error = reset.error;
  const showAlert =
    error && !(isApiError(error) && (error.code === 'invalid_token' || Object.keys(error.errors).length > 0));
  const days = rules.expiry_time_password;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {showAlert && (
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertCircle size={20} />}
            title={t('password.saveFailed')}
            role="alert"
          >
            {isApiError(error) ? error.message : catalog('unexpected_error')}
          </Alert>
        )}
        <PasswordInput
          label={t('password.newPassword')}
          placeholder={t('password.newPasswordPlaceholder')}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          visibilityToggleButtonProps={{ 'aria-label': t('password.togglePassword') }}
          aria-describedby={checklistId}
          autoFocus
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('password.confirmPassword')}
          placeholder={t('password.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          visibilityToggleButtonProps={{ 'aria-label': t('password.togglePassword') }}
          required
          withAsterisk={false}
          {...form.getInputProps('password_confirmation')}
        />
        <PasswordChecklist
          id={checklistId}
          rules={rules}
          password={form.values.password}
          confirmation={form.values.password_confirmation}
        />
        {days > 0 && (
          <Text size="xs" c="dimmed">
            {t('password.expiryHint', { days })}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={reset.isPending} mt="xs">
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
