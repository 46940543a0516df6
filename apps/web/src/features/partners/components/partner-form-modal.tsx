import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCnpjOrCpf, type TPartner, type TPartnerInput, ZPartnerInput } from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFields, DocumentInput } from '../../../components/forms/party-fields';
import { contractValidate, maxLengthOf, useServerFieldErrors, useWordFieldError } from '../../../lib/forms';
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
  const word = useWordFieldError(label);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: contractValidate(ZPartnerInput, word, toInput),
  });
  const message = useServerFieldErrors({
    error: save.error,
    fields: FIELDS,
    setFieldError: form.setFieldError,
    word,
  });

  // Each opening starts from the partner being edited (or blank), with no error left over.
  useEffect(() => {
    if (!opened) return;
    save.reset();
    form.setValues(valuesOf(partner));
    form.resetDirty(valuesOf(partner));
    form.clearErrors();
  }, [opened, partner]);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useServerFieldErrors).
    const saved = await save.mutateAsync({ id: partner?.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved);
  });
  const field = (name: Field) => ({ path: name, label: label(name), schema: shape[name] });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={partner ? t('common.actions.editNamed', { name: partner.name }) : t('partners.addTitle')}
      size="lg"
      centered
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
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {partner ? t('common.actions.save') : t('partners.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
