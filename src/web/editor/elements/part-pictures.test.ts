import { describe, expect, it } from 'vitest';
import { isLiveType } from '../live-parts.ts';
import { createKeptLooks, type KeptLook, type LookStorage } from './kept-looks.ts';
import { canPicture, createPictureCache, type PartPicture, pictureKeyOf } from './part-pictures.ts';

const pictureOf = (look: string): KeptLook => ({
  look,
  svg: `<svg data-look="${look}"/>`,
  at: { x: 0, y: 0, width: 10, height: 10 },
  geometry: { width: 10, height: 10, pins: [{ name: 'A', x: 1, y: 9 }] },
  markup: '<svg/>',
});

/** Object URLs made in tests: the look's SVG stands for its URL. */
const toPicture = ({ svg, ...look }: KeptLook): PartPicture => ({ ...look, url: `blob:${svg}` });

const memoryStorage = (): LookStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

describe('the key of a part look', () => {
  it('changes with what the element draws: an LED colour, a resistor value, a knob position', () => {
    expect(pictureKeyOf('wokwi-led', { color: 'red' })).not.toBe(
      pictureKeyOf('wokwi-led', { color: 'green' }),
    );
    expect(pictureKeyOf('wokwi-resistor', { value: '220' })).not.toBe(
      pictureKeyOf('wokwi-resistor', { value: '1000' }),
    );
    expect(pictureKeyOf('wokwi-potentiometer', { value: '0' })).not.toBe(
      pictureKeyOf('wokwi-potentiometer', { value: '512' }),
    );
    expect(pictureKeyOf('wokwi-pushbutton', { color: 'green' })).not.toBe(
      pictureKeyOf('wokwi-pushbutton', { color: 'red' }),
    );
  });

  it('is not the same for two part types with the same attrs', () => {
    expect(pictureKeyOf('wokwi-led', {})).not.toBe(pictureKeyOf('wokwi-buzzer', {}));
  });

  it('ignores what draws nothing: attr order, attrs the element does not take, number spelling', () => {
    expect(pictureKeyOf('wokwi-led', { color: 'red', label: '' })).toBe(
      pictureKeyOf('wokwi-led', { label: '', color: 'red' }),
    );
    expect(pictureKeyOf('wokwi-led', { color: 'red', note: 'mine' })).toBe(
      pictureKeyOf('wokwi-led', { color: 'red' }),
    );
    expect(pictureKeyOf('wokwi-buzzer', { volume: '0.5' })).toBe(pictureKeyOf('wokwi-buzzer', {}));
    expect(pictureKeyOf('wokwi-potentiometer', { value: '512' })).toBe(
      pictureKeyOf('wokwi-potentiometer', { value: '512.0' }),
    );
  });
});

describe('which parts are pictures', () => {
  it('keeps a labelled LED or button live: its label is HTML beside the drawing', () => {
    expect(canPicture('wokwi-led', { color: 'red' })).toBe(true);
    expect(canPicture('wokwi-led', { label: '  ' })).toBe(true);
    expect(canPicture('wokwi-led', { label: 'D1' })).toBe(false);
    expect(canPicture('wokwi-pushbutton', { label: 'A' })).toBe(false);
  });

  it('makes live, while a program runs, what it shows on or reads from', () => {
    for (const type of ['wokwi-led', 'wokwi-rgb-led', 'wokwi-servo', 'wokwi-buzzer', 'wokwi-neopixel']) {
      expect(isLiveType(type), type).toBe(true);
    }
    for (const type of [
      'wokwi-pushbutton',
      'wokwi-pushbutton-6mm',
      'wokwi-slide-switch',
      'wokwi-potentiometer',
    ]) {
      expect(isLiveType(type), type).toBe(true);
    }
    expect(isLiveType('wokwi-resistor')).toBe(false);
  });
});

describe('the picture cache', () => {
  const counting = () => {
    const drawn: string[] = [];
    const cache = createPictureCache(
      async (tag, attrs) => {
        drawn.push(pictureKeyOf(tag, attrs));
        return pictureOf(pictureKeyOf(tag, attrs));
      },
      undefined,
      toPicture,
    );
    return { drawn, cache };
  };

  it('draws each look once, however many parts share it', async () => {
    const { drawn, cache } = counting();
    const pictures = await Promise.all(
      Array.from({ length: 100 }, (_, i) => cache.partPicture('wokwi-led', { color: 'red', n: String(i) })),
    );
    expect(drawn).toHaveLength(1);
    expect(new Set(pictures).size).toBe(1);
    expect(cache.drawnPicture('wokwi-led', { color: 'red' })).toBe(pictures[0]);
  });

  it('draws a new look when a property changes it, and keeps the old one', async () => {
    const { drawn, cache } = counting();
    const red = await cache.partPicture('wokwi-led', { color: 'red' });
    const green = await cache.partPicture('wokwi-led', { color: 'green' });
    expect(drawn).toHaveLength(2);
    expect(green).not.toBe(red);
    expect(cache.drawnPicture('wokwi-led', { color: 'red' })).toBe(red);
  });

  it('has nothing to show until a look is drawn', () => {
    const { cache } = counting();
    void cache.partPicture('wokwi-led', {});
    expect(cache.drawnPicture('wokwi-led', {})).toBeUndefined();
  });

  it('tries a failed drawing again instead of keeping the failure', async () => {
    let calls = 0;
    const cache = createPictureCache(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('never drawn');
        return pictureOf('led');
      },
      undefined,
      toPicture,
    );
    await expect(cache.partPicture('wokwi-led', {})).rejects.toThrow('never drawn');
    await expect(cache.partPicture('wokwi-led', {})).resolves.toMatchObject({ look: 'led' });
    expect(calls).toBe(2);
  });
});

describe('looks kept between visits', () => {
  const drawing = (kept: ReturnType<typeof createKeptLooks>) => {
    const drawn: string[] = [];
    const cache = createPictureCache(
      async (tag, attrs) => {
        drawn.push(pictureKeyOf(tag, attrs));
        return pictureOf(pictureKeyOf(tag, attrs));
      },
      kept,
      toPicture,
    );
    return { drawn, cache };
  };

  it('shows a look drawn on an earlier visit at once, without drawing it again', async () => {
    const storage = memoryStorage();
    const first = createKeptLooks(storage, 'v1');
    const visit = drawing(first);
    const red = await visit.cache.partPicture('wokwi-led', { color: 'red' });
    first.flush();

    const next = drawing(createKeptLooks(storage, 'v1'));
    const again = next.cache.drawnPicture('wokwi-led', { color: 'red' });
    expect(again).toMatchObject({ look: red.look, geometry: red.geometry, at: red.at, markup: red.markup });
    await expect(next.cache.partPicture('wokwi-led', { color: 'red' })).resolves.toBe(again);
    expect(next.drawn).toEqual([]);
    // Another look was never kept: it is drawn.
    expect(next.cache.drawnPicture('wokwi-led', { color: 'green' })).toBeUndefined();
  });

  it('draws again what another version kept, or what is damaged', async () => {
    const storage = memoryStorage();
    const old = createKeptLooks(storage, 'v1');
    await drawing(old).cache.partPicture('wokwi-led', { color: 'red' });
    old.flush();
    expect(
      drawing(createKeptLooks(storage, 'v2')).cache.drawnPicture('wokwi-led', { color: 'red' }),
    ).toBeUndefined();

    const stored = JSON.parse(storage.items.get('chispa.partLooks') ?? '{}');
    const key = pictureKeyOf('wokwi-led', { color: 'red' });
    stored.looks[key].geometry.pins = 'A';
    storage.items.set('chispa.partLooks', JSON.stringify(stored));
    expect(
      drawing(createKeptLooks(storage, 'v1')).cache.drawnPicture('wokwi-led', { color: 'red' }),
    ).toBeUndefined();
    storage.items.set('chispa.partLooks', '{not json');
    expect(
      drawing(createKeptLooks(storage, 'v1')).cache.drawnPicture('wokwi-led', { color: 'red' }),
    ).toBeUndefined();
  });

  it('keeps the looks two tabs drew, the last drawn first when there are too many', async () => {
    const storage = memoryStorage();
    const one = createKeptLooks(storage, 'v1');
    const two = createKeptLooks(storage, 'v1');
    await drawing(one).cache.partPicture('wokwi-led', { color: 'red' });
    await drawing(two).cache.partPicture('wokwi-led', { color: 'green' });
    one.flush();
    two.flush();
    const later = drawing(createKeptLooks(storage, 'v1')).cache;
    expect(later.drawnPicture('wokwi-led', { color: 'red' })).toBeDefined();
    expect(later.drawnPicture('wokwi-led', { color: 'green' })).toBeDefined();

    const many = createKeptLooks(storage, 'v1');
    const cache = drawing(many).cache;
    for (let i = 0; i < 200; i += 1) await cache.partPicture('wokwi-resistor', { value: String(i) });
    many.flush();
    const kept = Object.keys(JSON.parse(storage.items.get('chispa.partLooks') ?? '{}').looks);
    expect(kept).toHaveLength(150);
    expect(kept).toContain(pictureKeyOf('wokwi-resistor', { value: '199' }));
    expect(kept).not.toContain(pictureKeyOf('wokwi-led', { color: 'red' }));
  });

  it('still draws when the storage cannot be read or written', async () => {
    const broken: LookStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    const kept = createKeptLooks(broken, 'v1');
    const { drawn, cache } = drawing(kept);
    await expect(cache.partPicture('wokwi-led', {})).resolves.toBeDefined();
    expect(() => kept.flush()).not.toThrow();
    expect(drawn).toHaveLength(1);
  });
});
