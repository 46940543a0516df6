import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLinkOff, IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Icon } from '@tabler/icons-react';
import { PublicCardShell } from '../../../components/public-card-shell';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAnswerInvitation, useInvitation } from '../api/invitations-api';

function Card({
  icon: HeaderIcon,
  color,
  title,
  children,
}: {
  icon: Icon;
  color?: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PublicCardShell signinLinkLabel={t('invitations.backToSignin')}>
      <Stack gap="md">
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          <HeaderIcon size={28} stroke={1.7} aria-hidden="true" />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {title}
        </Title>
        {children}
      </Stack>
    </PublicCardShell>
  );
}

function SignInButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/signin" fullWidth size="md">
      {t('common.actions.goToSignin')}
    </Button>
  );
}

/**
 * `/invitation/{token}`: the link of the e-mail inviting an existing account into a business
 * unit. Shows which unit and account, and lets the person accept or decline; no session needed.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const { token = '' } = useParams();
  usePageTitle(t('invitations.pageTitle'));
  const invitation = useInvitation(token);
  const answer = useAnswerInvitation(token);

  const failure = answer.error ?? invitation.error;
  if (isApiError(failure) && failure.code === 'invalid_token') {
    return (
      <Card icon={IconLinkOff} color="red" title={t('invitations.invalidTitle')}>
        <Alert variant="light" color="red" role="alert">
          {failure.message}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('invitations.invalidText')}
        </Text>
        <SignInButton />
      </Card>
    );
  }

  if (answer.data) {
    const accepted = answer.data.status === 'accepted';
    return (
      <Card
        icon={accepted ? IconCircleCheck : IconMailOpened}
        color={accepted ? 'teal' : 'gray'}
        title={t(accepted ? 'invitations.acceptedTitle' : 'invitations.declinedTitle')}
      >
        <Text role="status">{answer.data.message}</Text>
        <SignInButton />
      </Card>
    );
  }

  if (invitation.isPending) {
    return (
      <Card icon={IconMailOpened} title={t('invitations.pageTitle')}>
        <Center py="xl">
          <Loader aria-label={t('invitations.loading')} />
        </Center>
      </Card>
    );
  }

  if (!invitation.data) {
    return (
      <Card icon={IconAlertCircle} color="red" title={t('invitations.pageTitle')}>
        <Alert variant="light" color="red" role="alert">
          {isApiError(failure) ? failure.message : catalog('unexpected_error')}
        </Alert>
        <Button variant="default" onClick={() => void invitation.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Card>
    );
  }

  const { unit_name, email, profile } = invitation.data;
  return (
    <Card icon={IconMailOpened} title={t('invitations.title', { unit: unit_name })}>
      <Text>{t('invitations.subtitle', { email, profile: t(`profiles.${profile}`) })}</Text>
      <Text size="sm" c="dimmed">
        {t('invitations.keeps')}
      </Text>
      {answer.error && (
        <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {isApiError(answer.error) ? answer.error.message : catalog('unexpected_error')}
        </Alert>
      )}
      <Stack gap="sm">
        <Button size="md" fullWidth loading={answer.isPending} onClick={() => answer.mutate(true)}>
          {t('invitations.accept')}
        </Button>
        <Button
          variant="default"
          size="md"
          fullWidth
          disabled={answer.isPending}
          onClick={() => answer.mutate(false)}
        >
          {t('invitations.decline')}
        </Button>
      </Stack>
    </Card>
  );
}
