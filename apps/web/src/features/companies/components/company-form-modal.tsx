import { Divider, Select, Text, Title } from '@mantine/core';
import {
  type TCompanyDetail,
  type TCreateCompanyAdminRequest,
  type TCreateCompanyAdminResponse,
  ZCompanyFields,
  ZCreateCompanyAdminRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { blankAsMissing, useContractForm } from '../../../lib/forms';
import { fieldsOf, useCompanyClients, useCreateCompany, useUpdateCompany } from '../api/companies-api';
import {
  AdminFields,
  adminBody,
  type AdminValues,
  EMPTY_ADMIN,
  EMPTY_UNIT,
  UnitAccessFields,
  UnitIdentityFields,
  type UnitValues,
  unitBody,
  unitLabelKey,
  unitValuesOf,
} from '../../../components/unit-form/unit-fields';

const NEW_CLIENT = 'new';

type Values = UnitValues & AdminValues & { client_id: string };

const FIELDS = [...Object.keys(EMPTY_UNIT), ...Object.keys(EMPTY_ADMIN), 'client_id'] as readonly string[];

function createRequestOf(values: Values): TCreateCompanyAdminRequest {
  return {
    ...unitBody(values),
    client_id: values.client_id === NEW_CLIENT ? null : Number(values.client_id),
    ...adminBody(values),
  };
}

interface CompanyFormModalProps {
  opened: boolean;
  /** The unit being edited; absent to create one with its first admin. */
  company: TCompanyDetail | null;
  onClose: () => void;
  onCreated: (created: TCreateCompanyAdminResponse) => void;
  onSaved: (company: TCompanyDetail) => void;
}

function Section({ title }: { title: string }) {
  return (
    <Divider
      labelPosition="left"
      label={
        <Title order={3} fz="sm" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
          {title}
        </Title>
      }
    />
  );
}

/** Adds a unit with its first admin, or edits one; server field errors land on their fields. */
export function CompanyFormModal({ opened, company, onClose, onCreated, onSaved }: CompanyFormModalProps) {
  const { t } = useTranslation();
  const creating = company === null;
  const clients = useCompanyClients(opened && creating);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const mutation = creating ? create : update;

  const label = useCallback((field: string) => t(unitLabelKey(field)), [t]);
  const { form, message } = useContractForm<Values>({
    schema: creating ? ZCreateCompanyAdminRequest : ZCompanyFields,
    label,
    fields: FIELDS,
    error: mutation.error,
    toInput: (values) => blankAsMissing(creating ? createRequestOf(values) : unitBody(values)),
    initialValues: { ...EMPTY_UNIT, ...EMPTY_ADMIN, client_id: NEW_CLIENT },
  });

  // Each opening starts from the unit being edited, or blank.
  useEffect(() => {
    if (!opened) return;
    create.reset();
    update.reset();
    form.setValues({
      ...EMPTY_UNIT,
      ...EMPTY_ADMIN,
      client_id: NEW_CLIENT,
      ...(company ? unitValuesOf(fieldsOf(company)) : {}),
    });
    form.resetDirty();
    form.clearErrors();
  }, [opened, company]);

  const submit = form.onSubmit(async (values) => {
    // The failure shows on the fields or in the alert (useServerFieldErrors).
    if (company) {
      const saved = await update.mutateAsync({ id: company.id, body: unitBody(values) }).catch(() => null);
      if (saved) onSaved(saved);
      return;
    }
    const created = await create.mutateAsync(createRequestOf(values)).catch(() => null);
    if (created) onCreated(created);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="lg"
      title={
        <Text fw={700} fz="lg">
          {creating ? t('companies.form.createTitle') : t('common.actions.editNamed', { name: company.name })}
        </Text>
      }
      centered={false}
      onSubmit={submit}
      message={message}
      messageTitle={t('companies.form.failed')}
      pending={mutation.isPending}
      gap="lg"
      submitLabel={creating ? t('companies.form.create') : t('common.actions.saveChanges')}
      actionsProps={{ gap: 'sm' }}
    >
      <Section title={t('companies.form.sectionUnit')} />
      <UnitIdentityFields form={form} />
      {creating && (
        <Select
          label={t('companies.form.client')}
          description={t('companies.form.clientHint')}
          allowDeselect={false}
          data={[
            { value: NEW_CLIENT, label: t('companies.form.clientNew') },
            ...(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          key={form.key('client_id')}
          {...form.getInputProps('client_id')}
        />
      )}
      <Section title={t('companies.form.sectionAccess')} />
      <UnitAccessFields form={form} />
      {creating && (
        <>
          <Section title={t('companies.form.sectionAdmin')} />
          <AdminFields form={form} />
        </>
      )}
    </FormModal>
  );
}
