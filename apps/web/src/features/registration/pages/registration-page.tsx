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
import {
  formatCnpjOrCpf,
  type TRegistrationRequest,
  type TRegistrationResponse,
  ZRegistrationClient,
  ZRegistrationRequest,
} from '@mirante/contracts';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ContactFields, DocumentInput } from '../../../components/forms/party-fields';
import { blankAsMissing, maxLengthOf, useContractForm } from '../../../lib/forms';
import { usePageTitle } from '../../../lib/use-page-title';
import { CreatedSummary } from '../../../components/unit-form/created-summary';
import {
  AdminFields,
  type AdminValues,
  adminBody,
  EMPTY_ADMIN,
  EMPTY_UNIT,
  UnitAccessFields,
  UnitIdentityFields,
  type UnitValues,
  unitBody,
  unitLabelKey,
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
const clientShape = ZRegistrationClient.in.shape;

/** The step that shows a field. */
const stepOf = (field: string) =>
  STEP_FIELDS.findIndex((prefixes) => prefixes.some((p) => field.startsWith(p)));

/** The text key (registration.client.*) of each client field's label. */
const CLIENT_LABELS = {
  name: 'name',
  person_type: 'personType',
  fantasy_name: 'fantasyName',
  business_email: 'businessEmail',
  commercial_phone: 'commercialPhone',
  contact_name: 'contactName',
} as const;

function requestOf({ client, company }: Values): TRegistrationRequest {
  return {
    client: { ...client, document: client.document.trim() },
    company: { ...unitBody(company), ...adminBody(company) },
  };
}

/** The request as the contract judges the form: blank texts are values not given. */
function checkedRequestOf(values: Values) {
  const { client, company } = requestOf(values);
  return { client: blankAsMissing(client), company: blankAsMissing(company) };
}

/** master: registers a new client with its first business unit and admin, step by step. */
export function RegistrationPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.pageTitle'));
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<TRegistrationResponse | null>(null);
  const register = useRegisterClient();
  // The document is named as it reads for the chosen person type: CNPJ or CPF.
  const personType = useRef<ClientValues['person_type']>('legal');
  const label = useCallback(
    (field: string) => {
      if (field.startsWith('company.')) return t(unitLabelKey(field));
      const name = field.slice('client.'.length);
      if (name === 'document')
        return t(personType.current === 'legal' ? 'registration.client.cnpj' : 'registration.client.cpf');
      return t(`registration.client.${CLIENT_LABELS[name as keyof typeof CLIENT_LABELS] ?? 'name'}`);
    },
    [t],
  );
  // The server's failures land on their fields, and the first one's step is shown.
  const stepShown = useRef(false);
  const { form, message } = useContractForm<Values>({
    schema: ZRegistrationRequest,
    label,
    fields: ['client', 'company'],
    error: register.error,
    toInput: checkedRequestOf,
    // Each step answers for its own fields only.
    refine: (errors) =>
      Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field) === step)),
    setFieldError: (field, text) => {
      form.setFieldError(field, text);
      if (stepShown.current || stepOf(field) < 0) return;
      stepShown.current = true;
      setStep(stepOf(field));
    },
    initialValues: EMPTY,
  });
  personType.current = form.getValues().client.person_type;

  function next() {
    if (!form.validate().hasErrors) setStep((s) => Math.min(REVIEW_STEP, s + 1));
  }

  async function submit() {
    stepShown.current = false;
    // The failure shows on the fields or in the alert (useServerFieldErrors).
    const answer = await register.mutateAsync(requestOf(form.getValues())).catch(() => null);
    if (answer) setDone(answer);
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
  const clientField = (name: 'business_email' | 'commercial_phone' | 'contact_name') => ({
    path: `client.${name}`,
    label: label(`client.${name}`),
    schema: clientShape[name],
  });
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
                    maxLength={maxLengthOf(clientShape.name)}
                    key={form.key('client.name')}
                    {...form.getInputProps('client.name')}
                  />
                  <DocumentInput
                    form={form}
                    field={{ path: 'client.document', label: label('client.document') }}
                  />
                  <TextInput
                    label={t('registration.client.fantasyName')}
                    maxLength={maxLengthOf(clientShape.fantasy_name)}
                    key={form.key('client.fantasy_name')}
                    {...form.getInputProps('client.fantasy_name')}
                  />
                  <ContactFields
                    form={form}
                    email={clientField('business_email')}
                    phone={clientField('commercial_phone')}
                    contact={clientField('contact_name')}
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
