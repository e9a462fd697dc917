import { version as ELEMENTS_VERSION } from '@wokwi/elements/package.json';
import type { PartGeometry, PinInfo } from '../geometry.ts';
import { createHiddenHost } from '../hidden-host.ts';
import { restingPropsOf } from '../live-parts.ts';
import { largestSvgIn, serializePartSvg } from '../part-svg.ts';
import { createKeptLooks, type KeptLook, type KeptLooks } from './kept-looks.ts';
import type { WokwiTag } from './wokwi-jsx.ts';
import { loadWokwiElement, wokwiPropsFor } from './wokwi-registry.ts';

/**
 * A Wokwi part's look drawn once and kept as a picture: every part of the canvas with the same look
 * shows it as an `<img>` instead of its own live element (a Lit element with a shadow root and its
 * own SVG each), which made opening and dragging a large board slow (docs/decisions.md).
 */
export interface PartPicture {
  /** The element properties it was drawn with, as JSON (shown as `data-look` for the journeys). */
  look: string;
  /** An object URL of the drawing as a standalone SVG document, styles included. */
  url: string;
  /** Where the drawing sits in the part's box, and its size, in CSS px. */
  at: { x: number; y: number; width: number; height: number };
  /** Size and pins as the live element reports them. */
  geometry: PartGeometry;
  /** The drawing's markup as the circuit export writes a live part's (`serializePartSvg`). */
  markup: string;
}

type Attrs = Readonly<Record<string, string>>;

/**
 * The key of a part's look: its tag and the element properties its attrs give, which are all that
 * change its drawing. Position, rotation and flip are applied around the picture; other attrs (a
 * part's name, its notes) draw nothing.
 */
const lookOf = (tag: WokwiTag, attrs: Attrs) => JSON.stringify(wokwiPropsFor(tag, attrs));

export const pictureKeyOf = (tag: WokwiTag, attrs: Attrs): string => `${tag} ${lookOf(tag, attrs)}`;

/**
 * A label is HTML beside the element's SVG, not part of it: a labelled LED or button stays live.
 */
export const canPicture = (tag: WokwiTag, attrs: Attrs): boolean => {
  const label = wokwiPropsFor(tag, attrs).label;
  return typeof label !== 'string' || label.trim() === '';
};

let host: HTMLDivElement | undefined;

/** One box out of sight and out of the accessibility tree, where each look is drawn once. */
const pictureHost = () => {
  if (host?.isConnected) return host;
  host = createHiddenHost('part-pictures');
  return host;
};

type PinnedElement = HTMLElement & { pinInfo?: PinInfo[]; updateComplete?: Promise<unknown> };

/** The element's shadow styles, so the picture keeps what they draw (a knob's angle, text sizes). */
const shadowCss = (element: HTMLElement) => {
  const root = element.shadowRoot;
  if (!root) return '';
  const sheets = [
    ...root.adoptedStyleSheets,
    ...[...root.querySelectorAll('style')].flatMap((s) => s.sheet ?? []),
  ];
  return sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
};

/** The drawing as a standalone SVG document at its drawn size in px, its own styles inside. */
const pictureDocument = (svg: SVGSVGElement, css: string, size: { width: number; height: number }) => {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('width', String(size.width));
  clone.setAttribute('height', String(size.height));
  if (css) {
    const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
    style.textContent = css;
    clone.prepend(style);
  }
  return new XMLSerializer().serializeToString(clone);
};

interface Mounted {
  tag: WokwiTag;
  attrs: Attrs;
  box: HTMLDivElement;
  element: PinnedElement;
}

/** The element of a look, added to the picture host with the props it draws at rest. */
const mountLook = async (tag: WokwiTag, attrs: Attrs): Promise<Mounted> => {
  await loadWokwiElement(tag);
  const box = document.createElement('div');
  Object.assign(box.style, { display: 'inline-flex', alignItems: 'flex-start', lineHeight: '0' });
  const element = document.createElement(tag) as PinnedElement;
  Object.assign(element, restingPropsOf(tag), wokwiPropsFor(tag, attrs));
  box.append(element);
  pictureHost().append(box);
  await element.updateComplete;
  return { tag, attrs, box, element };
};

/** Reads a drawn look: only reads, so a batch of them costs the page one layout. */
const readPicture = ({ tag, attrs, box, element }: Mounted): KeptLook => {
  const svg = element.shadowRoot ? largestSvgIn(element.shadowRoot) : null;
  if (!svg) throw new Error(`${tag} drew no SVG`);
  const boxRect = box.getBoundingClientRect();
  const svgRect = svg.getBoundingClientRect();
  const at = {
    x: svgRect.left - boxRect.left,
    y: svgRect.top - boxRect.top,
    width: svgRect.width,
    height: svgRect.height,
  };
  const pins = (element.pinInfo ?? []).map(({ name, x, y, description }) => ({ name, x, y, description }));
  return {
    look: lookOf(tag, attrs),
    svg: pictureDocument(svg, shadowCss(element), at),
    at,
    geometry: { width: box.offsetWidth, height: box.offsetHeight, pins },
    markup: serializePartSvg(svg),
  };
};

interface Request {
  tag: WokwiTag;
  attrs: Attrs;
  resolve: (picture: KeptLook) => void;
  reject: (error: unknown) => void;
}

let queued: Request[] = [];

/**
 * Draws the looks asked for in one task together: all mounted, then all read, then all removed,
 * so a board of ten looks forces one layout of the page, not ten.
 */
const drawQueued = async () => {
  const requests = queued;
  queued = [];
  const mounted = await Promise.all(
    requests.map((request) =>
      mountLook(request.tag, request.attrs).then(
        (look) => ({ request, look }),
        (error: unknown) => {
          request.reject(error);
          return undefined;
        },
      ),
    ),
  );
  const ready = mounted.filter((m) => m !== undefined);
  for (const { request, look } of ready) {
    try {
      request.resolve(readPicture(look));
    } catch (error) {
      request.reject(error);
    }
  }
  for (const { look } of ready) look.box.remove();
};

const drawPicture = (tag: WokwiTag, attrs: Attrs): Promise<KeptLook> =>
  new Promise((resolve, reject) => {
    queued.push({ tag, attrs, resolve, reject });
    if (queued.length === 1) setTimeout(() => void drawQueued(), 0);
  });

type Draw = (tag: WokwiTag, attrs: Attrs) => Promise<KeptLook>;

/** The picture of a drawn look, its SVG document behind an object URL. */
const pictureOf = ({ svg, ...look }: KeptLook): PartPicture => ({
  ...look,
  url: URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })),
});

/**
 * Pictures by look, each drawn on first request by `draw` and then shared; a failure is not kept.
 * A look kept from an earlier visit (`kept`) is not drawn again: it is there at once.
 */
export const createPictureCache = (draw: Draw, kept?: KeptLooks, toPicture = pictureOf) => {
  const pictures = new Map<string, Promise<PartPicture>>();
  const drawn = new Map<string, PartPicture>();
  const drawnPicture = (tag: WokwiTag, attrs: Attrs): PartPicture | undefined => {
    const key = pictureKeyOf(tag, attrs);
    const known = drawn.get(key);
    if (known) return known;
    const look = kept?.get(key);
    if (!look) return undefined;
    const picture = toPicture(look);
    drawn.set(key, picture);
    pictures.set(key, Promise.resolve(picture));
    return picture;
  };
  return {
    /** The picture of this look if drawn (here or kept from a visit before), or undefined while it is being drawn. */
    drawnPicture,
    /** The picture of this look: drawn on first request, then shared by every part that looks so. */
    partPicture: (tag: WokwiTag, attrs: Attrs): Promise<PartPicture> => {
      const key = pictureKeyOf(tag, attrs);
      const ready = drawnPicture(tag, attrs);
      if (ready) return Promise.resolve(ready);
      let picture = pictures.get(key);
      if (!picture) {
        picture = draw(tag, attrs).then((look) => {
          kept?.keep(key, look);
          const done = toPicture(look);
          drawn.set(key, done);
          return done;
        });
        // A failed drawing is tried again next time instead of being remembered.
        picture.catch(() => pictures.delete(key));
        pictures.set(key, picture);
      }
      return picture;
    },
  };
};

/**
 * Kept looks are another version's when the elements change (their package version) or the way a
 * look is drawn into a picture does (the number after it: raise it with any change to
 * `readPicture` or `pictureDocument`).
 */
const KEPT_VERSION = `${ELEMENTS_VERSION}/1`;

const browserStorage = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** The page's pictures, drawn off screen by the elements themselves, kept between visits. */
export const { drawnPicture, partPicture } = createPictureCache(
  drawPicture,
  createKeptLooks(browserStorage(), KEPT_VERSION),
);
