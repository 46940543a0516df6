import { SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  LANGUAGES,
  type Language,
  NOTIFICATION_VARIABLES,
  type TNotificationTemplate,
  type TSaveTemplateRequest,
  ZSaveTemplateRequest,
  ZTemplateText,
} from '@mirante/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { maxLengthOf, useContractForm } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { type UnitChoice, useSaveTemplate } from '../api/notifications';
import { RichTextInput } from './rich-text-input';

type TemplateText = { subject: string; body: string };
interface Values {
  name: string;
  maintenance: boolean;
  texts: Record<Language, TemplateText>;
}

const blank = (): Values => ({
  name: '',
  maintenance: false,
  texts: Object.fromEntries(LANGUAGES.map((l) => [l, { subject: '', body: '' }])) as Values['texts'],
});

/** Only the languages written in go to the server. */
function toInput(values: Values): TSaveTemplateRequest {
  const texts: TSaveTemplateRequest['texts'] = {};
  for (const language of LANGUAGES) {
    const text = values.texts[language];
    if (text.subject.trim() || text.body.trim()) texts[language] = text;
  }
  return { name: values.name, texts, purpose: values.maintenance ? 'maintenance' : 'general' };
}

interface TemplateFormModalProps {
  opened: boolean;
  template: TNotificationTemplate | null;
  onClose: () => void;
  onSaved: (template: TNotificationTemplate, created: boolean) => void;
  companyId: UnitChoice;
}

/** Add or edit a notification template: a name, and a subject and message per language. */
export function TemplateFormModal({ opened, template, onClose, onSaved, companyId }: TemplateFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveTemplate();
  const current = useLanguage();
  const [language, setLanguage] = useState<Language>(current);
  const label = useCallback((field: string) => t(`notifications.templates.fields.${field as 'name'}`), [t]);
  const { form, message, load } = useContractForm<Values>({
    schema: ZSaveTemplateRequest,
    label,
    fields: ['name', 'texts'],
    error: save.error,
    toInput,
    initialValues: blank(),
  });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setLanguage(current);
    const values = blank();
    values.name = template?.name ?? '';
    values.maintenance = template?.purpose === 'maintenance';
    for (const [l, text] of Object.entries(template?.texts ?? {})) {
      if ((LANGUAGES as readonly string[]).includes(l)) values.texts[l as Language] = { ...text };
    }
    load(values);
  }, [opened, template]);

  const submit = form.onSubmit(async (values) => {
    const saved = await save
      .mutateAsync({ id: template?.id, input: toInput(values), companyId })
      .catch(() => null);
    if (saved) onSaved(saved, !template);
  });
  const text = form.getValues().texts[language];

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={
        template
          ? t('common.actions.editNamed', { name: template.name })
          : t('notifications.templates.addTitle')
      }
      onSubmit={submit}
      message={message}
      pending={save.isPending}
      size="lg"
    >
      <TextInput
        label={label('name')}
        required
        data-autofocus
        maxLength={maxLengthOf(ZSaveTemplateRequest.shape.name)}
        {...form.getInputProps('name')}
      />
      <Switch
        label={t('notifications.templates.maintenancePurpose')}
        description={t('notifications.templates.maintenancePurposeHint')}
        {...form.getInputProps('maintenance', { type: 'checkbox' })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('notifications.templates.language')}
        </Text>
        <SegmentedControl
          aria-label={t('notifications.templates.language')}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={LANGUAGES.map((l) => ({ value: l, label: l }))}
        />
        <Text size="xs" c="dimmed">
          {t('notifications.templates.languageHint')}
        </Text>
      </Stack>
      <TextInput
        key={`subject-${language}`}
        label={t('notifications.templates.fields.subject')}
        maxLength={maxLengthOf(ZTemplateText.shape.subject)}
        {...form.getInputProps(`texts.${language}.subject`)}
      />
      <RichTextInput
        key={`body-${language}`}
        label={t('notifications.templates.fields.body')}
        value={text.body}
        onChange={(html) => form.setFieldValue(`texts.${language}.body`, html)}
        description={t('notifications.compose.variables', {
          list: NOTIFICATION_VARIABLES.map((v) => `{{ ${v} }}`).join(', '),
        })}
      />
    </FormModal>
  );
}
