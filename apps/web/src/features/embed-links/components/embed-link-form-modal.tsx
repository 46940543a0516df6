import { Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  EMBED_LINK_NAME_MAX,
  type TCreateEmbedLinkRequest,
  type TEmbedLink,
  type TUpdateEmbedLinkRequest,
  ZCreateEmbedLinkRequest,
  ZUpdateEmbedLinkRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput, isoToLocalDateTime, localDateTimeToIso } from '../../../components/date-time-input';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/forms';
import { useCreateEmbedLink, useUpdateEmbedLink } from '../api/embed-links-api';

interface Values {
  name: string;
  expires_at: string;
  allowed_origins: string;
  identity_username: string;
  identity_roles: string;
  filter_table: string;
  filter_column: string;
  filter_values: string;
  enabled: boolean;
}

const EMPTY: Values = {
  name: '',
  expires_at: '',
  allowed_origins: '',
  identity_username: '',
  identity_roles: '',
  filter_table: '',
  filter_column: '',
  filter_values: '',
  enabled: true,
};

const list = (text: string, split: RegExp) =>
  text
    .split(split)
    .map((item) => item.trim())
    .filter(Boolean);

function toInput(reportId: number, values: Values): TCreateEmbedLinkRequest {
  const roles = list(values.identity_roles, /,/);
  const filterValues = list(values.filter_values, /,/);
  return {
    report_id: reportId,
    name: values.name.trim(),
    expires_at: values.expires_at ? localDateTimeToIso(values.expires_at) : null,
    allowed_origins: list(values.allowed_origins, /\s+/),
    identity: values.identity_username.trim() ? { username: values.identity_username.trim(), roles } : null,
    filters:
      values.filter_table.trim() && values.filter_column.trim() && filterValues.length > 0
        ? [
            {
              $schema: 'http://powerbi.com/product/schema#basic',
              target: { table: values.filter_table.trim(), column: values.filter_column.trim() },
              operator: 'In',
              values: filterValues,
              filterType: 1,
            },
          ]
        : [],
    enabled: values.enabled,
  };
}

function valuesOf(link: TEmbedLink): Values {
  return {
    ...EMPTY,
    name: link.name,
    expires_at: isoToLocalDateTime(link.expires_at),
    allowed_origins: link.allowed_origins.join('\n'),
    enabled: link.enabled,
  };
}

/** Only what changed: an update changes the fields it names and no other. */
function changesOf(link: TEmbedLink, values: Values, reportId: number): TUpdateEmbedLinkRequest {
  const next = toInput(reportId, values);
  const changes: TUpdateEmbedLinkRequest = {};
  if (next.name !== link.name) changes.name = next.name;
  if (values.expires_at !== isoToLocalDateTime(link.expires_at)) changes.expires_at = next.expires_at ?? null;
  if ((next.allowed_origins ?? []).join(' ') !== link.allowed_origins.join(' '))
    changes.allowed_origins = next.allowed_origins;
  if (next.enabled !== link.enabled) changes.enabled = next.enabled;
  return changes;
}

/** The request's fields the form shows; a new link to a Power BI report also takes its identity and filter. */
const FIELDS = ['name', 'expires_at', 'allowed_origins', 'enabled'] as const;
const SEALED_FIELDS = ['identity', 'filters'] as const;

/** The form field a failure of the request belongs to (`allowed_origins.0` → `allowed_origins`). */
function fieldOf(key: string): keyof Values | null {
  // A field of the form itself (`identity_roles`) is its own.
  if (key in EMPTY) return key as keyof Values;
  if (key.startsWith('identity.roles')) return 'identity_roles';
  if (key.startsWith('identity')) return 'identity_username';
  if (key.startsWith('filters')) return 'filter_table';
  const base = key.split('.')[0] as keyof Values;
  return base in EMPTY ? base : null;
}

/**
 * Makes a link to the report (name, expiry, allowed sites, fixed identity and locked filter), or
 * changes one's name, expiry, sites and switch (`link`): the identity and filter are sealed in
 * its token, so they stay.
 */
export function EmbedLinkFormModal({
  reportId,
  link,
  powerBi,
  opened,
  onClose,
}: {
  reportId: number;
  /** The link to change; a new one when absent. */
  link?: TEmbedLink | null;
  /** A Power BI report: it may take a fixed identity and a locked filter. */
  powerBi: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const createLink = useCreateEmbedLink();
  const updateLink = useUpdateEmbedLink();
  const create = link ? updateLink : createLink;
  const label = useCallback((field: string) => t(`embedLinks.fields.${fieldOf(field) ?? 'name'}`), [t]);
  const { form, message } = useContractForm<Values>({
    schema: link ? ZUpdateEmbedLinkRequest : ZCreateEmbedLinkRequest,
    label,
    fields: powerBi && !link ? [...FIELDS, ...SEALED_FIELDS] : FIELDS,
    error: create.error,
    toInput: (values) => (link ? changesOf(link, values, reportId) : toInput(reportId, values)),
    // Each failure of the request goes on the field it was typed in, the first one kept.
    refine: (errors, values, word) => {
      const found: FormErrors = {};
      for (const [key, text] of Object.entries(errors)) {
        const field = fieldOf(key);
        if (field && !found[field]) found[field] = text;
      }
      // An expiry left as it was (a link that already expired) is not asked to be in the future.
      const expiry = values.expires_at;
      if (expiry && expiry !== isoToLocalDateTime(link?.expires_at ?? null)) {
        const at = localDateTimeToIso(expiry);
        if (!at || Date.parse(at) <= Date.now()) found.expires_at = word('expires_at', 'field_invalid');
      }
      if (values.identity_username.trim() && list(values.identity_roles, /,/).length === 0)
        found.identity_roles = word('identity_roles', 'field_required');
      return found;
    },
    setFieldError: (key, text) => {
      const field = fieldOf(key);
      if (field) form.setFieldError(field, text);
    },
    initialValues: EMPTY,
  });

  useEffect(() => {
    if (!opened) return;
    create.reset();
    form.setValues(link ? valuesOf(link) : EMPTY);
    form.clearErrors();
  }, [opened, link]);

  const submit = form.onSubmit(async (values) => {
    const saved = link
      ? await updateLink
          .mutateAsync({ id: link.id, input: changesOf(link, values, reportId) })
          .catch(() => null)
      : await createLink.mutateAsync(toInput(reportId, values)).catch(() => null);
    if (!saved) return;
    notifications.show({
      color: 'teal',
      message: t(link ? 'embedLinks.done.updated' : 'embedLinks.done.created'),
    });
    onClose();
  });

  return (
    <FormModal
      opened={opened}
      onClose={create.isPending ? () => undefined : onClose}
      title={link ? t('embedLinks.editTitle', { name: link.name }) : t('embedLinks.addTitle')}
      onSubmit={submit}
      message={message}
      pending={create.isPending}
      lockCancel
      submitLabel={link ? t('common.actions.save') : t('embedLinks.add')}
      size="lg"
    >
      <TextInput
        label={label('name')}
        required
        data-autofocus
        maxLength={EMBED_LINK_NAME_MAX}
        {...form.getInputProps('name')}
      />
      <DateTimeInput label={label('expires_at')} {...form.getInputProps('expires_at')} />
      <Textarea
        label={label('allowed_origins')}
        description={t('embedLinks.fields.allowed_origins_hint')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('allowed_origins')}
      />
      {link && (link.identity || link.filters.length > 0) && (
        <Text size="sm" c="dimmed">
          {t('embedLinks.sealedHint')}
        </Text>
      )}
      {powerBi && !link && (
        <>
          <TextInput
            label={label('identity_username')}
            description={t('embedLinks.fields.identity_username_hint')}
            {...form.getInputProps('identity_username')}
          />
          <TextInput
            label={label('identity_roles')}
            description={t('embedLinks.fields.identity_roles_hint')}
            disabled={!form.values.identity_username.trim()}
            {...form.getInputProps('identity_roles')}
          />
          <TextInput label={label('filter_table')} {...form.getInputProps('filter_table')} />
          <TextInput label={label('filter_column')} {...form.getInputProps('filter_column')} />
          <TextInput
            label={label('filter_values')}
            description={t('embedLinks.fields.filter_values_hint')}
            {...form.getInputProps('filter_values')}
          />
        </>
      )}
      <Switch label={label('enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
    </FormModal>
  );
}
