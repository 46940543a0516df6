import { Button } from '@mantine/core';
import { PASSWORD_RESET_TTL_MINUTES } from '@mirante/contracts';
import { IconMailCheck, IconMailQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { ForgotForm } from '../components/forgot-form';
import { BackToSignin, PasswordNotice } from '../components/password-notice';
import { PasswordShell } from '../components/password-shell';

/** `/forgot`: asks for a recovery link; the answer reads the same whether the address exists. */
export function ForgotPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState(params.get('email') ?? '');
  usePageTitle(t('password.forgotPageTitle'));

  if (sent) {
    return (
      <PasswordNotice
        icon={IconMailCheck}
        color="teal"
        title={t('password.sentTitle')}
        role="status"
        message={sent}
        hint={t('password.sentHint', { minutes: PASSWORD_RESET_TTL_MINUTES })}
        action={
          <Button variant="default" fullWidth onClick={() => setSent(null)}>
            {t('password.sendAgain')}
          </Button>
        }
      />
    );
  }

  return (
    <PasswordShell
      icon={IconMailQuestion}
      title={t('password.forgotTitle')}
      subtitle={t('password.forgotSubtitle')}
    >
      <ForgotForm
        initialEmail={lastEmail}
        onSent={(answer, email) => {
          setLastEmail(email);
          setSent(answer.message);
        }}
      />
      <BackToSignin />
    </PasswordShell>
  );
}
