import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatCnpjOrCpf,
  isBlankAfterTrim,
  isValidCnpjOrCpf,
  isValidEmail,
  type TPartner,
  type TPartnerInput,
} from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useSavePartner } from '../api/partner-mutations';

const FIELDS = ['name', 'document', 'email', 'phone', 'contact_name'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', document: '', email: '', phone: '', contact_name: '' };

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
  const catalog = useCatalog();
  const save = useSavePartner();
  const label = (field: Field) => t(`partners.fields.${field}`);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      name: (v) => (isBlankAfterTrim(v) ? catalog('field_required', { name: label('name') }) : null),
      document: (v) => {
        if (isBlankAfterTrim(v)) return catalog('field_required', { name: label('document') });
        return isValidCnpjOrCpf(v.trim()) ? null : catalog('field_invalid', { name: label('document') });
      },
      email: (v) =>
        isBlankAfterTrim(v) || isValidEmail(v.trim())
          ? null
          : catalog('field_invalid', { name: label('email') }),
    },
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
    const input: TPartnerInput = {
      name: values.name.trim(),
      document: values.document.trim(),
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
      contact_name: values.contact_name.trim() || null,
    };
    try {
      const saved = await save.mutateAsync({ id: partner?.id, input });
      onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, messages] of Object.entries(error.errors)) {
        if (!(FIELDS as readonly string[]).includes(field)) continue;
        const name = label(field as Field);
        // The server names the field by its key; the form shows the label the user sees.
        const required = messages[0] === catalog('field_required', { name: field });
        form.setFieldError(field, catalog(required ? 'field_required' : 'field_invalid', { name }));
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
            maxLength={200}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={label('document')}
              description={t('partners.documentHint')}
              required
              inputMode="numeric"
              maxLength={18}
              key={form.key('document')}
              {...form.getInputProps('document')}
            />
            <TextInput
              label={label('contact_name')}
              maxLength={200}
              key={form.key('contact_name')}
              {...form.getInputProps('contact_name')}
            />
            <TextInput
              label={label('email')}
              type="email"
              inputMode="email"
              maxLength={254}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={label('phone')}
              type="tel"
              inputMode="tel"
              maxLength={20}
              key={form.key('phone')}
              {...form.getInputProps('phone')}
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
