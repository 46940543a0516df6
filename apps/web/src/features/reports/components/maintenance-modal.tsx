import { Button, SimpleGrid, Switch, Text, Textarea } from '@mantine/core';
import { type TReport, ZReportMaintenanceRequest } from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput, isoToLocalDateTime, localDateTimeToIso } from '../../../components/date-time-input';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/forms';
import { useSetReportMaintenance } from '../api/reports-api';

/** The instant of a day and time typed; what is typed when it is none, for the contract to refuse. */
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  return localDateTimeToIso(value) ?? value;
}

const FIELDS = ['maintenance', 'maintenance_start', 'maintenance_end', 'maintenance_message'] as const;

interface Values {
  maintenance: boolean;
  maintenance_start: string;
  maintenance_end: string;
  maintenance_message: string;
}

function valuesOf(report: TReport | null): Values {
  return {
    maintenance: report?.maintenance ?? false,
    maintenance_start: isoToLocalDateTime(report?.maintenance_start ?? null),
    maintenance_end: isoToLocalDateTime(report?.maintenance_end ?? null),
    maintenance_message: report?.maintenance_message ?? '',
  };
}

function toInput(values: Values) {
  return {
    maintenance: values.maintenance,
    maintenance_start: fromLocalInput(values.maintenance_start),
    maintenance_end: fromLocalInput(values.maintenance_end),
    maintenance_message: values.maintenance_message.trim() || null,
  };
}

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
  // maintenance_start → reports.maintenance.start
  const label = useCallback(
    (field: string) =>
      t(`reports.maintenance.${field.replace('maintenance_', '')}` as 'reports.maintenance.start'),
    [t],
  );
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZReportMaintenanceRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    mode: 'controlled',
    initialValues: valuesOf(null),
  });

  useEffect(() => {
    if (!report) return;
    save.reset();
    load(valuesOf(report));
  }, [report]);

  const submit = form.onSubmit(async (values) => {
    if (!report) return;
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save.mutateAsync({ id: report.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved);
  });

  return (
    <FormModal
      opened={report !== null}
      onClose={onClose}
      title={t('reports.maintenance.title', { name: report?.title ?? '' })}
      onSubmit={submit}
      message={message}
      messageTitle={t('reports.maintenance.saveError')}
      pending={save.isPending}
      aside={
        <Button
          variant="subtle"
          color="gray"
          onClick={() => form.setValues({ maintenance: false, maintenance_start: '', maintenance_end: '' })}
        >
          {t('reports.maintenance.clear')}
        </Button>
      }
    >
      <Switch
        label={t('reports.maintenance.now')}
        description={t('reports.maintenance.nowHint')}
        {...form.getInputProps('maintenance', { type: 'checkbox' })}
      />
      <Text size="sm" fw={500}>
        {t('reports.maintenance.schedule')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateTimeInput label={label('start')} {...fieldProps('maintenance_start')} />
        <DateTimeInput label={label('end')} {...fieldProps('maintenance_end')} />
      </SimpleGrid>
      <Textarea
        label={label('message')}
        description={t('reports.maintenance.messageHint')}
        autosize
        minRows={2}
        {...fieldProps('maintenance_message')}
      />
    </FormModal>
  );
}
