import { Button, type ButtonVariant, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import type { Locale } from '../../domain/constants.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { useLang, useSwitchLang } from '../lib/use-lang.ts';

/** Spec §2 shows the languages as PT / ES / EN. */
const MENU_LOCALES: readonly Locale[] = ['pt', 'es', 'en'];

/** The three languages as items of a menu: the language menu's, or a phone's "more" menu. */
export const LanguageItems = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const switchLang = useSwitchLang();
  return (
    <>
      {MENU_LOCALES.map((locale) => (
        <Menu.Item
          key={locale}
          lang={locale}
          aria-current={locale === lang ? 'true' : undefined}
          rightSection={locale === lang ? <IconCheck size={16} aria-hidden="true" /> : null}
          onClick={() => switchLang(locale)}
        >
          <Text span fw={700} mr="xs">
            {t(`language.codes.${locale}`)}
          </Text>
          {t(`language.names.${locale}`)}
        </Menu.Item>
      ))}
    </>
  );
};

export const LanguageMenu = ({ variant = 'subtle' }: { variant?: ButtonVariant }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <Button
          variant={variant}
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={t('language.current', {
            code: t(`language.codes.${lang}`),
            language: t(`language.names.${lang}`),
          })}
        >
          {t(`language.codes.${lang}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        <LanguageItems />
      </Menu.Dropdown>
    </Menu>
  );
};
