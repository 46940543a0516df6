import { CloseButton, Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../lib/list';

export interface ListSearchProps extends Omit<TextInputProps, 'value' | 'onChange' | 'list'> {
  state: Pick<ListState, 'typed' | 'setTyped'>;
  /** The box's accessible name. */
  label: string;
  /** Shows a spinner instead of the clear button while the list is asked again. */
  busy?: boolean;
  /** Accessible name of the spinner; the shared "Loading…" unless given. */
  busyLabel?: string;
  /** Accessible name of the clear button; the shared "Clear search" unless given. */
  clearLabel?: string;
  /** false: no clear button and no spinner. */
  clearable?: boolean;
}

/** The search box above a list: a magnifier, then a spinner while fetching or a clear button. */
export function ListSearch({
  state,
  label,
  busy = false,
  busyLabel,
  clearLabel,
  clearable = true,
  ...props
}: ListSearchProps) {
  const { t } = useTranslation();
  const { typed, setTyped } = state;
  return (
    <TextInput
      w={{ base: '100%', xs: 320 }}
      aria-label={label}
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      rightSection={
        !clearable ? null : busy ? (
          <Loader size={16} aria-label={busyLabel ?? t('common.states.loading')} />
        ) : typed ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel ?? t('common.actions.clearSearch')}
            onClick={() => setTyped('')}
          />
        ) : null
      }
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      type="search"
      {...props}
    />
  );
}
