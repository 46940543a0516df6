import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, isBlankAfterTrim, type TUserGroup } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useSaveGroup } from '../api/groups';

const FIELDS = ['name', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface GroupFormModalProps {
  opened: boolean;
  /** The group to edit; null adds a new one. */
  group: TUserGroup | null;
  onClose: () => void;
  onSaved: (group: TUserGroup, created: boolean) => void;
}

/** Add or rename a user group; a name already used in the unit is shown on the name field. */
export function GroupFormModal({ opened, group, onClose, onSaved }: GroupFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const save = useSaveGroup();
  const label = (field: Field) => t(`groups.fields.${field}`);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { name: '', description: '' },
    validate: {
      name: (v) => (isBlankAfterTrim(v) ? catalog('field_required', { name: label('name') }) : null),
    },
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    const values = { name: group?.name ?? '', description: group?.description ?? '' };
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [opened, group]);

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: group?.id,
        input: { name: values.name.trim(), description: values.description.trim() || null },
      });
      onSaved(saved, !group);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, messages] of Object.entries(error.errors)) {
        if (!(FIELDS as readonly string[]).includes(field) || !messages[0]) continue;
        const name = label(field as Field);
        // Generic messages name the field by its key; show the label the user sees instead.
        const message =
          messages[0] === catalog('field_required', { name: field })
            ? catalog('field_required', { name })
            : messages[0] === catalog('field_invalid', { name: field })
              ? catalog('field_invalid', { name })
              : messages[0];
        form.setFieldError(field, message);
      }
    }
  });

  const error = save.error;
  const onFields =
    isApiError(error) && Object.keys(error.errors).some((f) => (FIELDS as readonly string[]).includes(f));
  const message =
    error && !onFields ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? t('groups.editTitle', { name: group.name }) : t('groups.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('groups.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {message}
            </Alert>
          )}
          <TextInput
            label={label('name')}
            required
            data-autofocus
            maxLength={GROUP_NAME_MAX}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Textarea
            label={label('description')}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={GROUP_DESCRIPTION_MAX}
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('groups.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('groups.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
