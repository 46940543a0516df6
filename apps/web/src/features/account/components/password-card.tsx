import { Button, Group, PasswordInput, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZPasswordChangeRequest } from '@mirante/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBody } from '../../../components/form-body';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { useChangePassword } from '../api/account';
import { Card } from './account-card';

const FIELDS = ['current', 'new', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
const shape = ZPasswordChangeRequest.shape;

/** Changes the person's password: the current one, and the new one twice. */
export function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const label = useCallback((field: string) => t(`account.password.${field as Field}`), [t]);
  const { form, message } = useContractForm({
    schema: ZPasswordChangeRequest,
    label,
    fields: FIELDS,
    error: change.error,
    initialValues: { current: '', new: '', confirm: '' },
  });
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
      <FormBody onSubmit={submit} message={message} messageTitle={t('account.password.title')}>
        <PasswordInput
          label={label('current')}
          autoComplete="current-password"
          required
          maxLength={maxLengthOf(shape.current)}
          key={form.key('current')}
          {...form.getInputProps('current')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={label('new')}
            autoComplete="new-password"
            required
            maxLength={maxLengthOf(shape.new)}
            key={form.key('new')}
            {...form.getInputProps('new')}
          />
          <PasswordInput
            label={label('confirm')}
            autoComplete="new-password"
            required
            maxLength={maxLengthOf(shape.confirm)}
            key={form.key('confirm')}
            {...form.getInputProps('confirm')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </FormBody>
    </Card>
  );
}
