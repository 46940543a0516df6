import { SimpleGrid, TextInput } from '@mantine/core';
import { formatCnpjOrCpf, type TPartner, type TPartnerInput, ZPartnerInput } from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFields, DocumentInput } from '../../../components/forms/party-fields';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { FormModal } from '../../../components/form-modal';
import { useSavePartner } from '../api/partner-mutations';

const FIELDS = ['name', 'document', 'email', 'phone', 'contact_name'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', document: '', email: '', phone: '', contact_name: '' };
const shape = ZPartnerInput.shape;

function valuesOf(partner: TPartner | null): Values {
  if (!partner) return EMPTY;
  return {
    name: partner.name,
    document: partner.document ? formatCnpjOrCpf(partner.document) : '',
    email: partner.email ?? '',
    phone: partner.phone ?? '',
    contact_name: partner.contact_name ?? '',
  };
}

const toInput = (values: Values): TPartnerInput => ({
  name: values.name.trim(),
  document: values.document.trim(),
  email: values.email.trim() || null,
  phone: values.phone.trim() || null,
  contact_name: values.contact_name.trim() || null,
});

interface PartnerFormModalProps {
  opened: boolean;
  /** The partner to edit; null adds a new one. */
  partner: TPartner | null;
  onClose: () => void;
  onSaved: (partner: TPartner) => void;
}

/** Add or edit a partner. Checks run before sending; the server's field errors land on the fields. */
export function PartnerFormModal({ opened, partner, onClose, onSaved }: PartnerFormModalProps) {
  const { t } = useTranslation();
  const save = useSavePartner();
  const label = useCallback((field: string) => t(`partners.fields.${field as Field}`), [t]);
  const { form, message, load } = useContractForm<Values>({
    schema: ZPartnerInput,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    mode: 'uncontrolled',
    initialValues: EMPTY,
  });

  // Each opening starts from the partner being edited (or blank), with no error left over.
  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(valuesOf(partner));
  }, [opened, partner]);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save.mutateAsync({ id: partner?.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved);
  });
  const field = (name: Field) => ({ path: name, label: label(name), schema: shape[name] });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={partner ? t('common.actions.editNamed', { name: partner.name }) : t('partners.addTitle')}
      size="lg"
      onSubmit={submit}
      message={message}
      pending={save.isPending}
      submitLabel={partner ? t('common.actions.save') : t('partners.add')}
      lockCancel
      actionsProps={{ gap: 'sm', mt: 'xs' }}
    >
      <TextInput
        label={label('name')}
        required
        data-autofocus
        maxLength={maxLengthOf(shape.name)}
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DocumentInput form={form} field={field('document')} description={t('partners.documentHint')} />
        <ContactFields
          form={form}
          email={field('email')}
          phone={field('phone')}
          contact={field('contact_name')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
