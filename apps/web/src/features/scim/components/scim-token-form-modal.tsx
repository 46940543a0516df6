import { Switch, TextInput } from '@mantine/core';
import { type TScimToken, type TScimTokenAddResponse, ZScimTokenAddRequest } from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { useAddScimToken, useUpdateScimToken } from '../api/scim-tokens';

const FIELDS = ['description', 'enabled'] as const;
type Values = { description: string; enabled: boolean };

const toInput = (values: Values) => ({ description: values.description });

interface ScimTokenFormModalProps {
  opened: boolean;
  /** The unit a master works on; an admin's own unit when left out. */
  companyId?: number;
  /** The token to edit; null generates a new one. */
  token: TScimToken | null;
  onClose: () => void;
  /** A new token comes back with its secret (`token`), an edited one without. */
  onSaved: (token: TScimToken | TScimTokenAddResponse, created: boolean) => void;
}

/** Generate a token (named by its description) or change a token's description and status. */
export function ScimTokenFormModal({ opened, companyId, token, onClose, onSaved }: ScimTokenFormModalProps) {
  const { t } = useTranslation();
  const add = useAddScimToken();
  const update = useUpdateScimToken();
  const save = token ? update : add;
  const label = useCallback((field: string) => t(`scim.fields.${field as (typeof FIELDS)[number]}`), [t]);
  const { form, message, load } = useContractForm<Values>({
    schema: ZScimTokenAddRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    mode: 'uncontrolled',
    initialValues: { description: '', enabled: true },
  });

  useEffect(() => {
    if (!opened) return;
    add.reset();
    update.reset();
    load({ description: token?.description ?? '', enabled: token?.enabled ?? true });
  }, [opened, token]);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = token
      ? await update
          .mutateAsync({
            companyId,
            input: { id: token.id, description: values.description, enabled: values.enabled },
          })
          .catch(() => null)
      : await add.mutateAsync({ companyId, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved, !token);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={token ? t('common.actions.editNamed', { name: token.description }) : t('scim.addTitle')}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
      submitLabel={token ? undefined : t('scim.add')}
    >
      <TextInput
        label={label('description')}
        required
        data-autofocus
        maxLength={maxLengthOf(ZScimTokenAddRequest.shape.description)}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      {token && (
        <Switch
          label={label('enabled')}
          description={t('scim.enabledHint')}
          key={form.key('enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
      )}
    </FormModal>
  );
}
