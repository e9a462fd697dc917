import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../domain/locales.ts';
import topBar from '../app/top-bar.module.css';
import logo from '../ui/logo.module.css';
import { useLight } from './context.ts';
import { IconCheck, IconChevronDown, IconLanguage } from './icons.tsx';
import classes from './light.module.css';
import { Link } from './ui.tsx';

/** Spec §2 shows the languages as PT / ES / EN. */
const MENU_LOCALES: readonly Locale[] = ['pt', 'es', 'en'];

/** The app's Logo: the mark and name, linking to the start of the app. */
const Logo = () => {
  const { t, lang } = useLight();
  return (
    <Link href={`/${lang}`} className={logo.link} aria-label={t('app.logoLink')}>
      <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-navy-9)" />
        <path d="M18 4 8 18h7l-2 10 11-15h-7l1-9z" fill="#ffc53d" />
      </svg>
      <span className={`${logo.name} ${classes.logoName}`}>{t('app.name')}</span>
    </Link>
  );
};

/**
 * The app's language menu: a button naming the current language, a menu of the three. Arrow keys,
 * Home and End move between items, Escape and Tab close it, a click outside too.
 */
const LanguageMenu = () => {
  const { t, lang, switchLang } = useLight();
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setIsOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
    }
  };

  return (
    <div className={classes.menuAnchor}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-target`}
        className={`${classes.button} ${classes['button-subtle']} ${classes['button-compact']}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-dropdown` : undefined}
        aria-label={t('language.current', {
          code: t(`language.codes.${lang}`),
          language: t(`language.names.${lang}`),
        })}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onButtonKey}
      >
        <span className={classes.buttonInner}>
          <span className={classes.buttonLeft}>
            <IconLanguage size={18} />
          </span>
          <span className={classes.buttonLabel}>{t(`language.codes.${lang}`)}</span>
          <span className={classes.buttonRight}>
            <IconChevronDown size={14} />
          </span>
        </span>
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={`${id}-dropdown`}
          className={classes.menu}
          role="menu"
          tabIndex={-1}
          aria-labelledby={`${id}-target`}
          aria-orientation="vertical"
          onKeyDown={onMenuKey}
        >
          <span className={classes.menuArrow} aria-hidden="true" />
          <div className={classes.menuLabel}>{t('language.label')}</div>
          {MENU_LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              role="menuitem"
              tabIndex={-1}
              lang={locale}
              className={classes.menuItem}
              aria-current={locale === lang ? 'true' : undefined}
              onClick={() => {
                close(true);
                switchLang(locale);
              }}
            >
              <span className={classes.menuItemLabel}>
                <span className={classes.menuItemCode}>{t(`language.codes.${locale}`)}</span>
                {t(`language.names.${locale}`)}
              </span>
              {locale === lang && (
                <span className={classes.menuItemRight}>
                  <IconCheck size={16} />
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
};

/** Spec §2 general bar of the signed-out pages: the logo on the left, as on every page; the language menu at the end. */
export const TopBar = () => (
  <header className={classes.header}>
    <div className={topBar.bar} data-logo="left">
      <div className={`${classes.group} ${topBar.start}`}>
        <Logo />
      </div>
      <div className={`${classes.group} ${topBar.end}`}>
        <LanguageMenu />
      </div>
    </div>
  </header>
);
