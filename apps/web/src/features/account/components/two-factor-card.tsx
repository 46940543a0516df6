import {
  Badge,
  Button,
  Code,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ZDisableTwoFactorRequest } from '@mirante/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useTwoFactorStatus } from '../api/account';
import { Card } from './account-card';

/** The second factor: whether it is on, new recovery codes, and turning it off. */
export function TwoFactorCard({ own }: { own: boolean }) {
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
  const label = useCallback((field: string) => t(`account.mfa.${field as 'password' | 'code'}`), [t]);
  const { form, message } = useContractForm({
    schema: ZDisableTwoFactorRequest,
    label,
    fields: ['password', 'code'],
    error: disable.error,
    initialValues: { password: '', code: '' },
  });
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
    <FormModal
      opened={opened}
      onClose={close}
      title={t('account.mfa.turnOffTitle')}
      onSubmit={submit}
      pending={disable.isPending}
      submitProps={{ color: 'red' }}
      submitLabel={t('account.mfa.confirm')}
      actionsProps={{ gap: 'sm' }}
    >
      <Text size="sm">{t('account.mfa.turnOffText')}</Text>
      <FormErrorAlert title={t('account.mfa.turnOffTitle')} message={message} />
      <PasswordInput
        label={label('password')}
        autoComplete="current-password"
        maxLength={maxLengthOf(ZDisableTwoFactorRequest.shape.password)}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <TextInput
        label={label('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={maxLengthOf(ZDisableTwoFactorRequest.shape.code)}
        key={form.key('code')}
        {...form.getInputProps('code')}
      />
    </FormModal>
  );
}
