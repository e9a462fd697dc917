import { useEffect } from 'react';
import type { DeviceView } from '../../domain/devices/device.ts';
import { useLiveStore } from './live.ts';

/**
 * What a running device shows, put on its @wokwi/elements drawing (issue 24). Displays are drawn
 * through the element's own imperative API (a canvas's pixels, an LCD's character codes), not
 * through React props: a 128×64 picture changes ten times a second.
 */

type Element = HTMLElement & Record<string, unknown>;

const OLED_ON = [0x9c, 0xe4, 0xff] as const;

/**
 * An SSD1306's memory (pages of bytes, LSB on top) as RGBA pixels: the OLED module's element and
 * the BitDogLab's own screen (elements/bitdoglab-live.tsx) draw it alike.
 */
export const paintOled = (image: ImageData, view: Extract<DeviceView, { kind: 'oled' }> | undefined) => {
  const { data, width, height } = image;
  data.fill(0);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  if (!view?.on) return;
  const bytes = view.ram.match(/../g) ?? [];
  for (let y = 0; y < Math.min(height, view.height); y++) {
    for (let x = 0; x < Math.min(width, view.width); x++) {
      const byte = Number.parseInt(bytes[(y >> 3) * view.width + x] ?? '0', 16);
      const lit = ((byte >> (y & 7)) & 1) === 1;
      if (lit === view.inverted) continue;
      const at = (y * width + x) * 4;
      data[at] = OLED_ON[0];
      data[at + 1] = OLED_ON[1];
      data[at + 2] = OLED_ON[2];
    }
  }
};

const drawOled = (element: Element, view: Extract<DeviceView, { kind: 'oled' }> | undefined) => {
  const image = element.imageData as ImageData | undefined;
  if (!image) return;
  paintOled(image, view);
  (element.redraw as (() => void) | undefined)?.call(element);
};

const BLANK_LCD = new Uint8Array(32).fill(0x20);
/** Each LCD element's own font, before any custom characters went over it. */
const fontOf = new WeakMap<Element, Uint8Array>();

const drawLcd = (element: Element, view: Extract<DeviceView, { kind: 'lcd' }> | undefined) => {
  const columns = 16;
  const characters = new Uint8Array(BLANK_LCD);
  if (view?.on) {
    view.rows.slice(0, 2).forEach((row, r) => {
      row.slice(0, columns).forEach((code, c) => {
        characters[r * columns + c] = code;
      });
    });
  }
  // Codes 0–7 are the program's own characters: drawn from CGRAM over the element's font, whose
  // rows put the leftmost dot in bit 0 where the chip has it in bit 4.
  const glyphs = view?.glyphs;
  if (glyphs) {
    const base = (fontOf.get(element) ?? (element.font as Uint8Array | undefined)) as Uint8Array | undefined;
    if (base) {
      fontOf.set(element, base);
      const font = new Uint8Array(base);
      glyphs.slice(0, 8).forEach((rows, code) => {
        rows.slice(0, 8).forEach((row, y) => {
          let mirrored = 0;
          for (let bit = 0; bit < 5; bit++) if (row & (1 << (4 - bit))) mirrored |= 1 << bit;
          font[code * 8 + y] = mirrored;
        });
      });
      element.font = font;
    }
  }
  element.characters = characters;
  element.cursor = !!view?.on && !!view.cursor?.underline;
  element.blink = !!view?.on && !!view.cursor?.blink;
  element.cursorX = view?.cursor?.column ?? 0;
  element.cursorY = view?.cursor?.row ?? 0;
  element.backlight = view?.backlight ?? false;
};

const drawSegments = (element: Element, view: Extract<DeviceView, { kind: 'segments' }> | undefined) => {
  const digits = Number(element.digits ?? 1) || 1;
  const values: number[] = [];
  for (let d = 0; d < digits; d++) {
    const segments = view?.digits[d] ?? [];
    for (let s = 0; s < 8; s++) values.push((segments[s] ?? 0) > 0.15 ? 1 : 0);
  }
  element.values = values;
};

/** Puts the view on the element; `undefined` (no run, nothing shown yet) draws the part at rest. */
export const applyDeviceView = (tag: string, element: Element, view: DeviceView | undefined) => {
  switch (tag) {
    case 'wokwi-ssd1306':
      return drawOled(element, view?.kind === 'oled' ? view : undefined);
    case 'wokwi-lcd1602':
      return drawLcd(element, view?.kind === 'lcd' ? view : undefined);
    case 'wokwi-7segment':
      return drawSegments(element, view?.kind === 'segments' ? view : undefined);
  }
};

export const hasDeviceView = (tag: string): boolean =>
  tag === 'wokwi-ssd1306' || tag === 'wokwi-lcd1602' || tag === 'wokwi-7segment';

type RingElement = HTMLElement & {
  setPixel?: (pixel: number, color: { r: number; g: number; b: number }) => void;
  reset?: () => void;
  updateComplete?: Promise<unknown>;
};

/** A NeoPixel ring's colours (0–255 each, pixel 0 first) through the element's own setPixel. */
const useRingPixels = (partId: string | undefined, tag: string, element: HTMLElement | null) => {
  const pixels = useLiveStore((state) =>
    partId === undefined || tag !== 'wokwi-led-ring' || !state.isRunning
      ? undefined
      : state.outputs.rings?.[partId],
  );
  useEffect(() => {
    if (!element || tag !== 'wokwi-led-ring') return;
    const ring = element as RingElement;
    void Promise.resolve(ring.updateComplete).then(() => {
      if (!pixels) return ring.reset?.();
      pixels.forEach(([r, g, b], index) => {
        ring.setPixel?.(index, { r: r / 255, g: g / 255, b: b / 255 });
      });
    });
  }, [element, tag, pixels]);
};

/** Keeps a device part's drawing showing what the running program makes it show. */
export const useDeviceView = (partId: string | undefined, tag: string, element: HTMLElement | null) => {
  useRingPixels(partId, tag, element);
  const view = useLiveStore((state) => (partId === undefined ? undefined : state.views[partId]));
  const isRunning = useLiveStore((state) => state.isRunning);
  useEffect(() => {
    if (!element || partId === undefined || !hasDeviceView(tag)) return;
    const target = element as Element;
    void Promise.resolve(target.updateComplete).then(() =>
      applyDeviceView(tag, target, isRunning ? view : undefined),
    );
  }, [element, partId, tag, view, isRunning]);
};
