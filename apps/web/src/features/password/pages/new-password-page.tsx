import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_RESET_TTL_MINUTES } from '@mirante/contracts';
import { IconAlertCircle, IconKey, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { clearSessionRecords } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePasswordRules } from '../api/password-rules';
import { NewPasswordForm } from '../components/new-password-form';
import { PasswordNotice } from '../components/password-notice';
import { PasswordShell } from '../components/password-shell';

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <PasswordNotice
      icon={IconLinkOff}
      color="red"
      title={t('password.invalidTitle')}
      role="alert"
      message={message}
      hint={t('password.invalidText', { minutes: PASSWORD_RESET_TTL_MINUTES })}
      action={
        <Button component={Link} to="/forgot" fullWidth size="md">
          {t('password.requestNewLink')}
        </Button>
      }
    />
  );
}

/**
 * `/new/password/{token}`: a recovery link from the e-mail, or the forced change the sign-in
 * sends an expired password to. Sets the new password, then back to sign-in.
 */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const rules = usePasswordRules(token);
  const [invalid, setInvalid] = useState<string | null>(null);
  usePageTitle(t('password.newPageTitle'));

  const rulesError = rules.error;
  if (invalid || (isApiError(rulesError) && rulesError.code === 'invalid_token')) {
    return <InvalidLink message={invalid ?? rulesError?.message ?? catalog('invalid_token')} />;
  }

  async function handleChanged(message: string) {
    // Every session of the user ended with the change, this browser's included.
    clearSessionRecords();
    notifications.show({ message, color: 'teal' });
    await navigate('/signin', { replace: true });
  }

  return (
    <PasswordShell icon={IconKey} title={t('password.newTitle')} subtitle={t('password.newSubtitle')}>
      {rules.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('password.loadingRules')} />
        </Center>
      ) : rules.isError ? (
        <Stack gap="md">
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertCircle size={20} />}
            title={t('password.rulesError')}
            role="alert"
          >
            {isApiError(rulesError) ? rulesError.message : catalog('unexpected_error')}
          </Alert>
          <Button variant="default" onClick={() => void rules.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      ) : (
        <NewPasswordForm
          token={token}
          rules={rules.data}
          onChanged={(message) => void handleChanged(message)}
          onInvalidToken={setInvalid}
        />
      )}
    </PasswordShell>
  );
}
