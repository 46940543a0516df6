import { ActionIcon, Menu } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Icon, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

export interface RowAction {
  label: string;
  icon: Icon;
  /** Runs the action; or give `to` for one that opens another screen. */
  onClick?: () => void;
  /** A link: the item opens this address. */
  to?: string;
  /** 'red' for destructive actions (they still ask for confirmation). */
  color?: string;
  /** Left out of the menu (e.g. "remove domain" when there is none). */
  hidden?: boolean;
  /** Shown greyed out (e.g. deactivating oneself). */
  disabled?: boolean;
  /** A line above this action, setting it apart from the ones before. */
  divided?: boolean;
}

/** The "Edit" entry of a row's menu. */
export function editAction(t: TFunction, onClick: () => void): RowAction {
  return { label: t('common.actions.edit'), icon: IconPencil, onClick };
}

/** The red "Delete" entry of a row's menu (the delete itself asks for confirmation). */
export function deleteAction(t: TFunction, onClick: () => void): RowAction {
  return { label: t('common.actions.delete'), icon: IconTrash, onClick, color: 'red' };
}

/**
 * The "…" button at the end of a table row, with the row's actions. Its accessible name is
 * `label`, or "Actions for" the row's `name`.
 */
export function RowActionsMenu({
  label,
  name,
  actions,
}: {
  actions: RowAction[];
} & ({ label: string; name?: undefined } | { name: string; label?: undefined })) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label ?? t('common.actions.menuFor', { name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions
          .filter((action) => !action.hidden)
          .map(({ label: text, icon: ItemIcon, onClick, to, color, divided, disabled }) => (
            <Fragment key={text}>
              {divided && <Menu.Divider />}
              {to ? (
                <Menu.Item component={Link} to={to} color={color} leftSection={<ItemIcon size={16} />}>
                  {text}
                </Menu.Item>
              ) : (
                <Menu.Item
                  color={color}
                  leftSection={<ItemIcon size={16} />}
                  onClick={onClick}
                  disabled={disabled}
                >
                  {text}
                </Menu.Item>
              )}
            </Fragment>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
