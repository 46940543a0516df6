import { Switch, Text } from '@mantine/core';
import type { TFlag } from '@mirante/contracts';
import { useTranslation } from 'react-i18next';

/**
 * An 'S'/'N' setting as a switch, with its label, an optional hint from settings.hints, an
 * optional note (why it cannot be changed here) and the server's error on it.
 */
export function FlagSwitch({
  name,
  value,
  onChange,
  hint,
  note,
  disabled,
  error,
}: {
  name: string;
  value: TFlag | boolean;
  onChange: (value: TFlag) => void;
  hint?: boolean;
  note?: string;
  disabled?: boolean;
  /** The server's refusal of this setting, shown under it. */
  error?: string;
}) {
  const { t } = useTranslation();
  const checked = value === true || value === 'S';
  const description = [hint ? t(`settings.hints.${name}` as 'settings.hints.ip') : null, note]
    .filter(Boolean)
    .join(' ');
  return (
    <Switch
      label={t(`settings.fields.${name}` as 'settings.fields.enable')}
      description={description || undefined}
      checked={checked}
      disabled={disabled}
      error={error}
      onChange={(e) => onChange(e.currentTarget.checked ? 'S' : 'N')}
      data-setting={name}
    />
  );
}

/** A section heading inside a tab. */
export function SectionTitle({ children }: { children: string }) {
  return (
    <Text fw={600} size="sm" tt="uppercase" c="dimmed" mt="sm">
      {children}
    </Text>
  );
}
