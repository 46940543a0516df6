import { Group, TextInput } from '@mantine/core';
import { type TAutoShift, ZSaveAutoShiftRequest } from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { FormTargetProps } from '../../../components/list';
import { useContractForm } from '../../../lib/forms';
import { useSaveShift } from '../api/auto-actions';
import { TimeInput } from '../../../components/time-input';

const FIELDS = ['name', 'start_time', 'end_time'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Add or edit a shift: a name and the hours it spans (an end before the start crosses midnight). */
export function ShiftFormModal({
  opened,
  onClose,
  onSaved,
  shift,
}: FormTargetProps<TAutoShift> & { shift: TAutoShift | null }) {
  const { t } = useTranslation();
  const save = useSaveShift();
  const label = useCallback(
    (field: string) => t(`autoActions.shifts.fields.${field as (typeof FIELDS)[number]}`),
    [t],
  );
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZSaveAutoShiftRequest,
    label,
    fields: FIELDS,
    error: save.error,
    initialValues: { name: '', start_time: '08:00', end_time: '18:00' },
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load({
      name: shift?.name ?? '',
      start_time: shift?.start_time ?? '08:00',
      end_time: shift?.end_time ?? '18:00',
    });
  }, [opened, shift]);

  const submit = form.onSubmit(async (values) => {
    const saved = await save.mutateAsync({ id: shift?.id, input: values }).catch(() => null);
    if (saved) onSaved(saved, !shift);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={shift ? t('common.actions.editNamed', { name: shift.name }) : t('autoActions.shifts.addTitle')}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
      <TextInput label={label('name')} required data-autofocus {...fieldProps('name')} />
      <Group grow>
        <TimeInput label={label('start_time')} required {...fieldProps('start_time')} />
        <TimeInput label={label('end_time')} required {...fieldProps('end_time')} />
      </Group>
    </FormModal>
  );
}
