import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TUserGroup, ZSaveUserGroupRequest } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contractValidate, maxLengthOf, useServerFieldErrors, useWordFieldError } from '../../../lib/forms';
import { useSaveGroup } from '../api/groups';

const FIELDS = ['name', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const toInput = (values: Values) => ({ name: values.name, description: values.description || null });

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
  const save = useSaveGroup();
  const label = useCallback((field: string) => t(`groups.fields.${field as Field}`), [t]);
  const word = useWordFieldError(label);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { name: '', description: '' },
    validate: contractValidate(ZSaveUserGroupRequest, word, toInput),
  });
  const message = useServerFieldErrors({
    error: save.error,
    fields: FIELDS,
    setFieldError: form.setFieldError,
    word,
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
    // The failure shows on the fields or in the alert (useServerFieldErrors).
    const saved = await save.mutateAsync({ id: group?.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved, !group);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? t('common.actions.editNamed', { name: group.name }) : t('groups.addTitle')}
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
          <TextInput
            label={label('name')}
            required
            data-autofocus
            maxLength={maxLengthOf(ZSaveUserGroupRequest.shape.name)}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Textarea
            label={label('description')}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={maxLengthOf(ZSaveUserGroupRequest.shape.description)}
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
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
