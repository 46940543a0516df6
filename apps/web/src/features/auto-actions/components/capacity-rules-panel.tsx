import { Badge, NumberInput, Stack, Switch, Text } from '@mantine/core';
import {
  CAPACITY_MINUTES_INACTIVE_MAX,
  CAPACITY_MINUTES_INACTIVE_MIN,
  capacityPhase,
  type TAutoCapacityRule,
} from '@mirante/contracts';
import { IconServer, IconSettingsAutomation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { ListTable, useNotices } from '../../../components/list';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useCapacityRules, usePatchCapacityRule } from '../api/auto-actions';

const PHASE_COLOR = {
  running: 'teal',
  paused: 'gray',
  transitioning: 'blue',
  failed: 'red',
  unknown: 'gray',
} as const;

/** Force stop, automatic activation or pause and minutes inactive of one capacity. */
function CapacityRuleModal({ rule, onClose }: { rule: TAutoCapacityRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const patch = usePatchCapacityRule();
  const [draft, setDraft] = useState({ force_stop: false, auto_manage: true, minutes_inactive: 30 });
  useEffect(() => {
    if (rule)
      setDraft({
        force_stop: rule.force_stop,
        auto_manage: rule.auto_manage,
        minutes_inactive: rule.minutes_inactive,
      });
    patch.reset();
  }, [rule]);
  const f = (field: keyof typeof draft) => t(`autoActions.rules.fields.${field}`);
  return (
    <FormModal
      opened={rule !== null}
      onClose={onClose}
      title={t('autoActions.rules.title', { name: rule?.name ?? '' })}
      pending={patch.isPending}
      message={patch.error ? (patch.error as Error).message : null}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!rule) return;
        const saved = await patch.mutateAsync({ id: rule.id, patch: draft }).catch(() => null);
        if (saved) {
          notices.done(t('autoActions.rules.saved', { name: rule.name }));
          onClose();
        }
      }}
    >
      <Switch
        label={f('force_stop')}
        checked={draft.force_stop}
        onChange={(e) => setDraft({ ...draft, force_stop: e.currentTarget.checked })}
      />
      <Switch
        label={f('auto_manage')}
        checked={draft.auto_manage}
        onChange={(e) => setDraft({ ...draft, auto_manage: e.currentTarget.checked })}
      />
      <NumberInput
        label={f('minutes_inactive')}
        min={CAPACITY_MINUTES_INACTIVE_MIN}
        max={CAPACITY_MINUTES_INACTIVE_MAX}
        allowDecimal={false}
        value={draft.minutes_inactive}
        onChange={(value) => setDraft({ ...draft, minutes_inactive: Number(value) || 0 })}
      />
    </FormModal>
  );
}

/** The capacities' own rules, shown and changed here as on the capacities screen. */
export function CapacityRulesPanel() {
  const { t } = useTranslation();
  const query = useCapacityRules();
  const [editing, setEditing] = useState<TAutoCapacityRule | null>(null);
  const c = (key: 'name' | 'state' | 'force_stop' | 'auto_manage' | 'minutes_inactive') =>
    t(`autoActions.rules.columns.${key}`);
  const yesNo = (value: boolean) => (value ? t('autoActions.triggers.on') : t('autoActions.triggers.off'));
  return (
    <Stack gap="md">
      <ListTable
        query={query}
        errorTitle={t('autoActions.errorTitle')}
        empty={{ icon: <IconServer size={28} />, description: t('autoActions.rules.empty') }}
        columns={[
          {
            key: 'name',
            header: c('name'),
            render: (row) => (
              <Text fw={600} size="sm">
                {row.name}
              </Text>
            ),
          },
          {
            key: 'state',
            header: c('state'),
            render: (row) => {
              const phase = capacityPhase(row.state);
              return (
                <Badge variant="light" color={PHASE_COLOR[phase]}>
                  {t(`autoActions.rules.states.${phase}`)}
                </Badge>
              );
            },
          },
          { key: 'force', header: c('force_stop'), render: (row) => yesNo(row.force_stop) },
          { key: 'auto', header: c('auto_manage'), render: (row) => yesNo(row.auto_manage) },
          {
            key: 'minutes',
            header: c('minutes_inactive'),
            render: (row) => row.minutes_inactive,
            align: 'right',
          },
        ]}
        rowKey={(row) => row.id}
        minWidth={720}
        rowActions={(row) => (
          <RowActionsMenu
            name={row.name}
            actions={[
              {
                label: t('autoActions.rules.edit'),
                icon: IconSettingsAutomation,
                onClick: () => setEditing(row),
              },
            ]}
          />
        )}
        loadingLabel={t('autoActions.loading')}
      />
      <CapacityRuleModal rule={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
