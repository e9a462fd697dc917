import type { PartGeometry } from '../geometry.ts';

/**
 * Part looks kept between visits (local storage): a look is drawn by its Wokwi element once per
 * browser, not once per page, so a board opened again draws its parts at once, without
 * downloading and running the elements first (docs/decisions.md).
 */
export interface KeptLook {
  /** The element properties it was drawn with, as JSON. */
  look: string;
  /** The drawing as a standalone SVG document. */
  svg: string;
  at: { x: number; y: number; width: number; height: number };
  geometry: PartGeometry;
  /** The drawing's markup as the circuit export writes it. */
  markup: string;
}

/** The part of Storage the kept looks use, so tests can pass a map. */
export type LookStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const KEPT_LOOKS_KEY = 'chispa.partLooks';
/** Looks kept at most, the last drawn first; and their size, well inside a 5 MB quota. */
export const MAX_KEPT_LOOKS = 150;
export const MAX_KEPT_CHARS = 1_500_000;

interface Stored {
  version: string;
  looks: Record<string, KeptLook>;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isBox = (value: unknown): value is KeptLook['at'] => {
  const box = value as KeptLook['at'] | null;
  return typeof box === 'object' && box !== null && [box.x, box.y, box.width, box.height].every(isNumber);
};

const isGeometry = (value: unknown): value is PartGeometry => {
  const geometry = value as PartGeometry | null;
  return (
    typeof geometry === 'object' &&
    geometry !== null &&
    isNumber(geometry.width) &&
    isNumber(geometry.height) &&
    Array.isArray(geometry.pins) &&
    geometry.pins.every(
      (pin) =>
        typeof pin === 'object' &&
        pin !== null &&
        typeof pin.name === 'string' &&
        isNumber(pin.x) &&
        isNumber(pin.y) &&
        (pin.description === undefined || typeof pin.description === 'string'),
    )
  );
};

/** Whatever the storage holds is checked: another version's or a damaged entry is not a look. */
const isKeptLook = (value: unknown): value is KeptLook => {
  const look = value as KeptLook | null;
  return (
    typeof look === 'object' &&
    look !== null &&
    typeof look.look === 'string' &&
    typeof look.svg === 'string' &&
    typeof look.markup === 'string' &&
    isBox(look.at) &&
    isGeometry(look.geometry)
  );
};

const readStored = (storage: LookStorage | undefined, version: string): Map<string, KeptLook> => {
  const looks = new Map<string, KeptLook>();
  try {
    const text = storage?.getItem(KEPT_LOOKS_KEY);
    if (!text) return looks;
    const stored = JSON.parse(text) as Partial<Stored> | null;
    if (stored?.version !== version || typeof stored.looks !== 'object' || stored.looks === null)
      return looks;
    for (const [key, look] of Object.entries(stored.looks)) if (isKeptLook(look)) looks.set(key, look);
  } catch {
    // Unreadable or not JSON: nothing kept, the looks are drawn again.
  }
  return looks;
};

/** The looks to write: the newest first, as many as fit the limits. */
const trimmed = (looks: Map<string, KeptLook>): Record<string, KeptLook> => {
  const kept: [string, KeptLook][] = [];
  let chars = 0;
  for (const [key, look] of [...looks].reverse()) {
    chars += key.length + look.svg.length + look.markup.length + look.look.length + 200;
    if (kept.length >= MAX_KEPT_LOOKS || chars > MAX_KEPT_CHARS) break;
    kept.push([key, look]);
  }
  return Object.fromEntries(kept.reverse());
};

/**
 * The kept looks of `version` (the elements' version and the picture format: another version's
 * looks are never used). Reads the storage once, on the first `get`; `keep` writes in the next
 * task, once for all the looks a board drew, merged with what other tabs kept meanwhile.
 */
export const createKeptLooks = (storage: LookStorage | undefined, version: string) => {
  let looks: Map<string, KeptLook> | undefined;
  const fresh = new Map<string, KeptLook>();
  let isWriteScheduled = false;
  const all = () => {
    looks ??= readStored(storage, version);
    return looks;
  };
  const write = () => {
    if (!isWriteScheduled) return;
    isWriteScheduled = false;
    const merged = readStored(storage, version);
    for (const [key, look] of fresh) {
      merged.delete(key);
      merged.set(key, look);
    }
    fresh.clear();
    try {
      storage?.setItem(KEPT_LOOKS_KEY, JSON.stringify({ version, looks: trimmed(merged) } satisfies Stored));
    } catch {
      // A full quota or private mode: the looks are drawn again next time, which is only slower.
      try {
        storage?.removeItem(KEPT_LOOKS_KEY);
      } catch {}
    }
  };
  return {
    get: (key: string): KeptLook | undefined => all().get(key),
    keep: (key: string, look: KeptLook) => {
      all().set(key, look);
      fresh.set(key, look);
      if (isWriteScheduled) return;
      isWriteScheduled = true;
      setTimeout(write, 0);
    },
    /** Writes what waits to be written now (tests). */
    flush: write,
  };
};

export type KeptLooks = ReturnType<typeof createKeptLooks>;
