import { ColorInput, FileInput, SimpleGrid, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  THEME_COLOR_KEYS,
  THEME_UPLOAD_MAX_BYTES,
  THEME_UPLOAD_TYPES,
  type TTheme,
  type TThemeInput,
  type TUpload,
  ZThemeInput,
} from '@mirante/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { contractValidate, maxLengthOf, useServerFieldErrors, useWordFieldError } from '../../../lib/forms';
import { useCatalog } from '../../../lib/i18n';
import { useSaveTheme } from '../api/themes';

const PICTURES = ['icon', 'favicon', 'background_image'] as const;
type Picture = (typeof PICTURES)[number];
type Colors = Record<(typeof THEME_COLOR_KEYS)[number], string>;

const ACCEPT = THEME_UPLOAD_TYPES.join(',');
const FIELDS = ['name', 'page_title', 'colors', ...PICTURES] as const;
const shape = ZThemeInput.shape;

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

function colorsOf(theme: TTheme | null): Colors {
  return Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, theme?.colors[k] ?? ''])) as Colors;
}

interface ThemeFormModalProps {
  opened: boolean;
  theme: TTheme | null;
  onClose: () => void;
  onSaved: (theme: TTheme) => void;
  /** The unit a master works on; admins leave it out. */
  companyId?: number;
}

/** Add or edit a theme: name, page title, every colour and the pictures. */
export function ThemeFormModal({ opened, theme, onClose, onSaved, companyId }: ThemeFormModalProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const save = useSaveTheme(companyId);
  const [name, setName] = useState('');
  const [pageTitle, setPageTitle] = useState('');
  const [colors, setColors] = useState<Colors>(colorsOf(null));
  const [showBackground, setShowBackground] = useState(false);
  const [files, setFiles] = useState<Partial<Record<Picture, File | null>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = useCallback(
    (field: string) =>
      field.startsWith('colors.')
        ? t(`themes.colors.${field.slice('colors.'.length) as (typeof THEME_COLOR_KEYS)[number]}`)
        : t(`themes.fields.${field as Picture | 'name' | 'page_title'}`),
    [t],
  );
  const word = useWordFieldError(label);
  const showError = (field: string, text: string) => setErrors((current) => ({ ...current, [field]: text }));
  const message = useServerFieldErrors({ error: save.error, fields: FIELDS, setFieldError: showError, word });

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setName(theme?.name ?? '');
    setPageTitle(theme?.page_title ?? '');
    setColors(colorsOf(theme));
    setShowBackground(theme?.show_background_image ?? false);
    setFiles({});
    setErrors({});
  }, [opened, theme]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input: TThemeInput = {
      name: name.trim(),
      page_title: pageTitle.trim() || null,
      show_background_image: showBackground,
      colors: Object.fromEntries(THEME_COLOR_KEYS.filter((k) => colors[k]).map((k) => [k, colors[k]])),
    };
    const found = contractValidate(ZThemeInput, word)(input) as Record<string, string>;
    for (const field of PICTURES) {
      const file = files[field];
      if (file && file.size > THEME_UPLOAD_MAX_BYTES) found[field] = catalog('payload_too_large');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    for (const field of PICTURES) {
      const file = files[field];
      if (file) input[field] = await readUpload(file);
    }
    // The failure shows on the fields or in the alert (useServerFieldErrors).
    const saved = await save.mutateAsync({ id: theme?.id, input }).catch(() => null);
    if (saved) onSaved(saved);
  }

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
        <TextInput
          label={t('themes.fields.name')}
          required
          data-autofocus
          maxLength={maxLengthOf(shape.name)}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label={t('themes.fields.page_title')}
          description={t('themes.pageTitleHint')}
          maxLength={maxLengthOf(shape.page_title)}
          value={pageTitle}
          onChange={(e) => setPageTitle(e.currentTarget.value)}
          error={errors.page_title}
        />
      </SimpleGrid>
      <Title order={3} fz="md">
        {t('themes.colorsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {THEME_COLOR_KEYS.map((key) => (
          <ColorInput
            key={key}
            label={label(`colors.${key}`)}
            placeholder="#RRGGBB"
            format="hex"
            value={colors[key]}
            onChange={(value) => setColors((c) => ({ ...c, [key]: value }))}
            error={errors[`colors.${key}`]}
            data-color={key}
          />
        ))}
      </SimpleGrid>
      <Title order={3} fz="md">
        {t('themes.picturesTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('themes.picturesHint', { size: Math.round(THEME_UPLOAD_MAX_BYTES / 1024) })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PICTURES.map((field) => (
          <FileInput
            key={field}
            label={label(field)}
            placeholder={theme?.[field] ? t('themes.keepPicture') : t('themes.choosePicture')}
            accept={ACCEPT}
            clearable
            value={files[field] ?? null}
            onChange={(file) => setFiles((f) => ({ ...f, [field]: file }))}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
      <Switch
        label={t('themes.fields.show_background_image')}
        checked={showBackground}
        onChange={(e) => setShowBackground(e.currentTarget.checked)}
      />
    </FormModal>
  );
}
