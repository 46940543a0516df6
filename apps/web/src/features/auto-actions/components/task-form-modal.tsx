import { Select, TextInput } from '@mantine/core';
import {
  AUTO_TASK_ACTIONS,
  AUTO_TASK_TYPES,
  type AutoAction,
  type AutoTaskType,
  CAPACITY_SKUS,
  type TAutoTask,
  type TSaveAutoTaskRequest,
  ZSaveAutoTaskRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { FormTargetProps } from '../../../components/list';
import { useContractForm } from '../../../lib/forms';
import { useCapacityRules, useSaveTask, useUnitReports, useUnitTemplates } from '../api/auto-actions';

const FIELDS = ['name', 'type', 'action', 'capacity_id', 'size', 'report_id', 'template_id'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const idOrNull = (value: string) => (value ? Number(value) : null);

function toInput(values: Values): TSaveAutoTaskRequest {
  return {
    name: values.name,
    type: values.type as AutoTaskType,
    action: values.action as AutoAction,
    capacity_id: idOrNull(values.capacity_id),
    size: (values.size || null) as TSaveAutoTaskRequest['size'],
    report_id: idOrNull(values.report_id),
    template_id: idOrNull(values.template_id),
  };
}

const EMPTY: Values = {
  name: '',
  type: 'capacity',
  action: 'pause',
  capacity_id: '',
  size: '',
  report_id: '',
  template_id: '',
};

/** Add or edit a task: its type, its action and what it acts on. */
export function TaskFormModal({
  opened,
  onClose,
  onSaved,
  task,
}: FormTargetProps<TAutoTask> & { task: TAutoTask | null }) {
  const { t } = useTranslation();
  const save = useSaveTask();
  const capacities = useCapacityRules();
  const label = useCallback((field: string) => t(`autoActions.tasks.fields.${field as Field}`), [t]);
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZSaveAutoTaskRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    initialValues: EMPTY,
  });
  const type = form.getValues().type as AutoTaskType;
  const reports = useUnitReports(opened && (type === 'report' || type === 'dataset'));
  const templates = useUnitTemplates(opened && type === 'notification');

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(
      task
        ? {
            name: task.name,
            type: task.type,
            action: task.action,
            capacity_id: task.capacity_id ? String(task.capacity_id) : '',
            size: task.size ?? '',
            report_id: task.report_id ? String(task.report_id) : '',
            template_id: task.template_id ? String(task.template_id) : '',
          }
        : EMPTY,
    );
  }, [opened, task]);

  const submit = form.onSubmit(async (values) => {
    const saved = await save.mutateAsync({ id: task?.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved, !task);
  });

  const reportOptions = (reports.data?.data ?? [])
    .filter((r) => type === 'report' || r.kind === 'powerbi')
    .map((r) => ({ value: String(r.id), label: r.title }));

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={task ? t('common.actions.editNamed', { name: task.name }) : t('autoActions.tasks.addTitle')}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
      <TextInput label={label('name')} required data-autofocus {...fieldProps('name')} />
      <Select
        label={label('type')}
        required
        allowDeselect={false}
        data={AUTO_TASK_TYPES.map((value) => ({ value, label: t(`autoActions.tasks.types.${value}`) }))}
        {...fieldProps('type')}
        onChange={(value) => {
          const next = (value ?? 'capacity') as AutoTaskType;
          form.setFieldValue('type', next);
          form.setFieldValue('action', AUTO_TASK_ACTIONS[next][0]);
        }}
      />
      <Select
        label={label('action')}
        required
        allowDeselect={false}
        data={AUTO_TASK_ACTIONS[type].map((value) => ({
          value,
          label: t(`autoActions.tasks.actions.${value}`),
        }))}
        {...fieldProps('action')}
      />
      {type === 'capacity' && (
        <Select
          label={label('capacity_id')}
          required
          data={(capacities.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...fieldProps('capacity_id')}
        />
      )}
      {type === 'capacity' && form.getValues().action === 'scale' && (
        <Select label={label('size')} required data={[...CAPACITY_SKUS]} {...fieldProps('size')} />
      )}
      {(type === 'report' || type === 'dataset') && (
        <Select
          label={label('report_id')}
          required
          searchable
          data={reportOptions}
          {...fieldProps('report_id')}
        />
      )}
      {type === 'notification' && (
        <Select
          label={label('template_id')}
          required
          searchable
          data={(templates.data?.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
          {...fieldProps('template_id')}
        />
      )}
    </FormModal>
  );
}
