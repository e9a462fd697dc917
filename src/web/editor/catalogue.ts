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

/**
 * The items whose names or type hold every word of the query, in catalogue order. Every language's
 * name counts, whatever the page's: a student who knows the part as "resistor" finds it on a
 * Spanish page too.
 */
export const filterCatalogue = (
  items: readonly CatalogueItem[],
  query: string,
  lang: Locale,
): CatalogueItem[] => {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return items
    .filter((item) => {
      const { es, pt, en } = item.names;
      const haystack = fold(`${es} ${pt} ${en} ${item.name} ${item.wokwiType}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort(
      (a, b) => a.sortOrder - b.sortOrder || catalogueName(a, lang).localeCompare(catalogueName(b, lang)),
    );
};
