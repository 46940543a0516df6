import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { type ComponentPropsWithRef, type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n';

/** The button of the language switcher: the current language's name. */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} aria-hidden="true" />}
      rightSection={<IconChevronDown size={14} aria-hidden="true" />}
      aria-label={`${t('language.change')}: ${t(`language.names.${current}`)}`}
      aria-haspopup="menu"
      {...props}
    >
      {t(`language.names.${current}`)}
    </Button>
  );
}

// The menu (popover, focus trap, positioning) is fetched when the visitor reaches for the button,
// so the pages that show the switcher do not wait for it.
const loadDropdown = () => import('./language-menu-dropdown');

/** A compact language switcher (sign-in and public pages). */
export function LanguageMenu() {
  const [Dropdown, setDropdown] = useState<ComponentType<{ defaultOpened?: boolean }> | null>(null);
  if (Dropdown) return <Dropdown defaultOpened />;
  const preload = () => void loadDropdown().catch(() => undefined);
  return (
    <LanguageButton
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        // A failed download leaves the button as it is; the next click tries again.
        void loadDropdown().then(
          (module) => setDropdown(() => module.LanguageMenuDropdown),
          () => undefined,
        );
      }}
    />
  );
}
