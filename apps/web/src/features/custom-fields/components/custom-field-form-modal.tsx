import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CUSTOM_FIELD_NAME_MAX,
  CUSTOM_FIELD_OPTION_TYPES,
  CUSTOM_FIELD_OPTIONS_MAX,
  CUSTOM_FIELD_POSITION_MAX,
  CUSTOM_FIELD_TYPES,
  isBlankAfterTrim,
  type TCustomField,
  type TCustomFieldType,
} from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
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

function hasDuplicates(options: string[]): boolean {
  return new Set(options.map((o) => o.trim().toLowerCase())).size !== options.length;
}

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
  const catalog = useCatalog();
  const save = useSaveCustomField();
  const label = (key: Field) => t(`customFields.fields.${key}`);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(null, 0),
    validate: {
      name: (v) => (isBlankAfterTrim(v) ? catalog('field_required', { name: label('name') }) : null),
      options: (v, values) => {
        if (!CUSTOM_FIELD_OPTION_TYPES.includes(values.type)) return null;
        if (v.length === 0) return catalog('field_required', { name: label('options') });
        return hasDuplicates(v) ? t('customFields.duplicateOptions') : null;
      },
    },
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    form.setValues(valuesOf(field, nextPosition));
    form.resetDirty(valuesOf(field, nextPosition));
    form.clearErrors();
  }, [opened, field]);

  const needsOptions = CUSTOM_FIELD_OPTION_TYPES.includes(form.values.type);

  const submit = form.onSubmit(async (values) => {
    const position = typeof values.position === 'number' ? values.position : undefined;
    try {
      const saved = await save.mutateAsync({
        id: field?.id,
        input: {
          name: values.name.trim(),
          type: values.type,
          options: needsOptions ? values.options.map((o) => o.trim()) : [],
          required: values.required,
          searchable: values.searchable,
          position,
        },
      });
      onSaved(saved, !field);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [key, messages] of Object.entries(error.errors)) {
        // options.3 (a duplicate) is shown on the options input.
        const target = key.startsWith('options') ? 'options' : key;
        if (!(FIELDS as readonly string[]).includes(target) || !messages[0]) continue;
        const name = label(target as Field);
        const message =
          messages[0] === catalog('field_required', { name: key })
            ? catalog('field_required', { name })
            : messages[0] === catalog('field_invalid', { name: key })
              ? catalog('field_invalid', { name })
              : messages[0];
        form.setFieldError(target, message);
      }
    }
  });

  const error = save.error;
  const onFields =
    isApiError(error) &&
    Object.keys(error.errors).some((f) => (FIELDS as readonly string[]).includes(f.split('.')[0] ?? ''));
  const message =
    error && !onFields ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={field ? t('common.actions.editNamed', { name: field.name }) : t('customFields.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={label('name')}
              required
              data-autofocus
              maxLength={CUSTOM_FIELD_NAME_MAX}
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
            min={0}
            max={CUSTOM_FIELD_POSITION_MAX}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
