import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { TCapacity, TCapacityOptions } from '@mirante/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Which of the unit's workspaces run on the capacity. */
export function CapacityWorkspacesModal({
  capacity,
  options,
  saving,
  onClose,
  onSave,
}: {
  capacity: TCapacity | null;
  options: TCapacityOptions | undefined;
  saving: boolean;
  onClose: () => void;
  onSave: (workspaceIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    if (capacity) setChecked(capacity.workspaces.map((w) => String(w.id)));
  }, [capacity]);
  const workspaces = options?.workspaces ?? [];
  return (
    <Modal
      opened={capacity !== null}
      onClose={onClose}
      title={capacity ? t('capacities.workspacesTitle', { name: capacity.name }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md">
        {workspaces.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('capacities.noWorkspaces')}
          </Text>
        ) : (
          <Checkbox.Group label={t('capacities.workspacesHint')} value={checked} onChange={setChecked}>
            <Stack gap="xs" mt="xs">
              {workspaces.map((w) => (
                <Checkbox key={w.id} value={String(w.id)} label={w.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            loading={saving}
            onClick={() => onSave(checked.map(Number))}
            disabled={workspaces.length === 0}
          >
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
