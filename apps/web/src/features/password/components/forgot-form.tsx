import { Button, TextInput } from '@mantine/core';
import { type TOkResponse, ZForgotPasswordRequest } from '@mirante/contracts';
import { IconAt } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBody } from '../../../components/form-body';
import { blankAsMissing, maxLengthOf, useContractForm } from '../../../lib/forms';
import { useForgotPassword } from '../api/forgot-password';

interface ForgotFormProps {
  initialEmail?: string;
  onSent: (answer: TOkResponse, email: string) => void;
}

/** The e-mail to send a recovery link to; the server's errors show above the field or on it. */
export function ForgotForm({ initialEmail = '', onSent }: ForgotFormProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const { form, message } = useContractForm({
    schema: ZForgotPasswordRequest,
    label: useCallback(() => t('password.email'), [t]),
    fields: ['email'],
    error: forgot.error,
    toInput: ({ email }) => blankAsMissing({ email: email.trim() }),
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
  });

  const submit = form.onSubmit(async ({ email }) => {
    forgot.reset();
    // The failure shows on the field or in the alert (useContractForm).
    const answer = await forgot.mutateAsync({ email: email.trim() }).catch(() => null);
    if (answer) onSent(answer, email.trim());
  });

  return (
    <FormBody onSubmit={submit} message={message} messageTitle={t('password.failed')}>
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
        maxLength={maxLengthOf(ZForgotPasswordRequest.shape.email)}
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <Button type="submit" size="md" fullWidth loading={forgot.isPending} mt="xs">
        {t('password.forgotSubmit')}
      </Button>
    </FormBody>
  );
}
