import { Button, Divider, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TCompanyDetail, TCreateCompanyAdminResponse } from '@mirante/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { firstFieldErrors, isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { fieldsOf, useCompanyClients, useCreateCompany, useUpdateCompany } from '../api/companies-api';
import {
  AdminFields,
  type AdminValues,
  EMPTY_ADMIN,
  EMPTY_UNIT,
  UnitAccessFields,
  UnitIdentityFields,
  type UnitValues,
  unitBody,
  unitValuesOf,
} from '../../../components/unit-form/unit-fields';

const NEW_CLIENT = 'new';

type Values = UnitValues & AdminValues & { client_id: string };

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
  const catalog = useCatalog();
  const creating = company === null;
  const clients = useCompanyClients(opened && creating);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const mutation = creating ? create : update;

  const form = useForm<Values>({
    initialValues: { ...EMPTY_UNIT, ...EMPTY_ADMIN, client_id: NEW_CLIENT },
    validate: {
      name: (v) => (v.trim() ? null : catalog('field_required', { name: t('companies.form.name') })),
      subdomain: (v) =>
        v.trim() ? null : catalog('field_required', { name: t('companies.form.subdomain') }),
      admin_name: (v) =>
        !creating || v.trim() ? null : catalog('field_required', { name: t('companies.form.adminName') }),
      admin_email: (v) =>
        !creating || v.trim() ? null : catalog('field_required', { name: t('companies.form.adminEmail') }),
    },
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
    try {
      if (company) {
        onSaved(await update.mutateAsync({ id: company.id, body: unitBody(values) }));
      } else {
        onCreated(
          await create.mutateAsync({
            ...unitBody(values),
            client_id: values.client_id === NEW_CLIENT ? null : Number(values.client_id),
            admin_name: values.admin_name.trim(),
            admin_email: values.admin_email.trim(),
            admin_password: values.admin_password || null,
          }),
        );
      }
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0)
        form.setErrors(firstFieldErrors(error.errors));
    }
  });

  const error = mutation.error;
  const fieldErrorsShown = isApiError(error) && Object.keys(error.errors).length > 0;
  const message =
    error && !fieldErrorsShown ? (isApiError(error) ? error.message : catalog('unexpected_error')) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="lg"
      title={
        <Text fw={700} fz="lg">
          {creating ? t('companies.form.createTitle') : t('common.actions.editNamed', { name: company.name })}
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormErrorAlert title={t('companies.form.failed')} message={message} />
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {creating ? t('companies.form.create') : t('common.actions.saveChanges')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
