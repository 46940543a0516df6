import {
  Divider,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CLIENT_SITUATIONS,
  formatCnpjOrCpf,
  type TClient,
  type TClientInput,
  ZClientInput,
} from '@mirante/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFields, DocumentInput } from '../../../components/forms/party-fields';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { FormModal } from '../../../components/form-modal';
import { useSaveClient } from '../api/clients';
import { DateInput } from '../../../components/date-input';

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
/** Billing fields, typed as text: the unit price in reais, the rest as whole numbers. */
const BILLING_FIELDS = ['unit_price_cents', 'bonus_users', 'due_day', 'invoice_email'] as const;
type BillingField = (typeof BILLING_FIELDS)[number];
type Values = Record<TextField | BillingField, string> & {
  partner_id: string;
  person_type: 'legal' | 'physical';
  situation: TClient['situation'];
};
type Field = keyof Values;
const FIELDS = [...TEXT_FIELDS, ...BILLING_FIELDS, 'partner_id', 'person_type', 'situation'] as const;
const shape = ZClientInput.in.shape;

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
    unit_price_cents: client ? String(client.unit_price_cents / 100) : '',
    bonus_users: client ? String(client.bonus_users) : '',
    due_day: client?.due_day ? String(client.due_day) : '',
    invoice_email: client?.invoice_email ?? '',
  };
}

/** A whole number typed, or `fallback` when nothing is (a number the contract judges). */
const numberOf = (value: string, fallback: number | null) => (value.trim() === '' ? fallback : Number(value));

function toInput(values: Values): TClientInput {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f].trim() || null])),
    name: values.name.trim(),
    document: values.document.trim(),
    partner_id: Number(values.partner_id),
    person_type: values.person_type,
    situation: values.situation,
    unit_price_cents: Math.round(Number(numberOf(values.unit_price_cents.replace(',', '.'), 0)) * 100),
    bonus_users: numberOf(values.bonus_users, 0) as number,
    due_day: numberOf(values.due_day, null),
    invoice_email: values.invoice_email.trim() || null,
  };
}

/** The request as the contract checks it: no partner chosen is a missing one. */
const toChecked = (values: Values) => ({
  ...toInput(values),
  partner_id: values.partner_id ? Number(values.partner_id) : undefined,
});

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
  const save = useSaveClient();
  // The document is named as it reads for the chosen person type: CNPJ or CPF.
  const personType = useRef<Values['person_type']>('legal');
  const label = useCallback(
    (field: string) =>
      field === 'document'
        ? t(personType.current === 'legal' ? 'clients.cnpj' : 'clients.cpf')
        : t(`clients.fields.${field as Field}`),
    [t],
  );
  const { form, message, load } = useContractForm<Values>({
    schema: ZClientInput,
    label,
    fields: FIELDS,
    error: save.error,
    toInput: toChecked,
    mode: 'controlled',
    initialValues: valuesOf(null, null),
  });
  personType.current = form.values.person_type;

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(valuesOf(client, defaultPartnerId));
  }, [opened, client, defaultPartnerId]);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save.mutateAsync({ id: client?.id, input: toInput(values) }).catch(() => null);
    if (saved) onSaved(saved);
  });
  const field = (name: TextField) => ({ path: name, label: label(name), schema: shape[name] });
  const text = (name: TextField, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label(name)}
      maxLength={maxLengthOf(shape[name])}
      {...extra}
      {...form.getInputProps(name)}
    />
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={client ? t('common.actions.editNamed', { name: client.name }) : t('clients.addTitle')}
      size="xl"
      onSubmit={submit}
      message={message}
      pending={save.isPending}
      submitLabel={client ? t('common.actions.save') : t('clients.add')}
      lockCancel
      actionsProps={{ gap: 'sm' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={label('partner_id')}
          data={partners}
          searchable
          required
          data-autofocus
          {...form.getInputProps('partner_id')}
        />
        {text('customer_code')}
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
        <DocumentInput form={form} field={{ path: 'document', label: label('document') }} />
        {text('fantasy_name')}
        {text('state_registration')}
      </SimpleGrid>
      <Divider label={t('clients.addressSection')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {text('address_street')}
        {text('address_number')}
        {text('address_complement')}
        {text('address_neighborhood')}
        {text('address_city')}
      </SimpleGrid>
      <Divider label={t('clients.contactSection')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ContactFields
          form={form}
          email={field('business_email')}
          phone={field('commercial_phone')}
          contact={field('contact_name')}
        />
        {text('seller')}
        <DateInput label={label('contract_date')} {...form.getInputProps('contract_date')} />
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
        maxLength={maxLengthOf(shape.observation)}
        {...form.getInputProps('observation')}
      />
      <Divider label={t('clients.billingSection')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
        <TextInput
          label={label('unit_price_cents')}
          inputMode="decimal"
          {...form.getInputProps('unit_price_cents')}
        />
        <TextInput label={label('bonus_users')} inputMode="numeric" {...form.getInputProps('bonus_users')} />
        <TextInput label={label('due_day')} inputMode="numeric" {...form.getInputProps('due_day')} />
        <TextInput label={label('invoice_email')} type="email" {...form.getInputProps('invoice_email')} />
      </SimpleGrid>
    </FormModal>
  );
}
