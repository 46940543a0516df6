import { Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api';
import { useCloseMonth } from '../api/billing-api';
import { formatMonth, previousMonth, recentMonths } from './format';

/** Asks which ended month to close, then closes it: every client gets its invoice. */
export function CloseMonthModal({
  opened,
  onClose,
  onClosed,
}: {
  opened: boolean;
  onClose: () => void;
  onClosed: (month: string) => void;
}) {
  const { t } = useTranslation();
  const close = useCloseMonth();
  const latest = previousMonth();
  const [month, setMonth] = useState(latest);
  useEffect(() => {
    if (opened) {
      setMonth(latest);
      close.reset();
    }
  }, [opened]);
  const message = close.error ? (isApiError(close.error) ? close.error.message : String(close.error)) : null;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('billing.close.title')}
      message={message}
      pending={close.isPending}
      submitLabel={t('billing.close.submit')}
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          const result = await close.mutateAsync({ month });
          notifications.show({
            color: 'teal',
            message: t('billing.notices.closed', { month: formatMonth(month), created: result.created }),
          });
          onClosed(month);
          onClose();
        } catch {
          // Shown above the fields.
        }
      }}
    >
      <Text size="sm" c="dimmed">
        {t('billing.close.description')}
      </Text>
      <Select
        label={t('billing.close.month')}
        data={recentMonths(latest, 24).map((m) => ({ value: m, label: formatMonth(m) }))}
        value={month}
        onChange={(value) => value && setMonth(value)}
        allowDeselect={false}
        searchable
      />
    </FormModal>
  );
}
