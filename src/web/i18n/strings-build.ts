import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isLocale, LOCALES, type Locale } from '../../domain/constants.ts';
import { AREA_NAMES, type Area, areaOf } from './areas.ts';
import { flatten, type Strings } from './translate.ts';

/**
 * Build-time side of the app's texts (runs in Vite, never in the browser): each language's locale
 * file split by area (areas.ts), every area a module of its own, so a page downloads the areas it
 * declares. `virtual:chispa-strings` exports their loaders, `strings.ts` calls them.
 */

const I18N_DIR = import.meta.dirname;
const INDEX_ID = 'virtual:chispa-strings';
const AREA_ID = /^virtual:chispa-strings\/strings-(\w+)-(\w+)$/;

const readLocale = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(I18N_DIR, `${locale}.json`), 'utf8')) as Parameters<typeof flatten>[0];

/** The texts of `area` in `locale`'s file, flattened (`home.title`). */
export const areaStrings = (locale: Locale, area: Area): Strings =>
  Object.fromEntries(Object.entries(flatten(readLocale(locale))).filter(([key]) => areaOf(key) === area));

const indexModule = () => {
  const byLocale = LOCALES.map((locale) => {
    const areas = AREA_NAMES.map(
      (area) => `${area}: () => import(${JSON.stringify(`${INDEX_ID}/strings-${locale}-${area}`)})`,
    );
    return `${locale}: { ${areas.join(', ')} }`;
  });
  return `export const loaders = { ${byLocale.join(',\n')} };`;
};

export const localeStrings = (): Plugin => ({
  name: 'chispa-locale-strings',
  resolveId: (id) => (id === INDEX_ID || AREA_ID.test(id) ? `\0${id}` : null),
  load(id) {
    if (id === `\0${INDEX_ID}`) return indexModule();
    const match = id.startsWith('\0') ? AREA_ID.exec(id.slice(1)) : null;
    if (!match) return null;
    const [, locale, area] = match;
    if (!isLocale(locale) || !AREA_NAMES.includes(area as Area)) return null;
    this.addWatchFile(path.join(I18N_DIR, `${locale}.json`));
    return `export default ${JSON.stringify(areaStrings(locale, area as Area))};`;
  },
});
