import { Button, Loader, Stack, Text } from '@mantine/core';
import { SAML_STATUSES, type SamlStatus } from '@mirante/contracts';
import { IconCircleCheck, IconShieldX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { useCatalog } from '../../../lib/i18n';
import { startSession } from '../../../lib/session-answer';
import { clearSessionRecords, clearStoredTheme, readAzureSso } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { exchangeSamlCode } from '../api/saml';

type Shown = Exclude<SamlStatus, 'redirect_two_factor' | 'error'>;

function isShown(status: string | null): status is Shown {
  return (
    status !== null &&
    status !== 'redirect_two_factor' &&
    status !== 'error' &&
    (SAML_STATUSES as readonly string[]).includes(status)
  );
}

/** What the sign-in page left for the return (bi:azure_sso): where the person wanted to go. */
function handoverRedirect(value: unknown): string | null {
  const redirect = (value as { redirect?: unknown } | null)?.redirect;
  return typeof redirect === 'string' ? redirect : null;
}

/**
 * `/redirect`: where a SAML sign-in returns. The previous session's records go, bi:azure_sso is
 * read once; a success exchanges its single-use code for the session (afterLogin set) and goes
 * where the answer's `redirect` says (the wanted or intended page); a second factor goes to its
 * step; any other status is shown. A test sign-in's success keeps the session it came from.
 */
export function SamlRedirectPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('saml.redirect.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const wanted = params.get('redirect') ?? handoverRedirect(readAzureSso());
    const status = params.get('status');
    const code = params.get('code');
    // A test sign-in from the configuration screen opens no session: the admin's stays.
    if (status === 'test_success') {
      setOutcome(status);
      return;
    }
    clearSessionRecords();
    clearStoredTheme();
    if (status === 'success' && code) {
      exchangeSamlCode(code, wanted)
        // The server says where to go: the page wanted, else the landing page.
        .then((answer) => startSession(answer, answer.redirect ?? wanted))
        .then((target) => navigate(target, { replace: true }))
        .catch(() => setOutcome('error'));
    } else if (status === 'redirect_two_factor' && code) {
      const query = wanted ? `?redirect=${encodeURIComponent(wanted)}` : '';
      void navigate(`/config/2fa/${encodeURIComponent(code)}${query}`, { replace: true });
    } else {
      setOutcome(status ?? 'error');
    }
  }, []);

  if (outcome === null) {
    return (
      <Stack align="center" justify="center" mih="60vh" gap="sm" component="main">
        <Loader aria-label={t('saml.redirect.working')} />
        <Text c="dimmed">{t('saml.redirect.working')}</Text>
      </Stack>
    );
  }
  const tested = outcome === 'test_success';
  return (
    <StatusPage
      icon={tested ? IconCircleCheck : IconShieldX}
      color={tested ? 'green' : 'red'}
      title={t('saml.redirect.title')}
      lead={isShown(outcome) ? t(`saml.redirect.${outcome}`) : catalog('sso_error')}
      description=""
      actions={
        tested ? (
          <Button component={Link} to="/azure/saml" variant="light">
            {t('saml.redirect.backToSettings')}
          </Button>
        ) : (
          <Button component={Link} to="/signin" variant="light">
            {t('saml.redirect.backToSignIn')}
          </Button>
        )
      }
    />
  );
}
