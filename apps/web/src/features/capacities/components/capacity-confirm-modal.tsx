import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { CAPACITY_SKUS, type TCapacity } from '@mirante/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CapacityOperation = 'pause' | 'resume' | 'scale';

/** Asks before an operation that changes what Azure runs (and bills). */
export function CapacityConfirmModal({
  target,
  loading,
  onClose,
  onConfirm,
}: {
  target: { capacity: TCapacity; operation: CapacityOperation } | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (size?: string) => void;
}) {
  const { t } = useTranslation();
  const [size, setSize] = useState<string | null>(null);
  useEffect(() => {
    if (target) setSize(target.capacity.current_size ?? target.capacity.size);
  }, [target]);
  const name = target?.capacity.name ?? '';
  const operation = target?.operation ?? 'pause';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(`capacities.confirm.${operation}Title`, { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t(`capacities.confirm.${operation}Body`)}</Text>
        {operation === 'scale' && (
          <Select
            label={t('capacities.confirm.newSize')}
            data={[...CAPACITY_SKUS]}
            value={size}
            onChange={setSize}
            allowDeselect={false}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            color={operation === 'pause' ? 'orange' : undefined}
            loading={loading}
            onClick={() => onConfirm(size ?? undefined)}
          >
            {t('common.actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
