import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { DEFAULT_LOCALE } from '../../../domain/constants.ts';
import { filterCatalogue } from '../../editor/catalogue.ts';

/**
 * The items matching `search` by name in any language or by Wokwi type, as the palette's search
 * finds them, but in the order given rather than the palette's.
 */
export const filterAnyLanguage = (
  items: readonly CatalogueItem[],
  search: string,
): readonly CatalogueItem[] => {
  if (!search.trim()) return items;
  const found = new Set(filterCatalogue(items, search, DEFAULT_LOCALE));
  return items.filter((item) => found.has(item));
};
