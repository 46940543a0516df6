import { Divider, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { TCustomField } from '@mirante/contracts';
import type { ReactNode } from 'react';

/** A titled section of the user form, its fields two by two. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Divider label={title} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** One of the unit's custom fields, by its type. */
export function CustomFieldInput({
  field,
  inputProps,
}: {
  field: TCustomField;
  inputProps: GetInputPropsReturnType;
}) {
  const common = { label: field.name, required: field.required };
  const value = inputProps.value as string | string[] | undefined;
  if (field.type === 'multiple') {
    return (
      <MultiSelect
        {...common}
        data={field.options}
        value={Array.isArray(value) ? value : []}
        onChange={inputProps.onChange}
        error={inputProps.error}
      />
    );
  }
  if (field.type === 'list' || field.type === 'single') {
    return (
      <Select
        {...common}
        data={field.options}
        clearable
        value={typeof value === 'string' && value ? value : null}
        onChange={(v) => inputProps.onChange(v ?? '')}
        error={inputProps.error}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => inputProps.onChange(event.currentTarget.value)}
      error={inputProps.error}
    />
  );
}
