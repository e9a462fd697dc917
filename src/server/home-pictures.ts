import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CARD_SIZES, cardImage } from '../domain/card-images.ts';
import { isLocale } from '../domain/constants.ts';
import { homeGuidesRead } from '../domain/page-reads.ts';
import { escapeAttribute } from './page-preloads.ts';

/** What the server put in home's HTML: the picture preloads and the answers it read for them. */
export interface HomeEarlyData {
  links: string[];
  /** `GET` path → the JSON the API answered, for the page to take instead of asking again. */
  answers: Record<string, unknown>;
}

const NOTHING: HomeEarlyData = { links: [], answers: {} };

/**
 * Home's largest paint is one of its guide cards' pictures (whichever shows largest, by the
 * pictures' shapes), which the page asks for only once its scripts have run and its guide list
 * has arrived: the picture's download came after everything else. For a signed-in request of home
 * the server reads that list now (`homeGuidesRead`, the read the page starts with) and
 * names each card's picture in the HTML with the `srcset` and `sizes` the card gives its `<img>`,
 * so the browser fetches them beside the scripts and the cards show them from its cache. The list
 * itself goes in the HTML too (`answers`): the page takes it as that read's answer, so the guides
 * are read once per visit, not once here and again by the browser.
 */
export const homeEarlyData = async (
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<HomeEarlyData> => {
  const [lang, page, ...rest] = pathname.split('/').filter((segment) => segment !== '');
  const cookie = request.headers.cookie;
  if (!isLocale(lang) || page !== 'home' || rest.length > 0 || !cookie) return NOTHING;
  const read = homeGuidesRead(lang);
  try {
    const response = await app.inject({ method: 'GET', url: read, headers: { cookie } });
    if (response.statusCode !== 200) return NOTHING;
    const answer = response.json() as {
      items?: { imageUrl?: string | null; thumbnailUrl?: string | null }[];
    };
    const links = (answer.items ?? []).flatMap((guide) => {
      const url = guide.imageUrl || guide.thumbnailUrl;
      if (!url) return [];
      // Only a picture stored here, with its WebP copies: an image elsewhere is not ours to fetch early.
      const { srcSet, sizes } = cardImage(url, CARD_SIZES.homeGuide);
      if (!srcSet || !sizes) return [];
      return [
        `<link rel="preload" as="image" imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes)}">`,
      ];
    });
    return { links, answers: { [read]: answer } };
  } catch {
    return NOTHING;
  }
};
