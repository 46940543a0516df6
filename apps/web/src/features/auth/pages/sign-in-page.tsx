import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLoginResponse } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageMenu } from '../../../components/language-menu';
import { markAfterLogin } from '../../../lib/after-login';
import { usePageNavigation } from '../../../lib/page-navigation';
import { safeRedirectTarget } from '../../../lib/redirect';
import { otherSiteUrl } from '../../../lib/session-answer';
import { clearStoredConfig, clearStoredTheme, setCachedUser } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { WhitelabelIcon } from '../../../components/whitelabel-icon';
import { SiteThemeSync } from '../../../components/site-theme-sync';
import { loadConfig } from '../../../lib/config';
import { useLoginConfig } from '../api/login-config';
import { SignInForm } from '../components/sign-in-form';
import { type SignInBrand, SignInHero } from '../components/sign-in-hero';
import { UnitSiteBadge } from '../components/unit-site-badge';
import classes from '../components/sign-in.module.css';

/**
 * Where a login answer sends the browser on this site (spec §4): where the answer's `redirect`
 * says (spec §7), else worked out as the server would (an older server's answer).
 */
export function loginTarget(answer: TLoginResponse, redirect: string | null): string {
  const told = safeRedirectTarget(answer.redirect);
  if (told && !told.startsWith('/signin')) return told;
  if (answer.status === 'user_change_password') return `/new/password/${encodeURIComponent(answer.token)}`;
  const wanted = safeRedirectTarget(redirect);
  if (answer.status === 'redirect_two_factor') {
    // The second-factor page continues to the wanted page once the session opens.
    const next = wanted && !wanted.startsWith('/signin') ? `?redirect=${encodeURIComponent(wanted)}` : '';
    return `/config/2fa/${encodeURIComponent(answer.token)}${next}`;
  }
  if (wanted && !wanted.startsWith('/signin')) return wanted;
  return safeRedirectTarget(answer.data.intended) ?? '/';
}

/**
 * E-mail and password (spec §4). Shown by the router, or before it by the sign-in shell
 * (`app/sign-in-shell.tsx`): it moves on through `usePageNavigation`, never the router itself.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { navigate, search: params } = usePageNavigation();
  // The site title alone (whitelabel page title, else the product name) on the entry page.
  usePageTitle();
  // What this address offers (spec §7 login/config). An address no business unit owns has
  // nothing to sign in to (spec §8: unknown domain).
  const site = useLoginConfig();
  // A unit with an active theme is whitelabelled: the unit, not the product, greets the visitor.
  const siteTheme = site.data?.theme;
  const unit = site.data?.kind === 'company' ? site.data.company : null;
  const brand: SignInBrand | null = unit && siteTheme ? { name: unit.name, icon: siteTheme.icon } : null;

  async function handleSignedIn(answer: TLoginResponse) {
    // The unit's own domain: the sign-in continues there (its session opens on that site).
    const away = otherSiteUrl(answer);
    if (away) {
      window.location.assign(away);
      return;
    }
    const target = loginTarget(answer, params.get('redirect'));
    if (answer.status !== 'success' || !answer.user || !answer.expires_at) {
      await navigate(target);
      return;
    }
    clearStoredConfig();
    clearStoredTheme();
    setCachedUser({ ...answer.user, token: answer.token, expires_at: answer.expires_at });
    // The profile questionnaire may follow a sign-in (spec §4).
    markAfterLogin();
    // The config is read while the next page loads: its guard waits for this same request (and
    // asks again if it fails; the login itself succeeded).
    void loadConfig().catch(() => undefined);
    await navigate(target, { replace: true });
  }

  // A unit that signs in through its identity provider only: the page offers nothing else.
  const ssoOnly = site.data?.sso === true && site.data.password === false;
  const unknownSite = site.data?.kind === 'unknown';
  useEffect(() => {
    if (unknownSite) void navigate('/domain/notfound', { replace: true });
  }, [unknownSite, navigate]);
  if (unknownSite) return null;

  return (
    <Box className={classes.root} data-signin-root>
      <SiteThemeSync theme={site.data ? site.data.theme : undefined} />
      <SignInHero brand={brand} />
      <Box className={classes.formSide}>
        <div className={classes.topBar}>
          <Box hiddenFrom="md">
            {/* A whitelabel without an icon shows no logo rather than the product's. */}
            {brand ? (
              brand.icon && <WhitelabelIcon src={brand.icon} alt={brand.name} size={30} />
            ) : (
              <BrandMark size={30} />
            )}
          </Box>
          <Box ml="auto">
            <LanguageMenu />
          </Box>
        </div>
        <main className={classes.formArea}>
          <Paper className={classes.card} p={{ base: 'lg', sm: 40 }} radius="lg" withBorder shadow="sm">
            <Stack gap={6} mb="xl" align="flex-start">
              <UnitSiteBadge site={site.data} />
              <Title order={1} fz={26}>
                {t('auth.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {ssoOnly ? t('auth.ssoOnly') : t('auth.subtitle')}
              </Text>
            </Stack>
            <SignInForm
              onSignedIn={handleSignedIn}
              sso={site.data?.sso === true}
              password={site.data?.password !== false}
              redirect={params.get('redirect')}
            />
          </Paper>
        </main>
        <Text ta="center" size="xs" c="dimmed" hiddenFrom="md">
          {brand
            ? t('auth.unitCopyright', { year: new Date().getFullYear(), name: brand.name })
            : t('app.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </Box>
  );
}
