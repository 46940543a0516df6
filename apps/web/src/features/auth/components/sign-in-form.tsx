import { Anchor, Button, Divider, Group, PasswordInput, TextInput } from '@mantine/core';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, type TLoginResponse } from '@mirante/contracts';
import { IconAt, IconKey, IconLock } from '@tabler/icons-react';
import { type FormEvent, type MouseEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBody } from '../../../components/form-body';
import { PageLink } from '../../../lib/page-navigation';
import { useServerFieldErrors, useWordFieldError } from '../../../lib/forms/use-field-errors';
import { isApiError } from '../../../lib/api/api-error';
import { safeRedirectTarget } from '../../../lib/redirect';
import { useCatalog } from '../../../lib/i18n';
import { setAzureSso } from '../../../lib/storage';
import { useLogin } from '../api/login';
import { startSso } from '../api/sso';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The fields a sign-in cannot go without. The login contract adds only limits the inputs already
 * hold (`maxLength`) and text PostgreSQL can store, which the server checks and words on the field
 * by the same rule; checking it here would bring the whole schema library to the first screen.
 */
export function missingSignInFields(values: Record<Field, string>): Field[] {
  return FIELDS.filter((field) => (field === 'email' ? values.email.trim() : values.password) === '');
}

interface SignInFormProps {
  /** Called once the server accepted the credentials. */
  onSignedIn: (answer: TLoginResponse) => Promise<void> | void;
  /** Single sign-on is offered here (the unit's SAML, or units' e-mail domains on the platform). */
  sso?: boolean;
  /**
   * Passwords are accepted here. False on a unit that signs in through single sign-on only: with
   * single sign-on offered, its button is all the page shows.
   */
  password?: boolean;
  /** Where the person wanted to go, kept for the return from the identity provider. */
  redirect?: string | null;
}

/** E-mail and password, submitted with Enter or the button; shows the server's message on failure. */
export function SignInForm({ onSignedIn, sso = false, password = true, redirect = null }: SignInFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const label = useCallback((field: string) => t(`auth.${field as Field}`), [t]);
  const word = useWordFieldError(label);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setFieldError = useCallback(
    (field: string, message: string) => setErrors((current) => ({ ...current, [field]: message })),
    [],
  );
  // The failure shows on the fields or in the alert.
  const errorMessage = useServerFieldErrors({ error: login.error, fields: FIELDS, setFieldError, word });
  const clearError = (field: Field) => () =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const missing = missingSignInFields(values);
    setErrors(Object.fromEntries(missing.map((field) => [field, word(field, 'field_required')])));
    if (missing.length > 0) return;
    login.reset();
    const back = safeRedirectTarget(redirect);
    const answer = await login
      .mutateAsync({
        email: values.email.trim(),
        password: values.password,
        // The server answers where to go: this page, if it is one of the portal's.
        ...(back ? { redirect: back } : {}),
      })
      .catch(() => null);
    if (answer) await onSignedIn(answer);
  }

  const busy = login.isPending || (login.isSuccess && !login.error);
  const catalog = useCatalog();
  const [ssoState, setSsoState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  /** Leaves for the identity provider; the e-mail typed (if any) picks the unit on the platform address. */
  async function signInWithSso(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    const email = form ? String(new FormData(form).get('email') ?? '').trim() : '';
    setSsoState({ busy: true, error: null });
    try {
      // Read once by /redirect when the provider sends the person back.
      setAzureSso({ redirect });
      const { url } = await startSso({ email: email || undefined, redirect: redirect ?? undefined });
      window.location.assign(url);
    } catch (error) {
      setSsoState({ busy: false, error: isApiError(error) ? error.message : catalog('sso_error') });
    }
  }

  const ssoButton = (
    <Button
      type="button"
      variant={password ? 'default' : 'filled'}
      size="md"
      fullWidth
      // The label is long in every language: it wraps rather than being cut on narrow cards.
      h="auto"
      mih={42}
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      leftSection={<IconKey size={18} aria-hidden="true" />}
      loading={ssoState.busy}
      onClick={(event) => void signInWithSso(event)}
    >
      {t('auth.sso')}
    </Button>
  );

  // Single sign-on only: the unit's provider is the one way in, the unit's host names the unit.
  if (!password && sso) {
    return (
      <FormBody
        onSubmit={(event) => event.preventDefault()}
        message={ssoState.error}
        messageTitle={t('auth.failed')}
      >
        {ssoButton}
      </FormBody>
    );
  }

  return (
    <FormBody onSubmit={submit} message={errorMessage ?? ssoState.error} messageTitle={t('auth.failed')}>
      <TextInput
        label={t('auth.email')}
        placeholder={t('auth.emailPlaceholder')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        leftSection={<IconAt size={18} aria-hidden="true" />}
        data-autofocus
        autoFocus
        required
        withAsterisk={false}
        maxLength={MAX_EMAIL_LENGTH}
        error={errors.email}
        onChange={clearError('email')}
      />
      <PasswordInput
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        name="password"
        autoComplete="current-password"
        leftSection={<IconLock size={18} aria-hidden="true" />}
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        required
        withAsterisk={false}
        maxLength={MAX_PASSWORD_LENGTH}
        error={errors.password}
        onChange={clearError('password')}
      />
      <Group justify="flex-end" mt={-6}>
        <Anchor component={PageLink} to="/forgot" size="sm">
          {t('auth.forgot')}
        </Anchor>
      </Group>
      <Button type="submit" size="md" fullWidth loading={busy} mt="xs">
        {t('auth.submit')}
      </Button>
      {sso && (
        <>
          <Divider label={t('auth.or')} labelPosition="center" />
          {ssoButton}
        </>
      )}
    </FormBody>
  );
}
