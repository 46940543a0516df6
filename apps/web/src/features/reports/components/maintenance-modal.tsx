import { Button, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { type TReport, ZReportMaintenanceRequest } from '@mirante/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { contractValidate, maxLengthOf, useServerFieldErrors, useWordFieldError } from '../../../lib/forms';
import { useSetReportMaintenance } from '../api/reports-api';

/** An ISO instant as the value of a datetime-local input (the browser's time zone). */
function toLocalInput(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const FIELDS = ['maintenance', 'maintenance_start', 'maintenance_end', 'maintenance_message'] as const;

/** Maintenance of a report: now (a switch) and/or a scheduled window, with the users' notice. */
export function MaintenanceModal({
  report,
  onClose,
  onSaved,
}: {
  report: TReport | null;
  onClose: () => void;
  onSaved: (report: TReport) => void;
}) {
  const { t } = useTranslation();
  const save = useSetReportMaintenance();
  const [now, setNow] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!report) return;
    save.reset();
    setNow(report.maintenance);
    setStart(toLocalInput(report.maintenance_start));
    setEnd(toLocalInput(report.maintenance_end));
    setMessage(report.maintenance_message ?? '');
    setErrors({});
  }, [report]);

  // maintenance_start → reports.maintenance.start
  const label = useCallback(
    (field: string) =>
      t(`reports.maintenance.${field.replace('maintenance_', '')}` as 'reports.maintenance.start'),
    [t],
  );
  const word = useWordFieldError(label);
  const showError = (field: string, text: string) => setErrors((current) => ({ ...current, [field]: text }));
  const formError = useServerFieldErrors({
    error: save.error,
    fields: FIELDS,
    setFieldError: showError,
    word,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!report) return;
    const input = {
      maintenance: now,
      maintenance_start: fromLocalInput(start),
      maintenance_end: fromLocalInput(end),
      maintenance_message: message.trim() || null,
    };
    const local = contractValidate(ZReportMaintenanceRequest, word)(input) as Record<string, string>;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    // The failure shows on the fields or in the alert (useServerFieldErrors).
    const saved = await save.mutateAsync({ id: report.id, input }).catch(() => null);
    if (saved) onSaved(saved);
  }

  return (
    <FormModal
      opened={report !== null}
      onClose={onClose}
      title={t('reports.maintenance.title', { name: report?.title ?? '' })}
      onSubmit={submit}
      message={formError}
      messageTitle={t('reports.maintenance.saveError')}
      pending={save.isPending}
      aside={
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            setNow(false);
            setStart('');
            setEnd('');
          }}
        >
          {t('reports.maintenance.clear')}
        </Button>
      }
    >
      <Switch
        label={t('reports.maintenance.now')}
        description={t('reports.maintenance.nowHint')}
        checked={now}
        onChange={(event) => setNow(event.currentTarget.checked)}
      />
      <Text size="sm" fw={500}>
        {t('reports.maintenance.schedule')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="datetime-local"
          label={label('start')}
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          error={errors.maintenance_start}
        />
        <TextInput
          type="datetime-local"
          label={label('end')}
          value={end}
          onChange={(e) => setEnd(e.currentTarget.value)}
          error={errors.maintenance_end}
        />
      </SimpleGrid>
      <Textarea
        label={label('message')}
        description={t('reports.maintenance.messageHint')}
        autosize
        minRows={2}
        maxLength={maxLengthOf(ZReportMaintenanceRequest.shape.maintenance_message)}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        error={errors.maintenance_message}
      />
    </FormModal>
  );
}
