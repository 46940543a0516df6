import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  authRoutes,
  LANGUAGES,
  type Language,
  type TAccountProfile,
  ZAccountProfileUpdate,
} from '@mirante/contracts';
import { IconDevices } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBody } from '../../../components/form-body';
import { AvatarPicker } from '../../../components/avatar-picker';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { api, isApiError } from '../../../lib/api';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { changeLanguage } from '../../../lib/i18n';
import { getCachedUser, setCachedUser, useCachedUser } from '../../../lib/storage';
import { useAccount, useAccountAvatar, useUpdateAccount } from '../api/account';
import { Card } from './account-card';
import { ActiveSessionsModal } from './active-sessions-modal';
import { PasswordCard } from './password-card';
import { TwoFactorCard } from './two-factor-card';

const PROFILE_FIELDS = ['name', 'phone', 'language'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

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
  const label = useCallback((field: string) => t(`account.details.${field as ProfileField}`), [t]);
  const { form, message } = useContractForm({
    schema: ZAccountProfileUpdate,
    label,
    fields: PROFILE_FIELDS,
    error: update.error,
    initialValues: { name: profile.name, phone: profile.phone ?? '', language: profile.language as string },
  });

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
      <FormBody onSubmit={submit} message={message} messageTitle={t('account.details.profileTitle')}>
        <fieldset disabled={!own} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={label('name')}
              required
              maxLength={maxLengthOf(ZAccountProfileUpdate.shape.name)}
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput label={t('account.details.email')} value={profile.email} readOnly disabled />
            <TextInput
              label={label('phone')}
              type="tel"
              maxLength={maxLengthOf(ZAccountProfileUpdate.shape.phone)}
              key={form.key('phone')}
              {...form.getInputProps('phone')}
            />
            <Select
              label={label('language')}
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
      </FormBody>
    </Card>
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
        onSignOut={() => void api.call(authRoutes.me, {}).catch(() => undefined)}
      />
    </Card>
  );
}
