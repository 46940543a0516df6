import {
  Button,
  ColorInput,
  FileInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  adjustThemeColor,
  formatRatio,
  THEME_COLOR_KEYS,
  type ThemeColorKey,
  type ThemeContrastIssue,
  themeContrastIssues,
  THEME_UPLOAD_MAX_BYTES,
  THEME_UPLOAD_TYPES,
  type TTheme,
  type TThemeInput,
  type TUpload,
  ZThemeInput,
} from '@mirante/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/forms';
import { useCatalog, useLanguage } from '../../../lib/i18n';
import { useSaveTheme } from '../api/themes';

const PICTURES = ['icon', 'icon_report', 'favicon', 'background_image'] as const;
type Picture = (typeof PICTURES)[number];
type Colors = Record<(typeof THEME_COLOR_KEYS)[number], string>;

const ACCEPT = THEME_UPLOAD_TYPES.join(',');
const FIELDS = ['name', 'page_title', 'colors', ...PICTURES] as const;

function readUpload(file: File): Promise<TUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ filename: file.name, content_base64: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type Values = {
  name: string;
  page_title: string;
  colors: Colors;
  show_background_image: boolean;
} & Record<Picture, File | null>;

function valuesOf(theme: TTheme | null): Values {
  return {
    name: theme?.name ?? '',
    page_title: theme?.page_title ?? '',
    colors: Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, theme?.colors[k] ?? ''])) as Colors,
    show_background_image: theme?.show_background_image ?? false,
    icon: null,
    icon_report: null,
    favicon: null,
    background_image: null,
  };
}

/** The request without its pictures, which are read from their files only when it is sent. */
function toInput(values: Values): TThemeInput {
  const { colors } = values;
  return {
    name: values.name.trim(),
    page_title: values.page_title.trim() || null,
    show_background_image: values.show_background_image,
    colors: Object.fromEntries(THEME_COLOR_KEYS.filter((k) => colors[k]).map((k) => [k, colors[k]])),
  };
}

interface ThemeFormModalProps {
  opened: boolean;
  theme: TTheme | null;
  onClose: () => void;
  onSaved: (theme: TTheme) => void;
  /** The unit a master works on; admins leave it out. */
  companyId?: number;
}

/** The colours as the contrast rule reads them: the valid ones the form holds. */
function colorsOf(values: Values): Partial<Record<ThemeColorKey, string>> {
  return Object.fromEntries(
    THEME_COLOR_KEYS.filter((k) => values.colors[k]).map((k) => [k, values.colors[k]]),
  );
}

/**
 * Add or edit a theme: name, page title, every colour and the pictures. A colour that fails WCAG
 * AA contrast where the portal shows it (the rule the server applies) says why as it is picked,
 * with a button that moves it to the nearest shade that passes.
 */
export function ThemeFormModal({ opened, theme, onClose, onSaved, companyId }: ThemeFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const language = useLanguage();
  const save = useSaveTheme(companyId);
  const label = useCallback(
    (field: string) =>
      field.startsWith('colors.')
        ? t(`themes.colors.${field.slice('colors.'.length) as (typeof THEME_COLOR_KEYS)[number]}`)
        : t(`themes.fields.${field as Picture | 'name' | 'page_title'}`),
    [t],
  );
  const { form, message, load, fieldProps } = useContractForm<Values>({
    schema: ZThemeInput,
    label,
    fields: FIELDS,
    error: save.error,
    toInput,
    mode: 'controlled',
    initialValues: valuesOf(null),
    // A picture is sent within the request: one over the limit is refused before it is read.
    refine: (errors, values) => {
      const found = { ...errors };
      for (const field of PICTURES) {
        const file = values[field];
        if (file && file.size > THEME_UPLOAD_MAX_BYTES) found[field] = catalog('payload_too_large');
      }
      for (const issue of themeContrastIssues(colorsOf(values))) {
        found[`colors.${issue.field}`] ??= contrastReason(issue);
      }
      return found;
    },
  });

  function contrastReason(issue: ThemeContrastIssue): string {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const against = issue.againstField
      ? t('themes.contrastAgainst', { name: label(`colors.${issue.againstField}`), color: issue.against })
      : issue.against;
    return catalog('theme_color_contrast', {
      ratio: number.format(formatRatio(issue.ratio, issue.required)),
      required: number.format(issue.required),
      against,
    });
  }

  // Checked as the colours are picked, with the rule the server applies on save.
  const shownColors = colorsOf(form.getValues());
  const issues = new Map(themeContrastIssues(shownColors).map((issue) => [issue.field, issue]));

  useEffect(() => {
    if (!opened) return;
    save.reset();
    load(valuesOf(theme));
  }, [opened, theme]);

  const submit = form.onSubmit(async (values) => {
    const input = toInput(values);
    for (const field of PICTURES) {
      const file = values[field];
      if (file) input[field] = await readUpload(file);
    }
    // The failure shows on the fields or in the alert (useContractForm).
    const saved = await save.mutateAsync({ id: theme?.id, input }).catch(() => null);
    if (saved) onSaved(saved);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={theme ? t('common.actions.editNamed', { name: theme.name }) : t('themes.addTitle')}
      size="xl"
      onSubmit={submit}
      message={message}
      messageTitle={t('themes.saveFailed')}
      pending={save.isPending}
      submitLabel={theme ? t('common.actions.save') : t('themes.add')}
      lockCancel
      actionsProps={{ gap: 'sm', mt: 'xs' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={label('name')} required data-autofocus {...fieldProps('name')} />
        <TextInput
          label={label('page_title')}
          description={t('themes.pageTitleHint')}
          {...fieldProps('page_title')}
        />
      </SimpleGrid>
      <Title order={3} fz="md">
        {t('themes.colorsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('themes.contrastHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {THEME_COLOR_KEYS.map((key) => {
          const name = label(`colors.${key}`);
          const props = fieldProps(`colors.${key}`);
          const issue = issues.get(key);
          const fix = issue ? adjustThemeColor(shownColors, key) : null;
          return (
            <Stack key={key} gap={4} align="flex-start">
              <ColorInput
                label={name}
                placeholder="#RRGGBB"
                format="hex"
                w="100%"
                eyeDropperButtonProps={{ 'aria-label': t('themes.pickFromScreen', { name }) }}
                {...props}
                error={issue ? contrastReason(issue) : props.error}
                data-color={key}
              />
              {fix && (
                <Button
                  variant="light"
                  size="compact-sm"
                  data-adjust={key}
                  aria-label={t('themes.adjustNamed', { color: fix, name })}
                  onClick={() => form.setFieldValue(`colors.${key}`, fix)}
                >
                  {t('themes.adjust', { color: fix })}
                </Button>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      <Title order={3} fz="md">
        {t('themes.picturesTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('themes.picturesHint', { size: Math.round(THEME_UPLOAD_MAX_BYTES / 1024) })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PICTURES.map((field) => (
          <FileInput
            key={field}
            label={label(field)}
            description={field === 'icon_report' ? t('themes.reportIconHint') : undefined}
            placeholder={theme?.[field] ? t('themes.keepPicture') : t('themes.choosePicture')}
            accept={ACCEPT}
            clearable
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <Switch
        label={t('themes.fields.show_background_image')}
        {...form.getInputProps('show_background_image', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
