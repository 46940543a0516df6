import { Checkbox, Group, NumberInput, Select, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  CUSTOM_FIELD_OPTION_TYPES,
  CUSTOM_FIELD_OPTIONS_MAX,
  CUSTOM_FIELD_TYPES,
  type TCustomField,
  type TCustomFieldType,
  type TSaveCustomFieldRequest,
  ZSaveCustomFieldRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { maxLengthOf, rangeOf, useContractForm } from '../../../lib/forms';
import { useSaveCustomField } from '../api/custom-fields';

const FIELDS = ['name', 'type', 'options', 'position'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  name: string;
  type: TCustomFieldType;
  options: string[];
  required: boolean;
  searchable: boolean;
  position: number | string;
}

function valuesOf(field: TCustomField | null, nextPosition: number): Values {
  return {
    name: field?.name ?? '',
    type: field?.type ?? 'text',
    options: field?.options ?? [],
    required: field?.required ?? false,
    searchable: field?.searchable ?? false,
    position: field?.position ?? nextPosition,
  };
}

function toInput(values: Values): TSaveCustomFieldRequest {
  return {
    name: values.name.trim(),
    type: values.type,
    options: CUSTOM_FIELD_OPTION_TYPES.includes(values.type) ? values.options.map((o) => o.trim()) : [],
    required: values.required,
    searchable: values.searchable,
    position: typeof values.position === 'number' ? values.position : undefined,
  };
}

const shape = ZSaveCustomFieldRequest.shape;

interface CustomFieldFormModalProps {
  opened: boolean;
  field: TCustomField | null;
  /** Position offered to a new field: after the last one. */
  nextPosition: number;
  onClose: () => void;
  onSaved: (field: TCustomField, created: boolean) => void;
}

/** Add or edit a custom field; choice types need options, and the server's errors land on the fields. */
export function CustomFieldFormModal({
  opened,
  field,
  nextPosition,
  onClose,
  onSaved,
}: CustomFieldFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveCustomField();
  // A failure of one option (`options.3`) is the options field's.
  const label = useCallback(
    (key: string) => t(`customFields.fields.${(key.startsWith('options.') ? 'options' : key) as Field}`),
    [t],
  );
  const { form, message, load } = useContractForm<Values>({
    schema: ZSaveCustomFieldRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    mode: 'controlled',
    initialValues: valuesOf(null, 0),
    // A failure of one option is the options field's.
    refine: (found) => {
      const errors: FormErrors = {};
      for (const [key, message] of Object.entries(found)) {
        errors[key.startsWith('options.') ? 'options' : key] ??= message;
      }
      return errors;
    },
    // The server checks the options (needed for a choice, each once): a repeated one is named so.
    setFieldError: (key, text) =>
      key.startsWith('options.')
        ? form.setFieldError('options', t('customFields.duplicateOptions'))
        : form.setFieldError(key, text),
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(valuesOf(field, nextPosition));
  }, [opened, field]);

  const needsOptions = CUSTOM_FIELD_OPTION_TYPES.includes(form.values.type);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save.mutateAsync({ id: field?.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved, !field);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={field ? t('common.actions.editNamed', { name: field.name }) : t('customFields.addTitle')}
      size="lg"
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={label('name')}
          required
          data-autofocus
          maxLength={maxLengthOf(shape.name)}
          {...form.getInputProps('name')}
        />
        <Select
          label={label('type')}
          required
          allowDeselect={false}
          data={CUSTOM_FIELD_TYPES.map((value) => ({ value, label: t(`customFields.types.${value}`) }))}
          {...form.getInputProps('type')}
        />
      </SimpleGrid>
      {needsOptions && (
        <TagsInput
          label={label('options')}
          description={t('customFields.optionsHint')}
          required
          maxTags={CUSTOM_FIELD_OPTIONS_MAX}
          allowDuplicates
          clearable
          {...form.getInputProps('options')}
        />
      )}
      <NumberInput
        label={label('position')}
        description={t('customFields.positionHint')}
        {...rangeOf(shape.position)}
        allowDecimal={false}
        allowNegative={false}
        w={{ base: '100%', sm: 320 }}
        {...form.getInputProps('position')}
      />
      <Group gap="xl" align="flex-start">
        <Checkbox
          label={t('customFields.fields.required')}
          {...form.getInputProps('required', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('customFields.fields.searchable')}
          description={t('customFields.searchableHint')}
          {...form.getInputProps('searchable', { type: 'checkbox' })}
        />
      </Group>
    </FormModal>
  );
}
