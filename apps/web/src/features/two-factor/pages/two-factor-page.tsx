import { Alert, Button, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TTwoFactorLoginRequest, TTwoFactorLoginResponse } from '@mirante/contracts';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { startSession } from '../../../lib/session-answer';
import { twoFactorChallengeQuery, useSubmitTwoFactor } from '../api/two-factor';
import { CodeChallenge } from '../components/code-challenge';
import { EnrolmentSteps } from '../components/enrolment-steps';
import { ExpiredStep } from '../components/expired-step';
import { TwoFactorLayout } from '../components/two-factor-layout';

/** Answers after which the step token is spent: only a new sign-in helps. */
const STEP_OVER = new Set(['invalid_token', 'two_factor_attempts_exceeded']);

function Heading({ title, subtitle, email }: { title: string; subtitle: string; email: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} mb="lg">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light">
          <IconShieldLock size={22} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
      </Group>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
      <Text size="sm">{t('twoFactor.signingInAs', { email })}</Text>
    </Stack>
  );
}

/**
 * `/config/2fa/{token}`: the second step of a sign-in. Without a second factor yet, the person
 * enrols (QR code or key, a first code, recovery codes); otherwise they give a code from their
 * app or a recovery code. Either way the session opens here.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  usePageTitle(t('twoFactor.pageTitle'));

  const challenge = useQuery(twoFactorChallengeQuery(token));
  const submit = useSubmitTwoFactor();
  const [stepOver, setStepOver] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TTwoFactorLoginResponse | null>(null);
  const [finishing, setFinishing] = useState(false);

  async function finish(answer: TTwoFactorLoginResponse) {
    setFinishing(true);
    // The server says where to go: the page wanted, else the landing page.
    const target = await startSession(answer, answer.redirect ?? params.get('redirect'));
    await navigate(target, { replace: true });
  }

  async function send(body: Omit<TTwoFactorLoginRequest, 'token'>) {
    try {
      const wanted = params.get('redirect');
      const answer = await submit.mutateAsync({ token, ...body, ...(wanted ? { redirect: wanted } : {}) });
      if (answer.recovery_codes?.length) setEnrolment(answer);
      else await finish(answer);
    } catch (error) {
      if (isApiError(error) && STEP_OVER.has(error.code)) setStepOver(error.message);
      throw error;
    }
  }

  const error = submit.error;
  const errorMessage = error ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;
  const busy = submit.isPending || finishing;

  if (stepOver) {
    return (
      <TwoFactorLayout width={440}>
        <ExpiredStep message={stepOver} />
      </TwoFactorLayout>
    );
  }

  if (challenge.isPending) {
    return (
      <TwoFactorLayout width={440}>
        <Center py="xl" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed" size="sm">
              {t('twoFactor.loading')}
            </Text>
          </Stack>
        </Center>
      </TwoFactorLayout>
    );
  }

  if (challenge.isError) {
    const failure = challenge.error;
    if (isApiError(failure) && failure.code === 'invalid_token') {
      return (
        <TwoFactorLayout width={440}>
          <ExpiredStep message={failure.message} />
        </TwoFactorLayout>
      );
    }
    return (
      <TwoFactorLayout width={440}>
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertCircle size={20} />}
          title={t('twoFactor.loadError')}
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{isApiError(failure) ? failure.message : catalog('unexpected_error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void challenge.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Stack>
        </Alert>
      </TwoFactorLayout>
    );
  }

  const data = challenge.data;
  if (!data.enrolled) {
    return (
      <TwoFactorLayout width={540}>
        <Heading
          title={t('twoFactor.enrolTitle')}
          subtitle={t('twoFactor.enrolSubtitle')}
          email={data.email}
        />
        <EnrolmentSteps
          email={data.email}
          secret={data.secret}
          qrSvg={data.qr_svg}
          onVerify={(code) => send({ code })}
          verifying={submit.isPending}
          error={errorMessage}
          recoveryCodes={enrolment?.recovery_codes ?? null}
          onContinue={() => enrolment && void finish(enrolment)}
          continuing={finishing}
        />
      </TwoFactorLayout>
    );
  }

  return (
    <TwoFactorLayout width={440}>
      <Heading
        title={t('twoFactor.challengeTitle')}
        subtitle={t('twoFactor.challengeSubtitle')}
        email={data.email}
      />
      <CodeChallenge
        onCode={(code) => send({ code })}
        onRecoveryCode={(recovery_code) => send({ recovery_code })}
        busy={busy}
        error={errorMessage}
        onModeChange={() => submit.reset()}
      />
    </TwoFactorLayout>
  );
}
