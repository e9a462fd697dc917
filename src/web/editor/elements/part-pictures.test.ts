import { describe, expect, it } from 'vitest';
import { isLiveType } from '../live-parts.ts';
import { canPicture, createPictureCache, type PartPicture, pictureKeyOf } from './part-pictures.ts';

const pictureOf = (look: string): PartPicture => ({
  look,
  url: `blob:${look}`,
  at: { x: 0, y: 0, width: 10, height: 10 },
  geometry: { width: 10, height: 10, pins: [] },
  markup: '<svg/>',
});

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
    const cache = createPictureCache(async (tag, attrs) => {
      drawn.push(pictureKeyOf(tag, attrs));
      return pictureOf(pictureKeyOf(tag, attrs));
    });
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
    const cache = createPictureCache(async () => {
      calls += 1;
      if (calls === 1) throw new Error('never drawn');
      return pictureOf('led');
    });
    await expect(cache.partPicture('wokwi-led', {})).rejects.toThrow('never drawn');
    await expect(cache.partPicture('wokwi-led', {})).resolves.toMatchObject({ look: 'led' });
    expect(calls).toBe(2);
  });
});
