import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatCnpjOrCpf, isValidCnpj, isValidCpf, type TRegistrationResponse } from '@mirante/contracts';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { firstFieldErrors, isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { CreatedSummary } from '../../../components/unit-form/created-summary';
import {
  AdminFields,
  type AdminValues,
  EMPTY_ADMIN,
  EMPTY_UNIT,
  UnitAccessFields,
  UnitIdentityFields,
  type UnitValues,
  unitBody,
} from '../../../components/unit-form/unit-fields';
import { useRegisterClient } from '../api/registration-api';

interface ClientValues {
  name: string;
  person_type: 'legal' | 'physical';
  document: string;
  fantasy_name: string;
  business_email: string;
  commercial_phone: string;
  contact_name: string;
}
interface Values {
  client: ClientValues;
  company: UnitValues & AdminValues;
}

const EMPTY: Values = {
  client: {
    name: '',
    person_type: 'legal',
    document: '',
    fantasy_name: '',
    business_email: '',
    commercial_phone: '',
    contact_name: '',
  },
  company: { ...EMPTY_UNIT, ...EMPTY_ADMIN },
};

/** Which step shows a field, to bring the user back to the first error. */
const STEP_FIELDS: string[][] = [
  ['client.'],
  [
    'company.name',
    'company.subdomain',
    'company.document',
    'company.user_limit',
    'company.bonus_users',
    'company.trial',
  ],
  ['company.admin_'],
];
const REVIEW_STEP = 3;

/** master: registers a new client with its first business unit and admin, step by step. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  usePageTitle(t('registration.pageTitle'));
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<TRegistrationResponse | null>(null);
  const register = useRegisterClient();

  const required = (name: string) => (value: string) =>
    value.trim() ? null : catalog('field_required', { name });
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors: Record<string, string | null> = {};
      if (step === 0) {
        errors['client.name'] = required(t('registration.client.name'))(values.client.name);
        const doc = values.client.document;
        const legal = values.client.person_type === 'legal';
        const name = t(legal ? 'registration.client.cnpj' : 'registration.client.cpf');
        errors['client.document'] = !doc.trim()
          ? catalog('field_required', { name })
          : (legal ? isValidCnpj : isValidCpf)(doc)
            ? null
            : catalog('field_invalid', { name });
      }
      if (step === 1) {
        errors['company.name'] = required(t('unitForm.name'))(values.company.name);
        errors['company.subdomain'] = required(t('unitForm.subdomain'))(values.company.subdomain);
      }
      if (step === 2) {
        errors['company.admin_name'] = required(t('unitForm.adminName'))(values.company.admin_name);
        errors['company.admin_email'] = required(t('unitForm.adminEmail'))(values.company.admin_email);
      }
      return Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
    },
  });

  function next() {
    if (!form.validate().hasErrors) setStep((s) => Math.min(REVIEW_STEP, s + 1));
  }

  async function submit() {
    const { client, company } = form.getValues();
    try {
      const answer = await register.mutateAsync({
        client: { ...client, document: client.document.trim() },
        company: {
          ...unitBody(company),
          admin_name: company.admin_name.trim(),
          admin_email: company.admin_email.trim(),
          admin_password: company.admin_password || null,
        },
      });
      setDone(answer);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        form.setErrors(firstFieldErrors(error.errors));
        const fields = Object.keys(error.errors);
        const first = STEP_FIELDS.findIndex((prefixes) =>
          fields.some((f) => prefixes.some((p) => f.startsWith(p))),
        );
        if (first >= 0) setStep(first);
      }
    }
  }

  if (done) {
    return (
      <Stack gap="lg" maw={760} mx="auto">
        <Title order={1} fz={28}>
          {t('registration.successTitle')}
        </Title>
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="lg">
            <Text>{t('registration.successText', { client: done.client.name })}</Text>
            <CreatedSummary created={done} />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/companies">
                {t('registration.toCompanies')}
              </Button>
              <Button
                onClick={() => {
                  form.setValues(EMPTY);
                  register.reset();
                  setDone(null);
                  setStep(0);
                }}
              >
                {t('registration.another')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const values = form.getValues();
  const message =
    register.error && !(isApiError(register.error) && Object.keys(register.error.errors).length > 0)
      ? isApiError(register.error)
        ? register.error.message
        : catalog('unexpected_error')
      : null;
  const yes = t('common.answers.yes');
  const no = t('common.answers.no');
  const review: [string, string][] = [
    [t('registration.client.name'), values.client.name],
    [t('registration.client.personType'), t(`registration.client.${values.client.person_type}`)],
    [t('registration.client.document'), formatCnpjOrCpf(values.client.document.replace(/\D/g, ''))],
    [t('registration.client.fantasyName'), values.client.fantasy_name || '—'],
    [t('registration.client.businessEmail'), values.client.business_email || '—'],
    [t('registration.client.commercialPhone'), values.client.commercial_phone || '—'],
    [t('registration.client.contactName'), values.client.contact_name || '—'],
    [t('unitForm.name'), values.company.name],
    [t('unitForm.subdomain'), values.company.subdomain.toLowerCase()],
    [t('unitForm.userLimit'), String(values.company.user_limit || t('unitForm.noLimit'))],
    [t('unitForm.trialEndsAt'), values.company.trial_ends_at || '—'],
    [
      t('unitForm.standardAuth'),
      t(values.company.standard_auth === 'saml' ? 'unitForm.authSaml' : 'unitForm.authPassword'),
    ],
    [t('unitForm.azureDefault'), values.company.azure_default ? yes : no],
    [t('unitForm.adminName'), values.company.admin_name],
    [t('unitForm.adminEmail'), values.company.admin_email],
    [t('unitForm.adminPassword'), values.company.admin_password ? '••••••••' : t('registration.generated')],
  ];

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('registration.title')}
        </Title>
        <Text c="dimmed">{t('registration.subtitle')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step < REVIEW_STEP) next();
            else void submit();
          }}
        >
          <Stack gap="xl">
            <Stepper
              active={step}
              onStepClick={(s) => s < step && setStep(s)}
              size="sm"
              allowNextStepsSelect={false}
            >
              <Stepper.Step label={t('registration.steps.client')} />
              <Stepper.Step label={t('registration.steps.unit')} />
              <Stepper.Step label={t('registration.steps.admin')} />
              <Stepper.Step label={t('registration.steps.review')} />
            </Stepper>
            <FormErrorAlert title={t('registration.failed')} message={message} />
            {step === 0 && (
              <Stack gap="md">
                <Stack gap={6}>
                  <Text size="sm" fw={500} id="person-type-label">
                    {t('registration.client.personType')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="person-type-label"
                    w={{ base: '100%', sm: 360 }}
                    data={[
                      { value: 'legal', label: t('registration.client.legal') },
                      { value: 'physical', label: t('registration.client.physical') },
                    ]}
                    key={form.key('client.person_type')}
                    {...form.getInputProps('client.person_type')}
                  />
                </Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t('registration.client.name')}
                    required
                    data-autofocus
                    key={form.key('client.name')}
                    {...form.getInputProps('client.name')}
                  />
                  <TextInput
                    label={t(
                      values.client.person_type === 'legal'
                        ? 'registration.client.cnpj'
                        : 'registration.client.cpf',
                    )}
                    required
                    inputMode="numeric"
                    key={form.key('client.document')}
                    {...form.getInputProps('client.document')}
                  />
                  <TextInput
                    label={t('registration.client.fantasyName')}
                    key={form.key('client.fantasy_name')}
                    {...form.getInputProps('client.fantasy_name')}
                  />
                  <TextInput
                    label={t('registration.client.businessEmail')}
                    type="email"
                    key={form.key('client.business_email')}
                    {...form.getInputProps('client.business_email')}
                  />
                  <TextInput
                    label={t('registration.client.commercialPhone')}
                    type="tel"
                    key={form.key('client.commercial_phone')}
                    {...form.getInputProps('client.commercial_phone')}
                  />
                  <TextInput
                    label={t('registration.client.contactName')}
                    key={form.key('client.contact_name')}
                    {...form.getInputProps('client.contact_name')}
                  />
                </SimpleGrid>
              </Stack>
            )}
            {step === 1 && (
              <Stack gap="lg">
                <UnitIdentityFields form={form} prefix="company." />
                <UnitAccessFields form={form} prefix="company." withActive={false} />
              </Stack>
            )}
            {step === 2 && <AdminFields form={form} prefix="company." />}
            {step === REVIEW_STEP && (
              <Stack gap="sm">
                <Text c="dimmed">{t('registration.reviewIntro')}</Text>
                <Table withRowBorders verticalSpacing={6}>
                  <Table.Tbody>
                    {review.map(([label, value]) => (
                      <Table.Tr key={label}>
                        <Table.Th w="40%" fw={500} c="dimmed">
                          {label}
                        </Table.Th>
                        <Table.Td>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
            <Group justify="space-between">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                disabled={step === 0}
                onClick={() => setStep((s) => Math.max(0, s - 1))}
              >
                {t('registration.back')}
              </Button>
              {step < REVIEW_STEP ? (
                <Button type="submit" rightSection={<IconArrowRight size={16} />}>
                  {t('registration.next')}
                </Button>
              ) : (
                <Button
                  type="submit"
                  color="teal"
                  leftSection={<IconCheck size={16} />}
                  loading={register.isPending}
                >
                  {t('registration.submit')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
