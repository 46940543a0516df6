import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordRuleFailures, type TPasswordRules, ZResetPasswordRequest } from '@mirante/contracts';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { PasswordChecklist } from './password-checklist';

const FIELDS = ['password', 'password_confirmation'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const shape = ZResetPasswordRequest.shape;

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
  const label = useCallback(
    (field: string) => t(field === 'password' ? 'password.newPassword' : 'password.confirmPassword'),
    [t],
  );
  // A link used or expired meanwhile is told by the page, not by the form.
  const invalidToken = isApiError(reset.error) && reset.error.code === 'invalid_token';
  const { form, message } = useContractForm<Values>({
    schema: ZResetPasswordRequest,
    label,
    fields: FIELDS,
    error: invalidToken ? null : reset.error,
    toInput: (values) => ({ token, ...values }),
    initialValues: { password: '', password_confirmation: '' },
    // The request's rules first, then the unit's password rules and the repetition.
    refine: (errors, values) => {
      if (!errors.password && passwordRuleFailures(rules, values.password).length > 0) {
        errors.password = t('password.rulesNotMet');
      }
      if (!errors.password_confirmation && values.password_confirmation !== values.password) {
        errors.password_confirmation = catalog('password_mismatch');
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    reset.reset();
    try {
      const answer = await reset.mutateAsync({ token, ...values });
      onChanged(answer.message);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_token') onInvalidToken(error.message);
    }
  });

  const days = rules.expiry_time_password;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {message && (
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertCircle size={20} />}
            title={t('password.saveFailed')}
            role="alert"
          >
            {message}
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
          maxLength={maxLengthOf(shape.password)}
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
          maxLength={maxLengthOf(shape.password_confirmation)}
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
