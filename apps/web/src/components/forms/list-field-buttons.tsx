import { ActionIcon, type ActionIconProps, Button, type ButtonProps } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

interface AddRowButtonProps extends Omit<ButtonProps, 'children' | 'disabled'> {
  /** The rows the list has now, and the most the contract takes. */
  count: number;
  max: number;
  onAdd: () => void;
  children: string;
  style?: CSSProperties;
}

/** Adds a row to a list of a form (shifts, items, subgroups), until the contract's most rows. */
export function AddRowButton({ count, max, onAdd, children, ...button }: AddRowButtonProps) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} />}
      disabled={count >= max}
      onClick={onAdd}
      {...button}
    >
      {children}
    </Button>
  );
}

interface RemoveRowButtonProps extends Omit<ActionIconProps, 'children'> {
  /** Names the row the button takes out. */
  label: string;
  onRemove: () => void;
  iconSize?: number;
}

/** Takes a row out of a list of a form. */
export function RemoveRowButton({ label, onRemove, iconSize = 16, ...icon }: RemoveRowButtonProps) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove} {...icon}>
      <IconTrash size={iconSize} />
    </ActionIcon>
  );
}
