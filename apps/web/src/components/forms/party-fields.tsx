import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FORMATTED_DOCUMENT_LENGTH } from '@mirante/contracts';
import type { z } from 'zod';
import { maxLengthOf } from '../../lib/forms';

// The forms of a partner, a client and a registration name and nest these fields differently.
type AnyForm = UseFormReturnType<Record<string, unknown>>;

/** One field of the group: its path in the form, its label and the contract schema that bounds it. */
export interface PartyField {
  path: string;
  label: string;
  schema: z.ZodType;
}

function inputOf(form: unknown, field: PartyField) {
  const f = form as AnyForm;
  return {
    label: field.label,
    maxLength: maxLengthOf(field.schema),
    key: f.key(field.path),
    ...f.getInputProps(field.path),
  };
}

/** A CNPJ or CPF, typed with or without its punctuation. */
export function DocumentInput({
  form,
  field,
  description,
}: {
  form: unknown;
  field: Omit<PartyField, 'schema'>;
  description?: string;
}) {
  const f = form as AnyForm;
  return (
    <TextInput
      label={field.label}
      description={description}
      required
      inputMode="numeric"
      maxLength={FORMATTED_DOCUMENT_LENGTH}
      key={f.key(field.path)}
      {...f.getInputProps(field.path)}
    />
  );
}

interface ContactFieldsProps {
  form: unknown;
  email: PartyField;
  phone: PartyField;
  contact: PartyField;
}

/** How a partner or a client is reached: e-mail, phone and the person to talk to. */
export function ContactFields({ form, email, phone, contact }: ContactFieldsProps) {
  const { key: emailKey, ...emailProps } = inputOf(form, email);
  const { key: phoneKey, ...phoneProps } = inputOf(form, phone);
  const { key: contactKey, ...contactProps } = inputOf(form, contact);
  return (
    <>
      <TextInput key={emailKey} type="email" inputMode="email" {...emailProps} />
      <TextInput key={phoneKey} type="tel" inputMode="tel" {...phoneProps} />
      <TextInput key={contactKey} {...contactProps} />
    </>
  );
}
