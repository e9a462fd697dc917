import type { Locator, Page } from 'playwright-core';
import en from '../../src/web/i18n/en.json';
import es from '../../src/web/i18n/es.json';
import pt from '../../src/web/i18n/pt.json';

const BUNDLES = { es, en, pt } as const;
export type Lang = keyof typeof BUNDLES;

/**
 * The interface text for a key, as the app shows it (with `{{var}}` filled in). Journeys look for
 * what a person reads, and take it from the same locale files the app uses, so a reworded label
 * does not break them while a missing or untranslated one does.
 */
export const text = (lang: Lang, key: string, vars: Record<string, string | number> = {}): string => {
  let node: unknown = BUNDLES[lang];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text "${key}" in ${lang}.json`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
};

/** Spanish, the default language, which every journey starts in. */
export const t = (key: string, vars?: Record<string, string | number>) => text('es', key, vars);

/** An exact, whole-string matcher for getByText/getByRole names. */
export const exactly = (value: string): RegExp =>
  new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** A form field by its label, whether or not Mantine marks it required with ' *'. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
