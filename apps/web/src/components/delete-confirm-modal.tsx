import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { deleteConfirmationName, matchesDeleteConfirmation } from '@mirante/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteConfirmModalProps {
  opened: boolean;
  /** The item's name as the user knows it; the confirmation is derived from it. */
  itemName: string;
  onClose: () => void;
  onConfirm: () => void | Promise<void>;
  loading?: boolean;
  /** What else the deletion does (shown above the instruction), e.g. members that move elsewhere. */
  description?: ReactNode;
}

/**
 * Deleting asks the user to type the item's name in upper case with spaces as underscores;
 * the Delete button stays disabled until it matches.
 */
export function DeleteConfirmModal({
  opened,
  itemName,
  onClose,
  onConfirm,
  loading,
  description,
}: DeleteConfirmModalProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const expected = deleteConfirmationName(itemName);
  const matches = matchesDeleteConfirmation(typed, itemName);
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('deleteConfirm.title', { name: itemName })} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !loading) void onConfirm();
        }}
      >
        <Stack gap="md">
          {description}
          <Text size="sm">{t('deleteConfirm.instruction')}</Text>
          <Code block fw={700}>
            {expected}
          </Code>
          <TextInput
            label={t('deleteConfirm.label')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={loading}>
              {t('common.actions.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
