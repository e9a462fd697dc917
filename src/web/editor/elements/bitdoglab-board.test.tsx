import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BITDOGLAB_HEADER, innerPartId, matrixLedIndex } from '../../../domain/circuit/bitdoglab.ts';
import { NO_OUTPUTS, useLiveStore } from '../live.ts';
import { BitDogLabBoard } from './bitdoglab-board.tsx';
import { matrixTextOf, rgbTextOf, soundingOf } from './bitdoglab-live.tsx';

/** The drawing's markup, read as text: the unit tests run without a DOM. */
class Drawn {
  constructor(readonly markup: string) {}
  get text() {
    return this.markup.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&');
  }
  /** Every tag carrying `attr` (`data-cell="0,0"`), each as its attributes. */
  all(attr: string): Record<string, string>[] {
    return [...this.markup.matchAll(new RegExp(`<[a-z]+ [^>]*${attr}[^>]*>`, 'g'))].map((match) =>
      Object.fromEntries(
        [...match[0].matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      ),
    );
  }
  one(attr: string): Record<string, string> {
    return this.all(attr)[0] ?? {};
  }
  count(tag: string) {
    return this.markup.split(`<${tag}`).length - 1;
  }
}

const draw = (attrs: Record<string, string>, partId?: string) =>
  new Drawn(renderToStaticMarkup(<BitDogLabBoard attrs={attrs} partId={partId} />));

describe('the BitDogLab drawing', () => {
  it('prints every header pin, its version and the OLED pins of that version, all dark at rest', () => {
    const v7 = draw({ version: 'v7' });
    const { text } = v7;
    for (const pin of BITDOGLAB_HEADER) expect(text).toContain(pin.replace(/\.\d+$/, ''));
    expect(text).toContain('SDA GP2 · SCL GP3');
    expect(v7.one('data-bitdoglab')['data-bitdoglab']).toBe('v7');
    expect(v7.all('data-cell=')).toHaveLength(25);
    expect(v7.all('data-cell=').every((cell) => cell['data-color'] === '0,0,0')).toBe(true);
    const v6 = draw({ version: 'v6' }).text;
    expect(v6).toContain('SDA GP14 · SCL GP15');
    expect(v6).not.toContain('SDA GP2');
    // One drawing, one outer <svg>: what the export and the thumbnails take (part-svg.ts).
    expect(v7.count('svg')).toBe(1);
  });

  it('reads each matrix cell from the ring pixel the snake puts there, and the RGB LED and buzzers', () => {
    const pixels = Array.from({ length: 25 }, (_, i): readonly [number, number, number] =>
      i === matrixLedIndex(0, 0) ? [0, 0, 20] : i === matrixLedIndex(4, 4) ? [40, 0, 0] : [0, 0, 0],
    );
    const state = {
      ...useLiveStore.getState(),
      isRunning: true,
      outputs: {
        ...NO_OUTPUTS,
        rings: { [innerPartId('bdl1', 'matrix')]: pixels },
        rgbLeds: { [innerPartId('bdl1', 'rgb')]: [1, 0, 0] as const },
        buzzers: { [innerPartId('bdl1', 'buzzer2')]: 440 },
      },
    };
    const cells = matrixTextOf(state, 'bdl1').split(';');
    expect(cells).toHaveLength(25);
    expect(cells[0]).toBe('0,0,20');
    expect(cells[24]).toBe('40,0,0');
    expect(cells.filter((cell) => cell !== '0,0,0')).toHaveLength(2);
    expect(rgbTextOf(state, 'bdl1')).toBe('1,0,0');
    expect(soundingOf(state, 'bdl1')).toBe('01');
    // Another board, a thumbnail (no part id) or a stopped run: dark and silent.
    expect(matrixTextOf(state, 'bdl2')).toBe('');
    expect(matrixTextOf(state, undefined)).toBe('');
    expect(matrixTextOf({ ...state, isRunning: false }, 'bdl1')).toBe('');
    expect(soundingOf({ ...state, isRunning: false }, 'bdl1')).toBe('00');
  });
});
