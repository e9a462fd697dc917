import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { LOCALES } from '../../../domain/constants.ts';
import { filterCatalogue } from '../../editor/catalogue.ts';

/**
 * The items matching `search` in any language (the sidebar's search looks in one), by name or
 * Wokwi type, in the order given.
 */
export const filterAnyLanguage = (
  items: readonly CatalogueItem[],
  search: string,
): readonly CatalogueItem[] => {
  if (!search.trim()) return items;
  const found = new Set(LOCALES.flatMap((lang) => filterCatalogue(items, search, lang)));
  return items.filter((item) => found.has(item));
};
