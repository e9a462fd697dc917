import type { CatalogueItem } from '../../domain/catalogue.ts';
import type { Diagram, Point } from '../../domain/circuit/diagram.ts';
import { PASTE_OFFSET } from '../../domain/circuit/paste.ts';
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

/** Where a clicked part lands: near `center`, stepped aside while another part sits exactly there. */
export const placementNear = (center: Point, diagram: Diagram, offset: Point = { x: 20, y: 20 }): Point => {
  let at = { x: Math.round(center.x - offset.x), y: Math.round(center.y - offset.y) };
  const taken = new Set(diagram.parts.map((p) => `${p.x},${p.y}`));
  for (let i = 0; i < 50 && taken.has(`${at.x},${at.y}`); i += 1) {
    at = { x: at.x + PASTE_OFFSET.x, y: at.y + PASTE_OFFSET.y };
  }
  return at;
};
