import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { PASSWORD_RESET_TTL_MINUTES } from '@mirante/contracts';
import { IconArrowLeft, IconMailCheck, IconMailQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { ForgotForm } from '../components/forgot-form';
import { PasswordShell } from '../components/password-shell';

function BackToSignin() {
  const { t } = useTranslation();
  return (
    <Group justify="center" mt="lg">
      <Anchor component={Link} to="/signin" size="sm">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('password.backToSignin')}
        </Group>
      </Anchor>
    </Group>
  );
}

/** `/forgot`: asks for a recovery link; the answer reads the same whether the address exists. */
export function ForgotPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState(params.get('email') ?? '');
  usePageTitle(t('password.forgotPageTitle'));

  if (sent) {
    return (
      <PasswordShell icon={IconMailCheck} iconColor="teal" title={t('password.sentTitle')}>
        <Stack gap="md">
          <Alert variant="light" color="teal" role="status">
            <Text size="sm" fw={500}>
              {sent}
            </Text>
          </Alert>
          <Text size="sm" c="dimmed">
            {t('password.sentHint', { minutes: PASSWORD_RESET_TTL_MINUTES })}
          </Text>
          <Button variant="default" fullWidth onClick={() => setSent(null)}>
            {t('password.sendAgain')}
          </Button>
        </Stack>
        <BackToSignin />
      </PasswordShell>
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
