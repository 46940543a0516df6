import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoredConfig } from '../lib/storage';

/** A master's choice among its partner's units (from the session's config), to work on one. */
export function UnitPicker({
  value,
  onChange,
  description,
  clearable = false,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  description?: string;
  /** A filter: clearing it stands for every unit. */
  clearable?: boolean;
}) {
  const { t } = useTranslation();
  const units = useStoredConfig().companies ?? [];
  return (
    <Select
      w={{ base: '100%', xs: 320 }}
      label={t('unitPicker.label')}
      placeholder={t('unitPicker.placeholder')}
      description={description}
      data={units.map((u) => ({ value: String(u.id), label: u.name }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchable
      clearable={clearable}
      nothingFoundMessage={t('unitPicker.placeholder')}
    />
  );
}
