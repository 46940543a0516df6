import {
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { TCustomField } from '@mirante/contracts';
import type { ReactNode } from 'react';
import { DateInput } from '../../../components/date-input';
import { useLanguage } from '../../../lib/i18n';

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

/** How the interface language separates decimals in a typed number. */
function decimalSeparatorOf(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/**
 * One of the unit's custom fields, by its type: a list is a dropdown, a single choice radio
 * buttons, a multiple choice checkboxes, a number a numeric input (no letters), a date the shared
 * day input; text is free.
 */
export function CustomFieldInput({
  field,
  inputProps,
}: {
  field: TCustomField;
  inputProps: GetInputPropsReturnType;
}) {
  const language = useLanguage();
  const common = { label: field.name, required: field.required, error: inputProps.error };
  const value = inputProps.value as string | string[] | undefined;
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'multiple':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={inputProps.onChange}>
          <Group gap="md" mt={6}>
            {field.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'single':
      return (
        <Radio.Group {...common} value={text || null} onChange={(v) => inputProps.onChange(v)}>
          <Group gap="md" mt={6}>
            {field.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'list':
      return (
        <Select
          {...common}
          data={field.options}
          clearable
          value={text || null}
          onChange={(v) => inputProps.onChange(v ?? '')}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          // The form keeps the number as text with a '.'; the person types the language's separator.
          value={text}
          valueIsNumericString
          decimalSeparator={decimalSeparatorOf(language)}
          thousandSeparator={false}
          hideControls
          onChange={(v) => inputProps.onChange(String(v))}
        />
      );
    case 'date':
      return <DateInput {...common} value={text} onChange={(v) => inputProps.onChange(v)} />;
    default:
      return (
        <TextInput
          {...common}
          value={text}
          onChange={(event) => inputProps.onChange(event.currentTarget.value)}
        />
      );
  }
}
