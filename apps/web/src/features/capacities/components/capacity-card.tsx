import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CapacityPhase, TCapacity } from '@mirante/contracts';
import {
  IconDots,
  IconLayoutGrid,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconResize,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

const PHASE_COLOR: Record<CapacityPhase, string> = {
  running: 'teal',
  paused: 'gray',
  transitioning: 'yellow',
  failed: 'red',
  unknown: 'gray',
};

export type CapacityIntent = 'pause' | 'resume' | 'scale' | 'edit' | 'delete' | 'workspaces' | 'refresh';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** One capacity with every field, its live state and (for the unit's admin) its actions. */
export function CapacityCard({
  capacity,
  manage,
  showUnit,
  showPartner = false,
  busy,
  onIntent,
}: {
  capacity: TCapacity;
  manage: boolean;
  showUnit: boolean;
  /** The operator's list spans partners: each card names its unit's partner too. */
  showPartner?: boolean;
  busy: boolean;
  onIntent: (intent: CapacityIntent) => void;
}) {
  const { t } = useTranslation();
  const c = capacity;
  const onOff = (value: boolean) => (value ? t('capacities.on') : t('capacities.off'));
  const dateTime = (value: string | null) => (value ? formatDate(value, 'datetime') : t('capacities.never'));
  const transitioning = c.phase === 'transitioning';

  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-label={c.name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} fz="lg">
                {c.name}
              </Title>
              <Badge
                color={PHASE_COLOR[c.phase]}
                variant="light"
                leftSection={transitioning ? <Loader size={10} color="yellow" /> : undefined}
                data-testid="capacity-phase"
              >
                {t(`capacities.phase.${c.phase}`)}
              </Badge>
            </Group>
            {showUnit && (
              <Text size="sm" c="dimmed">
                {t('capacities.unit')}: {c.company_name}
                {showPartner && ` · ${t('capacities.partner')}: ${c.partner_name}`}
              </Text>
            )}
            {transitioning && (
              <Text size="xs" c="dimmed" role="status">
                {t('capacities.polling')}
              </Text>
            )}
          </Stack>
          {manage && (
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={16} />}
                onClick={() => onIntent('refresh')}
                loading={busy}
              >
                {t('capacities.refresh')}
              </Button>
              {/* Light: white on teal or orange is about 3:1, under WCAG AA for text. */}
              {c.phase === 'paused' ? (
                <Button
                  size="xs"
                  color="teal"
                  variant="light"
                  leftSection={<IconPlayerPlay size={16} />}
                  onClick={() => onIntent('resume')}
                  disabled={c.force_stop}
                >
                  {t('capacities.actions.resume')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  color="orange"
                  variant="light"
                  leftSection={<IconPlayerPause size={16} />}
                  onClick={() => onIntent('pause')}
                  disabled={c.phase !== 'running'}
                >
                  {t('capacities.actions.pause')}
                </Button>
              )}
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={t('capacities.actions.more', { name: c.name })}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconResize size={16} />}
                    onClick={() => onIntent('scale')}
                    disabled={transitioning}
                  >
                    {t('capacities.actions.scale')}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconLayoutGrid size={16} />}
                    onClick={() => onIntent('workspaces')}
                  >
                    {t('capacities.actions.workspaces')}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onIntent('edit')}>
                    {t('common.actions.edit')}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => onIntent('delete')}
                  >
                    {t('common.actions.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          )}
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          <Field label={t('capacities.fields.provider_account_id')}>{c.provider_account_name}</Field>
          <Field label={t('capacities.fields.resource_group')}>{c.resource_group}</Field>
          <Field label={t('capacities.fields.subscription_id')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {c.subscription_id}
            </Text>
          </Field>
          <Field label={t('capacities.fields.state')}>
            <span data-testid="capacity-state">{c.state ?? '—'}</span>
          </Field>
          <Field label={t('capacities.fields.size')}>{c.size}</Field>
          <Field label={t('capacities.fields.current_size')}>{c.current_size ?? '—'}</Field>
          <Field label={t('capacities.fields.force_stop')}>{onOff(c.force_stop)}</Field>
          <Field label={t('capacities.fields.auto_manage')}>{onOff(c.auto_manage)}</Field>
          <Field label={t('capacities.fields.minutes_inactive')}>
            {t('capacities.minutes', { count: c.minutes_inactive })}
          </Field>
          <Field label={t('capacities.fields.schedule_enabled')}>{onOff(c.schedule_enabled)}</Field>
          <Field label={t('capacities.fields.last_view_at')}>{dateTime(c.last_view_at)}</Field>
          <Field label={t('capacities.fields.state_checked_at')}>{dateTime(c.state_checked_at)}</Field>
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('capacities.fields.shifts')}>
            {c.shifts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('capacities.shift.none')}
              </Text>
            ) : (
              <Stack gap={4}>
                {c.shifts.map((s) => (
                  <Text size="sm" key={s.id}>
                    <b>{s.name}</b> · {s.start_time}–{s.end_time} ·{' '}
                    {s.weekdays.map((d) => t(`capacities.weekdays.${d}`)).join(', ')}
                  </Text>
                ))}
              </Stack>
            )}
          </Field>
          <Field label={t('capacities.fields.workspaces')}>
            {c.workspaces.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('capacities.none')}
              </Text>
            ) : (
              <Group gap={6}>
                {c.workspaces.map((w) => (
                  <Badge key={w.id} variant="outline" color="gray" tt="none">
                    {w.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
