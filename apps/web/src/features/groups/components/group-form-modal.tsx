import { Textarea, TextInput } from '@mantine/core';
import { type TUserGroup, ZSaveUserGroupRequest } from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
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
  const { form, message, load } = useContractForm<Values>({
    schema: ZSaveUserGroupRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    mode: 'uncontrolled',
    initialValues: { name: '', description: '' },
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    const values = { name: group?.name ?? '', description: group?.description ?? '' };
    load(values);
  }, [opened, group]);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save.mutateAsync({ id: group?.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved, !group);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={group ? t('common.actions.editNamed', { name: group.name }) : t('groups.addTitle')}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
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
    </FormModal>
  );
}
