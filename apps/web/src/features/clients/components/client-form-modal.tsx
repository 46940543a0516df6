import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CLIENT_SITUATIONS,
  formatCnpjOrCpf,
  isBlankAfterTrim,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  type TClient,
  type TClientInput,
} from '@mirante/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useSaveClient } from '../api/clients';

const TEXT_FIELDS = [
  'name',
  'customer_code',
  'document',
  'fantasy_name',
  'state_registration',
  'address_street',
  'address_number',
  'address_complement',
  'address_neighborhood',
  'address_city',
  'business_email',
  'commercial_phone',
  'contact_name',
  'seller',
  'contract_date',
  'observation',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string> & {
  partner_id: string;
  person_type: 'legal' | 'physical';
  situation: TClient['situation'];
};
type Field = keyof Values;
const FIELDS = [...TEXT_FIELDS, 'partner_id', 'person_type', 'situation'] as readonly string[];

function valuesOf(client: TClient | null, partnerId: number | null): Values {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, client?.[f] ?? ''])) as Record<
    TextField,
    string
  >;
  return {
    ...text,
    document: client?.document ? formatCnpjOrCpf(client.document) : '',
    partner_id: String(client?.partner_id ?? partnerId ?? ''),
    person_type: client?.person_type ?? 'legal',
    situation: client?.situation ?? 'active',
  };
}

interface ClientFormModalProps {
  opened: boolean;
  client: TClient | null;
  partners: { value: string; label: string }[];
  /** Preselected partner for a new client (the list's partner filter). */
  defaultPartnerId: number | null;
  onClose: () => void;
  onSaved: (client: TClient) => void;
}

/** Add or edit a client with every customer field; server field errors land on their fields. */
export function ClientFormModal({
  opened,
  client,
  partners,
  defaultPartnerId,
  onClose,
  onSaved,
}: ClientFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const save = useSaveClient();
  const label = (field: Field) => t(`clients.fields.${field}`);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(null, null),
    validate: {
      partner_id: (v) => (v ? null : catalog('field_required', { name: label('partner_id') })),
      name: (v) => (isBlankAfterTrim(v) ? catalog('field_required', { name: label('name') }) : null),
      document: (v, values) => {
        // Named as the field reads for the chosen person type: CNPJ or CPF.
        const name = values.person_type === 'legal' ? t('clients.cnpj') : t('clients.cpf');
        if (isBlankAfterTrim(v)) return catalog('field_required', { name });
        const valid = values.person_type === 'legal' ? isValidCnpj : isValidCpf;
        return valid(v.trim()) ? null : catalog('field_invalid', { name });
      },
      business_email: (v) =>
        isBlankAfterTrim(v) || isValidEmail(v.trim())
          ? null
          : catalog('field_invalid', { name: label('business_email') }),
    },
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    form.setValues(valuesOf(client, defaultPartnerId));
    form.clearErrors();
  }, [opened, client, defaultPartnerId]);

  const submit = form.onSubmit(async (values) => {
    const input: TClientInput = {
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f].trim() || null])),
      name: values.name.trim(),
      document: values.document.trim(),
      partner_id: Number(values.partner_id),
      person_type: values.person_type,
      situation: values.situation,
    };
    try {
      onSaved(await save.mutateAsync({ id: client?.id, input }));
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, messages] of Object.entries(error.errors)) {
        if (!FIELDS.includes(field)) continue;
        const required = messages[0] === catalog('field_required', { name: field });
        form.setFieldError(
          field,
          catalog(required ? 'field_required' : 'field_invalid', { name: label(field as Field) }),
        );
      }
    }
  });

  const error = save.error;
  const onFields = isApiError(error) && Object.keys(error.errors).some((f) => FIELDS.includes(f));
  const message =
    error && !onFields ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;
  const text = (field: TextField, extra: Record<string, unknown> = {}) => (
    <TextInput label={label(field)} maxLength={200} {...extra} {...form.getInputProps(field)} />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={client ? t('common.actions.editNamed', { name: client.name }) : t('clients.addTitle')}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />} role="alert">
              {message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={label('partner_id')}
              data={partners}
              searchable
              required
              data-autofocus
              {...form.getInputProps('partner_id')}
            />
            {text('customer_code', { maxLength: 50 })}
          </SimpleGrid>
          <Stack gap={6}>
            <Text size="sm" fw={500} id="client-person-type">
              {label('person_type')}
            </Text>
            <SegmentedControl
              aria-labelledby="client-person-type"
              data={[
                { value: 'legal', label: t('clients.personType.legal') },
                { value: 'physical', label: t('clients.personType.physical') },
              ]}
              {...form.getInputProps('person_type')}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('name', { required: true })}
            {text('document', {
              required: true,
              inputMode: 'numeric',
              maxLength: 18,
              label: form.values.person_type === 'legal' ? t('clients.cnpj') : t('clients.cpf'),
            })}
            {text('fantasy_name')}
            {text('state_registration', { maxLength: 30 })}
          </SimpleGrid>
          <Divider label={t('clients.addressSection')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('address_street')}
            {text('address_number', { maxLength: 20 })}
            {text('address_complement')}
            {text('address_neighborhood')}
            {text('address_city')}
          </SimpleGrid>
          <Divider label={t('clients.contactSection')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('business_email', { type: 'email', maxLength: 254 })}
            {text('commercial_phone', { type: 'tel', maxLength: 20 })}
            {text('contact_name')}
            {text('seller')}
            {text('contract_date', { type: 'date' })}
            <Select
              label={label('situation')}
              data={CLIENT_SITUATIONS.map((value) => ({ value, label: t(`clients.situation.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('situation')}
            />
          </SimpleGrid>
          <Textarea
            label={label('observation')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('observation')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {client ? t('common.actions.save') : t('clients.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
