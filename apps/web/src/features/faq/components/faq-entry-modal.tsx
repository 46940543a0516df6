import { Fieldset, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type TFaqTexts,
  type TManagedFaqEntry,
  ZCreateFaqEntryRequest,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/forms';
import { useAddFaqEntry, useUpdateFaqEntry } from '../api/faq-api';

interface Wording {
  question: string;
  answer: string;
}
interface Values {
  texts: Record<Language, Wording>;
  [key: string]: unknown;
}

const FIELDS = LANGUAGES.flatMap((language) => [`texts.${language}.question`, `texts.${language}.answer`]);

function valuesOf(entry: TManagedFaqEntry | null): Values {
  const texts = {} as Record<Language, Wording>;
  for (const language of LANGUAGES) {
    const text = entry?.texts[language];
    texts[language] = { question: text?.question ?? '', answer: text?.answer ?? '' };
  }
  return { texts };
}

/** The request: pt-BR always; another language only when written, null when left blank. */
function toInput(values: Values): { texts: TFaqTexts } {
  const wording = (language: Language) => {
    const { question, answer } = values.texts[language];
    return !question.trim() && !answer.trim() ? null : { question, answer };
  };
  return {
    texts: {
      'pt-BR': values.texts[DEFAULT_LANGUAGE],
      'en-US': wording('en-US'),
      es: wording('es'),
      'pt-PT': wording('pt-PT'),
    },
  };
}

/** Adds an entry (entry null) or edits one, with its text in each of the four languages. */
export function FaqEntryModal({
  opened,
  entry,
  onClose,
}: {
  opened: boolean;
  entry: TManagedFaqEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddFaqEntry();
  const update = useUpdateFaqEntry();
  const save = entry ? update : add;
  const label = useCallback(
    (field: string) => {
      const [, language, part] = field.split('.');
      const name = t(part === 'answer' ? 'faq.fields.answer' : 'faq.fields.question');
      return language ? `${name} (${t(`language.names.${language as Language}`)})` : name;
    },
    [t],
  );
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZCreateFaqEntryRequest,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    initialValues: valuesOf(null),
  });

  useEffect(() => {
    if (!opened) return;
    add.reset();
    update.reset();
    load(valuesOf(entry));
  }, [opened, entry]);

  const submit = form.onSubmit(async (values) => {
    const input = toInput(values);
    const saved = entry
      ? await update.mutateAsync({ id: entry.id, input }).catch(() => null)
      : await add.mutateAsync(input).catch(() => null);
    if (!saved) return;
    notifications.show({ color: 'teal', message: t(entry ? 'faq.manage.updated' : 'faq.manage.created') });
    onClose();
  });

  return (
    <FormModal
      opened={opened}
      onClose={save.isPending ? () => undefined : onClose}
      title={t(entry ? 'faq.manage.editTitle' : 'faq.manage.addTitle')}
      onSubmit={submit}
      message={message}
      pending={save.isPending}
      lockCancel
      size="xl"
    >
      {LANGUAGES.map((language) => {
        const required = language === DEFAULT_LANGUAGE;
        return (
          <Fieldset key={language} legend={t(`language.names.${language}`)} lang={language} radius="md">
            <Text size="xs" c="dimmed" mb="xs">
              {required ? t('faq.manage.requiredHint') : t('faq.manage.languageHint')}
            </Text>
            <TextInput
              label={t('faq.fields.question')}
              required={required}
              data-autofocus={required || undefined}
              {...fieldProps(`texts.${language}.question`)}
            />
            <Textarea
              mt="sm"
              label={t('faq.fields.answer')}
              required={required}
              autosize
              minRows={3}
              maxRows={10}
              {...fieldProps(`texts.${language}.answer`)}
            />
          </Fieldset>
        );
      })}
    </FormModal>
  );
}
