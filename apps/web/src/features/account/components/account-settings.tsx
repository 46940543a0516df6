import {
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { LANGUAGES, type Language, type TAccountProfile } from '@mirante/contracts';
import { IconDevices } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '../../../components/avatar-picker';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { api, isApiError } from '../../../lib/api';
import { changeLanguage, useCatalog } from '../../../lib/i18n';
import { getCachedUser, setCachedUser, useCachedUser } from '../../../lib/storage';
import {
  useAccount,
  useAccountAvatar,
  useChangePassword,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorStatus,
  useUpdateAccount,
} from '../api/account';
import { ActiveSessionsModal } from './active-sessions-modal';

/** Puts the server's field errors on the form's fields; answers the message of the rest. */
function useServerErrors(
  error: unknown,
  fields: string[],
  setFieldError: (field: string, message: string) => void,
): string | null {
  const catalog = useCatalog();
  useEffect(() => {
    if (!isApiError(error)) return;
    for (const [field, messages] of Object.entries(error.errors)) {
      if (fields.includes(field) && messages[0]) setFieldError(field, messages.join(' '));
    }
  }, [error]);
  if (!error) return null;
  if (isApiError(error) && Object.keys(error.errors).some((f) => fields.includes(f))) return null;
  return isApiError(error) ? error.message : catalog('unexpected_error');
}

function Card({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text fw={600} component="h2" fz="lg" m={0}>
            {title}
          </Text>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** "My account": profile and picture, password, second factor and sessions of the signed-in person. */
export function AccountSettings() {
  const { t } = useTranslation();
  const account = useAccount();
  // Someone acting as this person sees the account but changes none of it (the server refuses).
  const own = !useCachedUser()?.impersonator;
  if (account.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('account.loading')} />
      </Group>
    );
  }
  if (account.isError) {
    return (
      <QueryErrorAlert
        title={t('account.details.loadFailed')}
        error={account.error}
        onRetry={() => void account.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg" maw={760}>
      <ProfileCard profile={account.data} own={own} />
      {account.data.can_change_password && <PasswordCard />}
      <TwoFactorCard own={own} />
      <SessionsCard />
    </Stack>
  );
}

function ProfileCard({ profile, own }: { profile: TAccountProfile; own: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const avatar = useAccountAvatar();
  const form = useForm({
    initialValues: { name: profile.name, phone: profile.phone ?? '', language: profile.language as string },
  });
  const message = useServerErrors(update.error, ['name', 'phone', 'language'], form.setFieldError);

  const submit = form.onSubmit((values) => {
    update.mutate(
      { name: values.name, phone: values.phone, language: values.language as Language },
      {
        onSuccess: (saved) => {
          const cached = getCachedUser();
          if (cached) setCachedUser({ ...cached, name: saved.name, language: saved.language });
          void changeLanguage(saved.language);
          notifications.show({ color: 'teal', message: t('account.details.saved') });
        },
      },
    );
  });

  return (
    <Card title={t('account.details.profileTitle')}>
      <AvatarPicker
        readOnly={!own}
        name={profile.name}
        url={profile.avatar_url}
        busy={avatar.isPending}
        error={avatar.error ? (isApiError(avatar.error) ? avatar.error.message : null) : null}
        onChange={(file) =>
          avatar.mutate(file, {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: file ? t('account.picture.saved') : t('account.picture.removed'),
              }),
          })
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert title={t('account.details.profileTitle')} message={message} />
          <fieldset disabled={!own} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('account.details.name')}
                required
                maxLength={160}
                key={form.key('name')}
                {...form.getInputProps('name')}
              />
              <TextInput label={t('account.details.email')} value={profile.email} readOnly disabled />
              <TextInput
                label={t('account.details.phone')}
                type="tel"
                maxLength={32}
                key={form.key('phone')}
                {...form.getInputProps('phone')}
              />
              <Select
                label={t('account.details.language')}
                data={LANGUAGES.map((l) => ({ value: l, label: t(`language.names.${l}`) }))}
                allowDeselect={false}
                key={form.key('language')}
                {...form.getInputProps('language')}
              />
            </SimpleGrid>
          </fieldset>
          {own && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t('account.details.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({ initialValues: { current: '', new: '', confirm: '' } });
  const message = useServerErrors(change.error, ['current', 'new', 'confirm'], form.setFieldError);
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'teal', message: t('account.password.changed') });
      },
    }),
  );
  return (
    <Card title={t('account.password.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert title={t('account.password.title')} message={message} />
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            key={form.key('current')}
            {...form.getInputProps('current')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('account.password.new')}
              autoComplete="new-password"
              required
              key={form.key('new')}
              {...form.getInputProps('new')}
            />
            <PasswordInput
              label={t('account.password.confirm')}
              autoComplete="new-password"
              required
              key={form.key('confirm')}
              {...form.getInputProps('confirm')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function TwoFactorCard({ own }: { own: boolean }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, turnOff] = useDisclosure(false);

  if (status.isPending) return null;
  if (status.isError) {
    return (
      <QueryErrorAlert
        title={t('account.mfa.title')}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const { enrolled, required, recovery_codes_remaining } = status.data;
  return (
    <Card
      title={t('account.mfa.title')}
      aside={
        <Badge color={enrolled ? 'teal' : 'gray'} variant="light">
          {enrolled ? t('account.mfa.on') : t('account.mfa.off')}
        </Badge>
      }
    >
      {!enrolled && <Text size="sm">{t('account.mfa.offText')}</Text>}
      {enrolled && (
        <Stack gap="sm">
          <Text size="sm">{t('account.mfa.remaining', { count: recovery_codes_remaining })}</Text>
          {required && (
            <Text size="sm" c="dimmed">
              {t('account.mfa.required')}
            </Text>
          )}
          <Group gap="sm" display={own ? undefined : 'none'}>
            <Button
              variant="light"
              loading={regenerate.isPending}
              onClick={() => regenerate.mutate(undefined, { onSuccess: (r) => setCodes(r.recovery_codes) })}
            >
              {t('account.mfa.regenerate')}
            </Button>
            {!required && (
              <Button variant="subtle" color="red" onClick={turnOff.open}>
                {t('account.mfa.turnOff')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <Modal
        opened={codes !== null}
        onClose={() => setCodes(null)}
        title={t('account.mfa.newCodesTitle')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('account.mfa.newCodesText')}</Text>
          <SimpleGrid cols={2} spacing="xs">
            {(codes ?? []).map((code) => (
              <Code key={code} fz="sm" ta="center">
                {code}
              </Code>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={() => setCodes(null)}>{t('common.actions.close')}</Button>
          </Group>
        </Stack>
      </Modal>
      <TurnOffModal opened={turningOff} onClose={turnOff.close} />
    </Card>
  );
}

function TurnOffModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useForm({ initialValues: { password: '', code: '' } });
  const message = useServerErrors(disable.error, ['password', 'code'], form.setFieldError);
  const close = () => {
    form.reset();
    disable.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    disable.mutate(
      {
        ...(values.password ? { password: values.password } : {}),
        ...(values.code ? { code: values.code } : {}),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('account.mfa.disabled') });
          close();
        },
      },
    ),
  );
  return (
    <Modal opened={opened} onClose={close} title={t('account.mfa.turnOffTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('account.mfa.turnOffText')}</Text>
          <FormErrorAlert title={t('account.mfa.turnOffTitle')} message={message} />
          <PasswordInput
            label={t('account.mfa.password')}
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <TextInput
            label={t('account.mfa.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={16}
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={disable.isPending}>
              {t('account.mfa.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const [opened, sessions] = useDisclosure(false);
  return (
    <Card title={t('account.sessionsCard.title')}>
      <Text size="sm">{t('account.sessionsCard.text')}</Text>
      <Group>
        <Button
          variant="light"
          leftSection={<IconDevices size={16} aria-hidden="true" />}
          onClick={sessions.open}
        >
          {t('account.sessionsCard.open')}
        </Button>
      </Group>
      <ActiveSessionsModal
        opened={opened}
        onClose={sessions.close}
        // Ending this very session: the next call answers 401 and the app signs out as usual.
        onSignOut={() => void api.get('/auth/me').catch(() => undefined)}
      />
    </Card>
  );
}
