import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PARTNER_ONLY_SETTINGS,
  type PartnerOnlySetting,
  type TCompanySettings,
  type TFlag,
  ZCompanyConfigUpdate,
} from '@mirante/contracts';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBody } from '../../../components/form-body';
import { isApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { useHomeReportOptions, useSaveSettings, useTimezones } from '../api/settings';
import { AccessHoursEditor } from './access-hours-editor';
import { FlagSwitch, SectionTitle } from './fields';
import { MailSettingsTab } from './mail-settings-tab';
import { type FormValues, formInputOf, formValuesOf } from './settings-input';
import {
  GENERAL_FLAGS,
  HIDEABLE,
  HINTED,
  LAST_UPDATE_BOOLEANS,
  menuLabel,
  NEEDS,
  PASSWORD_FLAGS,
  type Tab,
  tabOf,
  UNIT_POWER_FLAGS,
} from './settings-layout';

const shape = ZCompanyConfigUpdate.shape;

/** The home report's option that sets none (a choice of its own, so the keyboard reaches it). */
const NO_HOME_REPORT = 'none';

/** The options, with the one chosen kept even while the list does not hold it (yet). */
function withCurrent(options: { value: string; label: string }[], current: number | null) {
  if (current === null || options.some((option) => option.value === String(current))) return options;
  return [...options, { value: String(current), label: `#${current}` }];
}

/**
 * The admin's form of the whole company configuration (spec §3), in tabs. A master edits one of
 * its units with the same form, naming it with `companyId`; the partner's own switches
 * (PARTNER_ONLY_SETTINGS) are editable only then, and read-only to the unit's admin.
 */
export function CompanySettingsForm({
  settings,
  companyId,
}: {
  settings: TCompanySettings;
  companyId?: number;
}) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const save = useSaveSettings(companyId);
  const timezones = useTimezones();
  const homeReports = useHomeReportOptions(companyId);
  const partner = companyId !== undefined;
  const [tab, setTab] = useState<Tab>('general');
  const label = useCallback(
    (field: string) => {
      const top = field.split('.')[0] ?? field;
      if (top === 'access_hours') return t('settings.sections.hours');
      return t(`settings.fields.${top}` as 'settings.fields.home_page');
    },
    [t],
  );
  // The tab of the first failing field is shown once per save.
  const tabShown = useRef(false);
  const showTab = (field: string) => {
    if (tabShown.current) return;
    tabShown.current = true;
    setTab(tabOf(field));
  };
  const { form, message, load, fieldProps } = useContractForm<FormValues>({
    schema: ZCompanyConfigUpdate,
    label,
    fields: Object.keys(shape),
    error: save.error,
    // Only the fields changed are sent: the server changes only the fields a request names.
    toInput: (formValues) => formInputOf(formValues, settings, partner),
    mode: 'controlled',
    initialValues: formValuesOf(settings),
    setFieldError: (field, text) => {
      form.setFieldError(field, text);
      showTab(field);
    },
  });
  const { values, errors } = form;

  useEffect(() => {
    // A new mail password typed is kept: the loaded settings never hold one.
    load({ ...formValuesOf(settings), mail_password: form.getValues().mail_password });
  }, [settings]);

  // Mantine types a path's value from a literal path; a key of the values is a path of its own.
  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      form.setFieldValue(key, value as never);
  const locked = (name: string) =>
    !partner && (PARTNER_ONLY_SETTINGS as readonly string[]).includes(name)
      ? t('settings.hints.partnerOnly')
      : undefined;
  const needs = (name: string) => {
    const other = NEEDS[name];
    return other !== undefined && values[other] !== 'S';
  };
  const flag = (
    name:
      | (typeof GENERAL_FLAGS | typeof PASSWORD_FLAGS | typeof UNIT_POWER_FLAGS)[number]
      | PartnerOnlySetting
      | 'ip'
      | 'mfa_master'
      | 'last_update',
    opts: { disabled?: boolean; note?: string } = {},
  ) => (
    <FlagSwitch
      key={name}
      name={name}
      value={values[name] as TFlag}
      onChange={set(name)}
      hint={HINTED.has(name)}
      note={opts.note ?? locked(name)}
      disabled={opts.disabled || locked(name) !== undefined || needs(name)}
      error={errors[name] ? String(errors[name]) : undefined}
    />
  );
  // The admin sees two-step verification read-only while the partner keeps it (allow_admin_two_factor).
  const mfaReadOnly = !partner && values.allow_admin_two_factor === 'N';
  const ipError = Object.entries(errors)
    .filter(([field]) => field === 'listIp' || field.startsWith('listIp.'))
    .map(([field, message]) => {
      const index = Number(field.split('.')[1]);
      const entry = Number.isInteger(index)
        ? values.listIp.split('\n').filter((l) => l.trim())[index]
        : undefined;
      return entry ? `${entry}: ${String(message)}` : String(message);
    })
    .join(' · ');
  const hidden = useMemo(() => HIDEABLE.map((name) => ({ value: name, label: menuLabel(name) })), [t]);

  const submit = form.onSubmit(
    async (formValues) => {
      tabShown.current = false;
      try {
        const answer = await save.mutateAsync(formInputOf(formValues, settings, partner));
        form.setFieldValue('mail_password', null);
        notifications.show({ color: 'green', message: answer.message });
      } catch (error) {
        // The fields' failures land on them (useContractForm); the notice tells either way.
        notifications.show({
          color: 'red',
          message: isApiError(error) ? error.message : catalog('unexpected_error'),
        });
      }
    },
    (found) => {
      const first = Object.keys(found)[0];
      if (first) setTab(tabOf(first));
    },
  );

  const generalMessage = isApiError(save.error) ? message : null;

  return (
    <FormBody onSubmit={submit} message={generalMessage} messageTitle={t('settings.saveFailed')}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted>
          <Tabs.List mb="md">
            {(['general', 'security', 'powers', 'mail', 'menu'] as const).map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`settings.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>

          <Tabs.Panel value="general">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                <TextInput
                  label={t('settings.fields.home_page')}
                  {...fieldProps('home_page')}
                  description={
                    values.relatorio_id !== null ? t('settings.hints.home_page_after_report') : undefined
                  }
                />
                <Select
                  label={t('settings.fields.timezone')}
                  searchable
                  data={timezones.data ?? [values.timezone]}
                  {...form.getInputProps('timezone')}
                  onChange={(v) => v && set('timezone')(v)}
                  nothingFoundMessage={t('settings.nothingFound')}
                />
                <NumberInput
                  label={t('settings.fields.login_timeout')}
                  {...fieldProps('login_timeout')}
                  onChange={(v) => set('login_timeout')(Number(v) || 0)}
                />
              </SimpleGrid>
              <Select
                label={t('settings.fields.relatorio_id')}
                description={t('settings.hints.relatorio_id')}
                searchable
                allowDeselect={false}
                data={[
                  { value: NO_HOME_REPORT, label: t('settings.noHomeReport') },
                  ...withCurrent(homeReports.data ?? [], values.relatorio_id),
                ]}
                value={values.relatorio_id === null ? NO_HOME_REPORT : String(values.relatorio_id)}
                onChange={(value) =>
                  set('relatorio_id')(value && value !== NO_HOME_REPORT ? Number(value) : null)
                }
                error={errors.relatorio_id}
                nothingFoundMessage={t('settings.nothingFound')}
              />
              <SectionTitle>{t('settings.sections.features')}</SectionTitle>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {GENERAL_FLAGS.map((name) => flag(name))}
              </SimpleGrid>
              <SectionTitle>{t('settings.sections.lastUpdate')}</SectionTitle>
              <Stack gap="xs">
                {flag('last_update')}
                <Stack gap="xs" pl="xl">
                  {LAST_UPDATE_BOOLEANS.map((name) => (
                    <FlagSwitch
                      key={name}
                      name={name}
                      value={values[name]}
                      disabled={values.last_update !== 'S'}
                      onChange={(v) => set(name)(v === 'S')}
                    />
                  ))}
                </Stack>
              </Stack>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="security">
            <Stack gap="sm">
              <SectionTitle>{t('settings.sections.passwords')}</SectionTitle>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                <NumberInput
                  label={t('settings.fields.min_character')}
                  {...fieldProps('min_character')}
                  onChange={(v) => set('min_character')(Number(v) || 0)}
                />
                <NumberInput
                  label={t('settings.fields.expiry_time_password')}
                  description={t('settings.hints.expiry_time_password')}
                  {...fieldProps('expiry_time_password')}
                  onChange={(v) => set('expiry_time_password')(Number(v) || 0)}
                />
                {PASSWORD_FLAGS.map((name) => flag(name))}
                {values.mfa_master !== null &&
                  flag('mfa_master', {
                    disabled: mfaReadOnly,
                    note: mfaReadOnly ? t('settings.hints.partnerOnly') : undefined,
                  })}
              </SimpleGrid>
              <SectionTitle>{t('settings.sections.ip')}</SectionTitle>
              {flag('ip')}
              {values.ip === 'S' && (
                <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />} role="status">
                  {catalog('ip_warning')}
                </Alert>
              )}
              <Textarea
                label={t('settings.fields.listIp')}
                description={t('settings.hints.listIp')}
                autosize
                minRows={3}
                {...form.getInputProps('listIp')}
                error={ipError || undefined}
                styles={{ input: { fontFamily: 'monospace' } }}
              />
              <SectionTitle>{t('settings.sections.hours')}</SectionTitle>
              <AccessHoursEditor value={values.access_hours} onChange={set('access_hours')} errors={errors} />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="powers">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {UNIT_POWER_FLAGS.map((name) => flag(name))}
              </SimpleGrid>
              <SectionTitle>{t('settings.sections.partner')}</SectionTitle>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {PARTNER_ONLY_SETTINGS.map((name) => flag(name))}
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="mail">
            <MailSettingsTab values={values} set={set} errors={errors} companyId={companyId} />
          </Tabs.Panel>

          <Tabs.Panel value="menu">
            <MultiSelect
              label={t('settings.fields.hidden_menu')}
              description={t('settings.hints.hidden_menu')}
              data={hidden}
              searchable
              clearable
              {...form.getInputProps('hidden_menu')}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <Group justify="flex-end">
        <Button
          type="submit"
          loading={save.isPending}
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
        >
          {t('settings.save')}
        </Button>
      </Group>
    </FormBody>
  );
}
