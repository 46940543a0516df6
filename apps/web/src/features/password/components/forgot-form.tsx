import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isBlankAfterTrim, isValidEmail, type TOkResponse } from '@mirante/contracts';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { firstFieldErrors, isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { FormErrorAlert } from '../../../components/form-error-alert';

interface ForgotFormProps {
  initialEmail?: string;
  onSent: (answer: TOkResponse, email: string) => void;
}

/** The e-mail to send a recovery link to; the server's errors show above the field or on it. */
export function ForgotForm({ initialEmail = '', onSent }: ForgotFormProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const forgot = useForgotPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: {
      email: (value: string) => {
        if (isBlankAfterTrim(value)) return catalog('field_required', { name: t('password.email') });
        return isValidEmail(value.trim()) ? null : catalog('field_invalid', { name: t('password.email') });
      },
    },
  });

  const submit = form.onSubmit(async ({ email }) => {
    forgot.reset();
    try {
      const answer = await forgot.mutateAsync({ email: email.trim() });
      onSent(answer, email.trim());
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        // The server names the field after its key; the form shows the label's wording.
        const errors = firstFieldErrors(error.errors);
        if (errors.email)
          form.setFieldError('email', catalog('field_invalid', { name: t('password.email') }));
      }
    }
  });

  const error = forgot.error;
  const fieldError = isApiError(error) && Object.keys(error.errors).length > 0;
  const message =
    error && !fieldError ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('password.failed')} message={message} />
        <TextInput
          label={t('password.email')}
          placeholder={t('password.emailPlaceholder')}
          type="email"
          autoComplete="username"
          inputMode="email"
          leftSection={<IconAt size={18} aria-hidden="true" />}
          autoFocus
          required
          withAsterisk={false}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={forgot.isPending} mt="xs">
          {t('password.forgotSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
