import {
  Button,
  FileButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  SAML_CLAIMS,
  SAML_MAX_CERTIFICATES,
  SAML_MAX_GROUP_MAPPINGS,
  SAML_METADATA_MAX_LENGTH,
  type TSamlConfig,
  type TSamlConfigInput,
  ZSamlConfigInput,
} from '@mirante/contracts';
import { IconFileUpload, IconWand } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { AddRowButton, RemoveRowButton } from '../../../components/forms/list-field-buttons';
import { useContractForm } from '../../../lib/forms';
import { useCachedUser, useStoredConfig } from '../../../lib/storage';
import { useSamlUnitGroups, useSaveSamlConfig, useUsedSamlUnits } from '../api/saml';
import { parseIdpMetadata } from '../lib/idp-metadata';

const FIELDS = [
  'company_id',
  'idp_entity_id',
  'sso_url',
  'certificates',
  'email_attribute',
  'group_attribute',
  'group_mappings',
  'email_domains',
  'sp_base_url',
] as const;

interface Values {
  company_id: string | null;
  idp_entity_id: string;
  sso_url: string;
  certificates: string[];
  email_attribute: string;
  group_attribute: string;
  group_mappings: { claim: string; group_id: string | null }[];
  jit: boolean;
  email_domains: string[];
  sp_base_url: string;
}

function valuesOf(config: TSamlConfig | null): Values {
  return {
    company_id: config ? String(config.company_id) : null,
    idp_entity_id: config?.idp_entity_id ?? '',
    sso_url: config?.sso_url ?? '',
    certificates: config?.certificates ?? [''],
    email_attribute: config?.email_attribute ?? SAML_CLAIMS.email,
    group_attribute: config?.group_attribute ?? '',
    group_mappings: (config?.group_mappings ?? []).map((m) => ({
      claim: m.claim,
      group_id: String(m.group_id),
    })),
    jit: config?.jit ?? false,
    email_domains: config?.email_domains ?? [],
    sp_base_url: config?.sp_base_url ?? window.location.origin,
  };
}

function toInput(values: Values, isMaster: boolean): TSamlConfigInput {
  return {
    company_id: isMaster && values.company_id ? Number(values.company_id) : undefined,
    idp_entity_id: values.idp_entity_id.trim(),
    sso_url: values.sso_url.trim(),
    certificates: values.certificates.map((c) => c.trim()),
    email_attribute: values.email_attribute.trim(),
    group_attribute: values.group_attribute.trim() || null,
    group_mappings: values.group_mappings.map((m) => ({
      claim: m.claim.trim(),
      group_id: Number(m.group_id),
    })),
    jit: values.jit,
    email_domains: values.email_domains,
    sp_base_url: values.sp_base_url.trim(),
  };
}

interface SamlFormModalProps {
  opened: boolean;
  config: TSamlConfig | null;
  onClose: () => void;
  onSaved: (config: TSamlConfig, created: boolean) => void;
}

/**
 * Add or edit a unit's SAML application. The provider's metadata XML, pasted or uploaded, fills
 * the entity ID, the sign-on URL and the certificates; a partner picks one of its units first.
 */
export function SamlFormModal({ opened, config, onClose, onSaved }: SamlFormModalProps) {
  const { t } = useTranslation();
  const user = useCachedUser();
  const isMaster = user?.perfil_usuario === 'master';
  const units = useStoredConfig().companies ?? [];
  const used = useUsedSamlUnits(opened && isMaster && !config);
  const save = useSaveSamlConfig();
  const [metadata, setMetadata] = useState('');
  const [metadataNote, setMetadataNote] = useState<{ ok: boolean; text: string } | null>(null);
  const label = useCallback(
    (key: string) => {
      const base = key.split('.')[0] ?? key;
      const leaf = key.split('.').pop() ?? key;
      if (base === 'group_mappings' && (leaf === 'claim' || leaf === 'group_id'))
        return t(`saml.fields.${leaf}`);
      return t(`saml.fields.${base as (typeof FIELDS)[number]}`);
    },
    [t],
  );
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZSamlConfigInput,
    label,
    fields: FIELDS,
    error: save.error,
    toInput: (values) => toInput(values, isMaster),
    mode: 'controlled',
    initialValues: valuesOf(null),
    refine: (errors, values, word) =>
      isMaster && !config && !values.company_id
        ? { ...errors, company_id: word('company_id', 'field_required') }
        : errors,
  });
  // The unit whose user groups the claims map to: the edited one, the chosen one, or the admin's own.
  const companyId =
    config?.company_id ??
    (isMaster ? Number(form.values.company_id) || undefined : (user?.company_id ?? undefined));
  const groups = useSamlUnitGroups(opened ? companyId : undefined);

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setMetadata('');
    setMetadataNote(null);
    load(valuesOf(config));
  }, [opened, config]);

  function fillFrom(xml: string) {
    const found = parseIdpMetadata(xml);
    if (!found) {
      setMetadataNote({ ok: false, text: t('saml.metadataInvalid') });
      return;
    }
    form.setValues({
      idp_entity_id: found.entityId,
      sso_url: found.ssoUrl,
      certificates: found.certificates.slice(0, SAML_MAX_CERTIFICATES),
    });
    setMetadataNote({ ok: true, text: t('saml.metadataFilled') });
  }

  async function upload(file: File | null) {
    if (!file) return;
    const text = (await file.text()).slice(0, SAML_METADATA_MAX_LENGTH);
    setMetadata(text);
    fillFrom(text);
  }

  const freeUnits = units.filter((u) => !(used.data?.data ?? []).includes(u.id));
  const submit = form.onSubmit(async (values) => {
    const saved = await save
      .mutateAsync({ id: config?.id, input: toInput(values, isMaster) })
      .catch(() => null);
    if (saved) onSaved(saved, !config);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={config ? t('saml.editTitle', { name: config.company_name }) : t('saml.addTitle')}
      size="xl"
      onSubmit={submit}
      message={message}
      pending={save.isPending}
    >
      {isMaster && !config && (
        <Select
          label={label('company_id')}
          required
          searchable
          data={freeUnits.map((u) => ({ value: String(u.id), label: u.name }))}
          nothingFoundMessage={t('saml.allUnitsUsed')}
          {...form.getInputProps('company_id')}
        />
      )}
      <Stack gap="xs">
        <Textarea
          label={t('saml.fields.metadata')}
          description={t('saml.hints.metadata')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={SAML_METADATA_MAX_LENGTH}
          value={metadata}
          onChange={(e) => setMetadata(e.currentTarget.value)}
          error={metadataNote && !metadataNote.ok ? metadataNote.text : undefined}
          data-testid="saml-metadata"
        />
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconWand size={16} />}
            disabled={!metadata.trim()}
            onClick={() => fillFrom(metadata)}
          >
            {t('saml.fillFromMetadata')}
          </Button>
          <FileButton onChange={(file) => void upload(file)} accept=".xml,application/xml,text/xml">
            {(props) => (
              <Button variant="subtle" leftSection={<IconFileUpload size={16} />} {...props}>
                {t('saml.uploadMetadata')}
              </Button>
            )}
          </FileButton>
        </Group>
        {metadataNote?.ok && (
          <span role="status" style={{ color: 'var(--mantine-color-green-7)', fontSize: 14 }}>
            {metadataNote.text}
          </span>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={label('idp_entity_id')} required {...fieldProps('idp_entity_id')} />
        <TextInput label={label('sso_url')} required type="url" {...fieldProps('sso_url')} />
      </SimpleGrid>
      <Stack gap="xs">
        {form.values.certificates.map((_, index) => (
          <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
            <Textarea
              style={{ flex: 1 }}
              label={index === 0 ? label('certificates') : undefined}
              description={index === 0 ? t('saml.hints.certificates') : undefined}
              aria-label={`${label('certificates')} ${index + 1}`}
              required={index === 0}
              autosize
              minRows={2}
              maxRows={5}
              styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
              {...fieldProps(`certificates.${index}`)}
            />
            {form.values.certificates.length > 1 && (
              <RemoveRowButton
                mt={index === 0 ? 48 : 4}
                label={t('saml.removeCertificate')}
                onRemove={() => form.removeListItem('certificates', index)}
              />
            )}
          </Group>
        ))}
        <AddRowButton
          count={form.values.certificates.length}
          max={SAML_MAX_CERTIFICATES}
          onAdd={() => form.insertListItem('certificates', '')}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('saml.addCertificate')}
        </AddRowButton>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={label('email_attribute')}
          description={t('saml.hints.email_attribute')}
          required
          {...fieldProps('email_attribute')}
        />
        <TextInput
          label={label('group_attribute')}
          description={t('saml.hints.group_attribute')}
          placeholder={SAML_CLAIMS.groups}
          {...fieldProps('group_attribute')}
        />
      </SimpleGrid>
      {form.values.group_attribute.trim() !== '' && (
        <Stack gap="xs">
          {form.values.group_mappings.map((_, index) => (
            <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
              <TextInput
                style={{ flex: 1 }}
                label={t('saml.fields.claim')}
                required
                {...fieldProps(`group_mappings.${index}.claim`)}
              />
              <Select
                style={{ flex: 1 }}
                label={t('saml.fields.group_id')}
                required
                data={(groups.data?.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
                {...form.getInputProps(`group_mappings.${index}.group_id`)}
              />
              <RemoveRowButton
                mb={4}
                label={t('saml.removeMapping')}
                onRemove={() => form.removeListItem('group_mappings', index)}
              />
            </Group>
          ))}
          <AddRowButton
            count={form.values.group_mappings.length}
            max={SAML_MAX_GROUP_MAPPINGS}
            onAdd={() => form.insertListItem('group_mappings', { claim: '', group_id: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('saml.addMapping')}
          </AddRowButton>
        </Stack>
      )}
      <TagsInput
        label={label('email_domains')}
        description={t('saml.hints.email_domains')}
        clearable
        {...form.getInputProps('email_domains')}
      />
      <TextInput
        label={label('sp_base_url')}
        description={t('saml.hints.sp_base_url')}
        type="url"
        {...fieldProps('sp_base_url')}
      />
      <Switch
        label={t('saml.fields.jit')}
        description={t('saml.hints.jit')}
        {...form.getInputProps('jit', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
