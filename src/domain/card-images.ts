import { IMAGE_WIDTHS, imageVariantUrl } from './images.ts';

export interface CardImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `<img>` attributes for a stored image shown small (a card, a tile): the server's WebP copies at
 * every card width in `srcset`, `sizes` telling the browser how wide the image shows, so it fetches
 * the smallest copy that is sharp on this screen. An image not stored with us keeps its URL.
 */
export const cardImage = (url: string, sizes: string): CardImageProps => {
  const srcSet = IMAGE_WIDTHS.map((width) => {
    const variant = imageVariantUrl(url, width);
    return variant && `${variant} ${width}w`;
  });
  const fallback = imageVariantUrl(url, 640);
  if (!fallback || srcSet.some((entry) => !entry)) return { src: url };
  return { src: fallback, srcSet: srcSet.join(', '), sizes };
};

/** How wide a card shows in the app's grids (Mantine's breakpoints: xs 36em, sm 48em, md 62em, lg 75em). */
export const CARD_SIZES = {
  /** Projects: 1, 2, 3 then 5 columns. */
  project: '(min-width: 75em) 20vw, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
  /** Practical guides: 1, 2, 3 then 4 columns. */
  guide: '(min-width: 75em) 25vw, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
  /** Home's guides, beside the new-project tile: 2, 3 then 5 columns (a phone fetches a half-width copy). */
  homeGuide: '(min-width: 62em) 20vw, (min-width: 48em) 33vw, 50vw',
  /** Courses: 1, 3 then 4 columns. */
  course: '(min-width: 75em) 25vw, (min-width: 48em) 33vw, 100vw',
  /** A module in a course's carousel. */
  module: '(min-width: 36em) 320px, 100vw',
  /** A small picture in a table row or a sidebar tile. */
  thumbnail: '120px',
} as const;
