import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  PasswordInput,
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
  PROFILE_ROUTES,
  type TCompanySettings,
  type TFlag,
} from '@mirante/contracts';
import { IconAlertTriangle, IconDeviceFloppy, IconMailForward } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { isApiError } from '../../../lib/api';
import { i18n, useCatalog } from '../../../lib/i18n';
import { useSaveSettings, useSendTestMail, useTimezones } from '../api/settings';
import { AccessHoursEditor } from './access-hours-editor';
import { FlagSwitch, SectionTitle } from './fields';
import { inputOf, type Values } from './settings-input';

const GENERAL_FLAGS = [
  'show_menu_report',
  'show_name_report',
  'save_filter',
  'permissionEditReport',
  'enable_watermark',
  'enable_embedded',
  'enable_helpdesk',
  'send_email_helpdesk',
  'send_email_notification',
  'send_email_register_user',
  'questionario_perfil',
] as const;
const LAST_UPDATE_BOOLEANS = [
  'mostrar_ultima_atualizacao_relatorio',
  'mostrar_ultima_atualizacao_relatorio_global',
] as const;
const PASSWORD_FLAGS = ['enable_password', 'capital_letter', 'special_characters'] as const;
/** The unit's own decisions about remote access and its members. */
const UNIT_POWER_FLAGS = [
  'user_import',
  'allow_access_remote',
  'require_consent_remote',
  'allow_create_notifications',
] as const;
/** Switches that need another one on to mean anything. */
const NEEDS: Partial<Record<string, keyof Values>> = { send_email_helpdesk: 'enable_helpdesk' };
/** Switches with a hint under their label (settings.hints). */
const HINTED = new Set<string>([
  'enable',
  'enable_password',
  'enable_embedded',
  'permissionEditReport',
  'questionario_perfil',
  'allow_create_notifications',
  'mfa_permission_admin',
  'allow_admin_two_factor',
  'allow_admin_remote',
]);

/** Pages a unit may hide from its menu: the admin's and users' named pages without parameters. */
const HIDEABLE = [...new Set([...PROFILE_ROUTES.admin, ...PROFILE_ROUTES.user])].filter(
  (name) => name !== '' && !name.includes(':'),
);

type Tab = 'general' | 'security' | 'powers' | 'mail' | 'menu';

/** The tab holding a field, so a server field error can be brought into view. */
function tabOf(field: string): Tab {
  if (/^(listIp|access_hours|min_character|expiry_time_password|ip$|mfa_|enable_password)/.test(field))
    return 'security';
  if (/^(allow_|user_import|require_consent|enable$)/.test(field)) return 'powers';
  if (field.startsWith('mail_')) return 'mail';
  if (field.startsWith('hidden_menu')) return 'menu';
  return 'general';
}

function menuLabel(name: string): string {
  const key = `menu.${name.replace(/[/_](\w)/g, (_m, c: string) => c.toUpperCase())}`;
  return i18n.exists(key) ? i18n.t(key as 'menu.setting') : name;
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
  const testMail = useSendTestMail();
  const timezones = useTimezones();
  const partner = companyId !== undefined;
  const [values, setValues] = useState<Values>(settings);
  const [listIp, setListIp] = useState((settings.listIp ?? []).join('\n'));
  const [mailPassword, setMailPassword] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<Tab>('general');

  useEffect(() => {
    setValues(settings);
    setListIp((settings.listIp ?? []).join('\n'));
  }, [settings]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
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
    />
  );
  // The admin sees two-step verification read-only while the partner keeps it (allow_admin_two_factor).
  const mfaReadOnly = !partner && values.allow_admin_two_factor === 'N';
  const ipError = Object.entries(errors)
    .filter(([field]) => field === 'listIp' || field.startsWith('listIp.'))
    .map(([field, message]) => {
      const index = Number(field.split('.')[1]);
      const entry = Number.isInteger(index) ? listIp.split('\n').filter((l) => l.trim())[index] : undefined;
      return entry ? `${entry}: ${message}` : message;
    })
    .join(' · ');
  const hidden = useMemo(() => HIDEABLE.map((name) => ({ value: name, label: menuLabel(name) })), [t]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    const entries = listIp
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    try {
      const input = inputOf(
        { ...values, listIp: entries.length > 0 ? entries : null },
        settings,
        mailPassword,
        partner,
      );
      const answer = await save.mutateAsync(input);
      setMailPassword(null);
      notifications.show({ color: 'green', message: answer.message });
    } catch (error) {
      if (isApiError(error)) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([f, m]) => [f, m[0] ?? ''])));
        const first = Object.keys(error.errors)[0];
        if (first) setTab(tabOf(first));
      }
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
    }
  }

  async function sendTest() {
    try {
      const answer = await testMail.mutateAsync();
      notifications.show({ color: 'green', message: answer.message });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : catalog('unexpected_error'),
      });
    }
  }

  const fieldError = (name: string) => errors[name];
  const generalMessage =
    save.error && isApiError(save.error) && Object.keys(save.error.errors).length === 0
      ? save.error.message
      : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('settings.saveFailed')} message={generalMessage} />
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
                    value={values.home_page}
                    onChange={(e) => set('home_page')(e.currentTarget.value)}
                    error={fieldError('home_page')}
                  />
                  <Select
                    label={t('settings.fields.timezone')}
                    searchable
                    data={timezones.data ?? [values.timezone]}
                    value={values.timezone}
                    onChange={(v) => v && set('timezone')(v)}
                    error={fieldError('timezone')}
                    nothingFoundMessage={t('settings.nothingFound')}
                  />
                  <NumberInput
                    label={t('settings.fields.login_timeout')}
                    min={1}
                    max={720}
                    value={values.login_timeout}
                    onChange={(v) => set('login_timeout')(Number(v) || 0)}
                    error={fieldError('login_timeout')}
                  />
                </SimpleGrid>
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
                    min={4}
                    max={128}
                    value={values.min_character}
                    onChange={(v) => set('min_character')(Number(v) || 0)}
                    error={fieldError('min_character')}
                  />
                  <NumberInput
                    label={t('settings.fields.expiry_time_password')}
                    description={t('settings.hints.expiry_time_password')}
                    min={0}
                    max={3650}
                    value={values.expiry_time_password}
                    onChange={(v) => set('expiry_time_password')(Number(v) || 0)}
                    error={fieldError('expiry_time_password')}
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
                  value={listIp}
                  onChange={(e) => setListIp(e.currentTarget.value)}
                  error={ipError || undefined}
                  styles={{ input: { fontFamily: 'monospace' } }}
                />
                <SectionTitle>{t('settings.sections.hours')}</SectionTitle>
                <AccessHoursEditor
                  value={values.access_hours}
                  onChange={set('access_hours')}
                  errors={errors}
                />
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
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {(['mail_name', 'mail_email', 'mail_host'] as const).map((name) => (
                    <TextInput
                      key={name}
                      label={t(`settings.fields.${name}`)}
                      type={name === 'mail_email' ? 'email' : 'text'}
                      value={values[name] ?? ''}
                      onChange={(e) => set(name)(e.currentTarget.value.trim() ? e.currentTarget.value : null)}
                      error={fieldError(name)}
                    />
                  ))}
                  <NumberInput
                    label={t('settings.fields.mail_port')}
                    min={1}
                    max={65535}
                    value={values.mail_port ?? ''}
                    onChange={(v) => set('mail_port')(v === '' ? null : Number(v))}
                    error={fieldError('mail_port')}
                  />
                  <Select
                    label={t('settings.fields.mail_protocol')}
                    data={['smtp', 'smtps', 'starttls']}
                    clearable
                    value={values.mail_protocol}
                    onChange={(v) => set('mail_protocol')(v as Values['mail_protocol'])}
                  />
                  <PasswordInput
                    label={t('settings.fields.mail_password')}
                    description={values.mail_password_set ? t('settings.hints.mail_password_set') : undefined}
                    autoComplete="new-password"
                    value={mailPassword ?? ''}
                    onChange={(e) => setMailPassword(e.currentTarget.value)}
                    error={fieldError('mail_password')}
                  />
                </SimpleGrid>
                {/* The test goes to the admin's own address: only from the unit's session. */}
                {companyId === undefined && (
                  <Group>
                    <Button
                      variant="light"
                      leftSection={<IconMailForward size={18} aria-hidden="true" />}
                      loading={testMail.isPending}
                      onClick={() => void sendTest()}
                    >
                      {t('settings.sendTestMail')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Tabs.Panel>

            <Tabs.Panel value="menu">
              <MultiSelect
                label={t('settings.fields.hidden_menu')}
                description={t('settings.hints.hidden_menu')}
                data={hidden}
                searchable
                clearable
                value={values.hidden_menu}
                onChange={set('hidden_menu')}
                error={fieldError('hidden_menu')}
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
      </Stack>
    </form>
  );
}
