import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormErrors } from '@mantine/form';
import { ZCompanyConfigUpdate } from '@mirante/contracts';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { maxLengthOf, rangeOf } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { useSendTestMail } from '../api/settings';
import type { FormValues } from './settings-input';

interface MailSettingsTabProps {
  values: FormValues;
  set: <K extends keyof FormValues>(key: K) => (value: FormValues[K]) => void;
  errors: FormErrors;
  /** The unit a partner edits; the test e-mail is sent only from the unit's own session. */
  companyId: number | undefined;
}

const shape = ZCompanyConfigUpdate.shape;

/** The unit's outgoing mail server, and a test e-mail to the admin. */
export function MailSettingsTab({ values, set, errors, companyId }: MailSettingsTabProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const testMail = useSendTestMail();

  async function sendTest() {
    try {
      const answer = await testMail.mutateAsync();
      notifications.show({ color: 'green', message: answer.message });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
    }
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['mail_name', 'mail_email', 'mail_host'] as const).map((name) => (
          <TextInput
            key={name}
            label={t(`settings.fields.${name}`)}
            type={name === 'mail_email' ? 'email' : 'text'}
            maxLength={maxLengthOf(shape[name])}
            value={values[name] ?? ''}
            onChange={(e) => set(name)(e.currentTarget.value.trim() ? e.currentTarget.value : null)}
            error={errors[name]}
          />
        ))}
        <NumberInput
          label={t('settings.fields.mail_port')}
          {...rangeOf(shape.mail_port)}
          value={values.mail_port ?? ''}
          onChange={(v) => set('mail_port')(v === '' ? null : Number(v))}
          error={errors.mail_port}
        />
        <Select
          label={t('settings.fields.mail_protocol')}
          data={['smtp', 'smtps', 'starttls']}
          clearable
          value={values.mail_protocol}
          onChange={(v) => set('mail_protocol')(v as FormValues['mail_protocol'])}
          error={errors.mail_protocol}
        />
        <PasswordInput
          label={t('settings.fields.mail_password')}
          description={values.mail_password_set ? t('settings.hints.mail_password_set') : undefined}
          autoComplete="new-password"
          maxLength={maxLengthOf(shape.mail_password)}
          value={values.mail_password ?? ''}
          onChange={(e) => set('mail_password')(e.currentTarget.value)}
          error={errors.mail_password}
        />
      </SimpleGrid>
      {/* The test goes to the admin's own address: only from the unit's session. */}
      {companyId === undefined && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconMailForward size={18} aria-hidden="true" />}
            loading={testMail.isPending}
            onClick={() => void sendTest()}
          >
            {t('settings.sendTestMail')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
