import {
  Divider,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  REPORT_FILTER_MODES,
  REPORT_ORIENTATIONS,
  REPORT_UPDATE_SECONDS_MAX,
  type ReportFilterMode,
  type ReportOrientation,
  ZReportFields,
} from '@mirante/contracts';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../lib/forms';
import type { ReportForm, ReportValues } from './report-form-values';

type Toggle = {
  [K in keyof ReportValues]: ReportValues[K] extends boolean ? K : never;
}[keyof ReportValues];

interface TabProps {
  form: ReportForm;
  label: (field: string) => string;
}

function ReportToggle({ form, label, field, hint }: TabProps & { field: Toggle; hint?: string }) {
  return (
    <Switch
      label={label(field)}
      description={hint}
      checked={form.values[field]}
      onChange={(event) => form.setFieldValue(field, event.currentTarget.checked)}
    />
  );
}

/** Who sees the report and how its data is narrowed. */
export function ReportAccessTab({ form, label }: TabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label('filter_mode')}
        </Text>
        <SegmentedControl
          aria-label={label('filter_mode')}
          value={form.values.filter_mode}
          onChange={(value) => form.setFieldValue('filter_mode', value as ReportFilterMode)}
          data={REPORT_FILTER_MODES.map((mode) => ({ value: mode, label: t(`reports.filterModes.${mode}`) }))}
        />
        <Text size="xs" c="dimmed">
          {t('reports.form.filterModeHint')}
        </Text>
      </Stack>
      <ReportToggle form={form} label={label} field="ignore_rls" hint={t('reports.form.ignoreRlsHint')} />
      <ReportToggle
        form={form}
        label={label}
        field="allow_editing"
        hint={t('reports.form.allowEditingHint')}
      />
      <Divider />
      <ReportToggle form={form} label={label} field="show_on_app" />
      <ReportToggle form={form} label={label} field="show_on_catalog" />
      {form.values.show_on_catalog && (
        <Textarea
          label={label('catalog_description')}
          autosize
          minRows={2}
          maxLength={maxLengthOf(ZReportFields.shape.catalog_description)}
          {...form.getInputProps('catalog_description')}
        />
      )}
    </Stack>
  );
}

const DISPLAY_TOGGLES: Toggle[] = [
  'side_filter',
  'nav_panel',
  'show_hidden_pages',
  'visual_headers',
  'mobile_background',
  'show_last_update',
];

/** How the report is shown: panes, size and refresh. */
export function ReportDisplayTab({ form, label }: TabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {DISPLAY_TOGGLES.map((field) => (
          <ReportToggle key={field} form={form} label={label} field={field} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={label('resolution')}
          placeholder="1920x1080"
          {...form.getInputProps('resolution')}
        />
        <Select
          label={label('orientation')}
          data={REPORT_ORIENTATIONS.map((value) => ({ value, label: t(`reports.orientations.${value}`) }))}
          value={form.values.orientation}
          onChange={(value) => form.setFieldValue('orientation', (value ?? 'auto') as ReportOrientation)}
          error={form.errors.orientation}
          allowDeselect={false}
        />
        <NumberInput
          label={label('update_seconds')}
          description={t('reports.form.updateSecondsHint')}
          min={0}
          max={REPORT_UPDATE_SECONDS_MAX}
          value={form.values.update_seconds}
          onChange={(value) => form.setFieldValue('update_seconds', typeof value === 'number' ? value : 0)}
          error={form.errors.update_seconds}
        />
      </SimpleGrid>
    </Stack>
  );
}
