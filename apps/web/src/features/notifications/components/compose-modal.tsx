import { MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  NOTIFICATION_VARIABLES,
  type TSendNotificationRequest,
  type TSentNotification,
  ZSendNotificationRequest,
} from '@mirante/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import {
  usePickGroups,
  usePickReports,
  usePickUsers,
  useSendNotification,
  type UnitChoice,
  useTemplates,
} from '../api/notifications';
import { RichTextInput } from './rich-text-input';

type AudienceKind = 'all' | 'profile' | 'users' | 'groups';

interface Values {
  template: string | null;
  subject: string;
  body: string;
  report: string | null;
  kind: AudienceKind;
  profile: 'admin' | 'user';
  users: string[];
  groups: string[];
  login_notice: boolean;
}

const EMPTY: Values = {
  template: null,
  subject: '',
  body: '',
  report: null,
  kind: 'all',
  profile: 'user',
  users: [],
  groups: [],
  login_notice: false,
};

const FIELDS = ['subject', 'body', 'template_id', 'report_id', 'audience', 'login_notice'] as const;

function toInput(values: Values): TSendNotificationRequest {
  const audience =
    values.kind === 'profile'
      ? { kind: 'profile' as const, profile: values.profile }
      : values.kind === 'users'
        ? { kind: 'users' as const, user_ids: values.users.map(Number) }
        : values.kind === 'groups'
          ? { kind: 'groups' as const, group_ids: values.groups.map(Number) }
          : { kind: 'all' as const };
  return {
    ...(values.template
      ? { template_id: Number(values.template) }
      : { subject: values.subject, body: values.body }),
    ...(values.report ? { report_id: Number(values.report) } : {}),
    audience,
    login_notice: values.login_notice,
  };
}

interface ComposeModalProps {
  opened: boolean;
  onClose: () => void;
  onSent: (sent: TSentNotification) => void;
  /** Admins also pick people and groups (the unit's lists are theirs). */
  canPickPeople: boolean;
  /** The unit a partner picked; undefined for the session's own. */
  companyId: UnitChoice;
  /** People to address from the start ("users by report"). */
  initialUsers?: { id: number; name: string }[];
}

/** The notification center's dialog: texts or a template, the report named, addressees, login notice. */
export function ComposeModal({
  opened,
  onClose,
  onSent,
  canPickPeople,
  initialUsers,
  companyId,
}: ComposeModalProps) {
  const { t } = useTranslation();
  const send = useSendNotification();
  const [userSearch, setUserSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(userSearch, 300);
  const label = useCallback(
    (field: string) =>
      field === 'template_id'
        ? t('notifications.compose.template')
        : field === 'report_id'
          ? t('notifications.compose.report')
          : field === 'audience'
            ? t('notifications.compose.audience')
            : field === 'login_notice'
              ? t('notifications.compose.loginNotice')
              : t(`notifications.compose.${field as 'subject' | 'body'}`),
    [t],
  );
  const { form, message, load } = useContractForm<Values>({
    schema: ZSendNotificationRequest,
    label,
    fields: FIELDS,
    error: send.error,
    toInput,
    initialValues: EMPTY,
  });
  const values = form.getValues();
  const templates = useTemplates({ page: 1, search: '', perPage: 100, companyId }, opened);
  const reports = usePickReports('', companyId, opened);
  const users = usePickUsers(debouncedSearch, companyId, opened && canPickPeople && values.kind === 'users');
  const groups = usePickGroups(companyId, opened && canPickPeople && values.kind === 'groups');

  useEffect(() => {
    if (!opened) return;
    send.reset();
    load(
      initialUsers?.length
        ? { ...EMPTY, kind: 'users', users: initialUsers.map((u) => String(u.id)) }
        : EMPTY,
    );
  }, [opened]);

  const userOptions = useMemo(() => {
    const known = new Map<string, string>();
    for (const u of initialUsers ?? []) known.set(String(u.id), u.name);
    for (const u of users.data?.data ?? []) known.set(String(u.id), `${u.name} (${u.email})`);
    return [...known].map(([value, text]) => ({ value, label: text }));
  }, [users.data, initialUsers]);

  // Those who may pick people (admins, partners for the unit they picked) pick groups too.
  const kinds: AudienceKind[] = canPickPeople ? ['all', 'profile', 'users', 'groups'] : ['all', 'profile'];
  const submit = form.onSubmit(async (submitted) => {
    const sent = await send.mutateAsync({ input: toInput(submitted), companyId }).catch(() => null);
    if (sent) onSent(sent);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('notifications.compose.title')}
      onSubmit={submit}
      message={message}
      pending={send.isPending}
      submitLabel={t('notifications.compose.send')}
      size="lg"
    >
      <Select
        label={t('notifications.compose.template')}
        placeholder={t('notifications.compose.templatePlaceholder')}
        description={values.template ? t('notifications.compose.templateHint') : undefined}
        data={(templates.data?.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
        clearable
        searchable
        {...form.getInputProps('template')}
      />
      {values.template ? null : (
        <Stack gap="md">
          <TextInput
            label={t('notifications.compose.subject')}
            required
            data-autofocus
            maxLength={maxLengthOf(ZSendNotificationRequest.shape.subject)}
            {...form.getInputProps('subject')}
          />
          <RichTextInput
            label={t('notifications.compose.body')}
            required
            value={values.body}
            onChange={(html) => form.setFieldValue('body', html)}
            error={form.errors.body as string | undefined}
            description={t('notifications.compose.variables', {
              list: NOTIFICATION_VARIABLES.map((v) => `{{ ${v} }}`).join(', '),
            })}
          />
        </Stack>
      )}
      <Select
        label={t('notifications.compose.report')}
        placeholder={t('notifications.compose.reportPlaceholder')}
        data={(reports.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.title }))}
        clearable
        searchable
        {...form.getInputProps('report')}
      />
      <Select
        label={t('notifications.compose.audience')}
        data={kinds.map((kind) => ({ value: kind, label: t(`notifications.compose.audienceKinds.${kind}`) }))}
        allowDeselect={false}
        {...form.getInputProps('kind')}
      />
      {values.kind === 'profile' ? (
        <Select
          label={t('notifications.compose.profile')}
          data={(['admin', 'user'] as const).map((p) => ({
            value: p,
            label: t(`notifications.compose.profiles.${p}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('profile')}
        />
      ) : null}
      {values.kind === 'users' ? (
        <MultiSelect
          label={t('notifications.compose.users')}
          placeholder={t('notifications.compose.usersPlaceholder')}
          data={userOptions}
          searchable
          searchValue={userSearch}
          onSearchChange={setUserSearch}
          {...form.getInputProps('users')}
        />
      ) : null}
      {values.kind === 'groups' ? (
        <MultiSelect
          label={t('notifications.compose.groups')}
          placeholder={t('notifications.compose.groupsPlaceholder')}
          data={(groups.data?.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          searchable
          {...form.getInputProps('groups')}
        />
      ) : null}
      <Switch
        label={t('notifications.compose.loginNotice')}
        description={t('notifications.compose.loginNoticeHint')}
        {...form.getInputProps('login_notice', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
