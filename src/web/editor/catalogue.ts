import type { CatalogueItem } from '../../domain/catalogue.ts';
import type { Locale } from '../../domain/constants.ts';

/** A component of `GET /api/catalogue`, as the sidebar receives it. */
export type { CatalogueItem };

export const catalogueName = (item: CatalogueItem, lang: Locale): string => item.names[lang] || item.name;

/** Lower case without accents, so "boton" finds "Botón". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The items whose name (in `lang` or the default) or type holds every word of the query, in catalogue order. */
export const filterCatalogue = (
  items: readonly CatalogueItem[],
  query: string,
  lang: Locale,
): CatalogueItem[] => {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return items
    .filter((item) => {
      const haystack = fold(`${catalogueName(item, lang)} ${item.name} ${item.wokwiType}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort(
      (a, b) => a.sortOrder - b.sortOrder || catalogueName(a, lang).localeCompare(catalogueName(b, lang)),
    );
};
