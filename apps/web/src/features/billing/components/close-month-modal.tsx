import type { TCloseMonthResponse } from '@mirante/contracts';
import type { TFunction } from 'i18next';
import { Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api';
import { useCloseMonth } from '../api/billing-api';
import { formatMonth, previousMonth, recentMonths } from './format';

const SKIP_REASONS = ['already_invoiced', 'no_units', 'cancelled', 'joined_after'] as const;

/** What a close did, and why the clients it did not invoice were not (none at all: say what to do). */
export function closeSummary(t: TFunction, result: TCloseMonthResponse) {
  const done = t('billing.notices.closed', { month: formatMonth(result.month), created: result.created });
  if (result.clients === 0) return `${done} ${t('billing.close.noClients')}`;
  const reasons = SKIP_REASONS.filter((reason) => result.skipped[reason] > 0).map((reason) =>
    t(`billing.close.skipped.${reason}`, { count: result.skipped[reason] }),
  );
  return reasons.length > 0
    ? `${done} ${t('billing.close.notInvoiced', { reasons: reasons.join('; ') })}`
    : done;
}

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
          // Nothing issued is a question the operator needs answered: the notice stays longer.
          notifications.show({
            color: result.created > 0 ? 'teal' : 'yellow',
            message: closeSummary(t, result),
            autoClose: result.created > 0 ? 5000 : 15_000,
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
