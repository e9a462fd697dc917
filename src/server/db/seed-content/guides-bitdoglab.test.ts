// @vitest-environment node
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { describe, expect, it } from 'vitest';
import {
  BITDOGLAB_TYPE,
  bitDogLabWiring,
  MATRIX_SIZE,
  matrixLedIndex,
} from '../../../domain/circuit/bitdoglab.ts';
import { languageOf } from '../../../domain/code/language.ts';
import { LOCALES } from '../../../domain/constants.ts';
import {
  createGuideCategorySchema,
  createGuideSchema,
  saveGuideProjectSchema,
} from '../../../domain/guide-admin.ts';
import { GUIDE_CATEGORIES, PRACTICAL_GUIDES } from './guides.ts';
import { BITDOGLAB_CATEGORY, bitDogLabGuides } from './guides-bitdoglab.ts';
import { seededPrograms } from './programs.ts';
import type { SeedGuide } from './types.ts';

/**
 * The BitDogLab guides (issue 29): six written in Portuguese, each in Spanish and English too, in
 * their own category; every one on the board alone, in MicroPython, using only pins the board
 * wires inside; the matrix guides' `indice(linha, coluna)` is the board's snake.
 */

const originals = bitDogLabGuides.filter((guide) => guide.translationOf === undefined);
const versionsOf = (original: SeedGuide) =>
  bitDogLabGuides.filter((guide) => guide.translationOf === original.id);

/** A program without its comments and strings: what the translations must keep the same. */
const numbersOf = (code: string) =>
  code
    .replace(/"[^"\n]*"/g, '""')
    .replace(/#[^\n]*/g, '')
    .match(/\b\d+\b/g);

/** The GPIOs a MicroPython program names with `Pin(n)`, as the board names them (`GP13`). */
const pinsOf = (code: string) => [...code.matchAll(/\bPin\((\d+)/g)].map((match) => `GP${match[1]}`);

describe('the BitDogLab guides', () => {
  it('are six Portuguese originals in their own category, seeded after the others', () => {
    expect(GUIDE_CATEGORIES).toContainEqual(BITDOGLAB_CATEGORY);
    expect(createGuideCategorySchema.safeParse(BITDOGLAB_CATEGORY).success).toBe(true);
    expect(originals).toHaveLength(6);
    expect(bitDogLabGuides.every((guide) => guide.category === 'bitdoglab' && guide.isPublished)).toBe(true);
    expect(originals.map((guide) => guide.language)).toEqual(originals.map(() => 'pt'));
    expect(PRACTICAL_GUIDES.slice(-bitDogLabGuides.length)).toEqual(bitDogLabGuides);
    expect(new Set(PRACTICAL_GUIDES.map((guide) => guide.id)).size).toBe(PRACTICAL_GUIDES.length);
  });

  it.each(originals)('$id has a Spanish and an English version of the same lesson', (original) => {
    const versions = versionsOf(original);
    expect(versions.map((guide) => [guide.id, guide.language])).toEqual([
      [`${original.id}_es`, 'es'],
      [`${original.id}_en`, 'en'],
    ]);
    for (const version of versions) {
      expect(version).toMatchObject({
        category: original.category,
        difficulty: original.difficulty,
        estimatedTime: original.estimatedTime,
        diagram: original.diagram,
      });
      expect(version.steps).toHaveLength(original.steps.length);
      expect(version.name).not.toBe(original.name);
      expect(numbersOf(version.code)).toEqual(numbersOf(original.code));
      expect(pinsOf(version.code)).toEqual(pinsOf(original.code));
    }
  });

  it.each(bitDogLabGuides)('$id is a guide the management screen would accept', (guide) => {
    const { name, description, category, difficulty, estimatedTime, titleIntroduction, introduction, tags } =
      guide;
    const fields = {
      name,
      description,
      category,
      difficulty,
      estimatedTime,
      language: guide.language,
      titleIntroduction,
      introduction,
      tags,
      steps: guide.steps.map((step) => ({ ...step, image: null })),
    };
    expect(createGuideSchema.safeParse(fields).error).toBeUndefined();
    const project = { version: 1, diagram: guide.diagram, code: guide.code };
    expect(saveGuideProjectSchema.safeParse(project).error).toBeUndefined();
    // Each step says why and gives something to try, in the guide's language.
    const tryIt = { pt: 'Experimente:', es: 'Prueba:', en: 'Try it:' }[guide.language ?? 'es'];
    for (const step of guide.steps) {
      expect(step.explanation.length).toBeGreaterThan(20);
      expect(
        step.details.some((detail) => detail.startsWith(tryIt)),
        step.stepName,
      ).toBe(true);
    }
  });

  it.each(bitDogLabGuides)(
    '$id runs on one BitDogLab v7 in MicroPython, on pins it wires inside',
    (guide) => {
      expect(guide.diagram.parts).toHaveLength(1);
      expect(guide.diagram.parts[0]).toMatchObject({ type: BITDOGLAB_TYPE, attrs: { version: 'v7' } });
      expect(guide.diagram.wires).toEqual([]);
      expect(languageOf(guide.diagram)).toBe('micropython');
      expect(guide.code).not.toMatch(/\bimport board\b|digitalio|\bbusio\b/);
      const wiring = bitDogLabWiring('v7');
      const inside = new Set([
        ...Object.values(wiring.rgb),
        wiring.buttonA,
        wiring.buttonB,
        ...Object.values(wiring.joystick),
        wiring.matrix,
        ...wiring.buzzers,
        wiring.microphone,
        wiring.oled.sda,
        wiring.oled.scl,
      ]);
      const pins = pinsOf(guide.code);
      expect(pins.length).toBeGreaterThan(0);
      expect(pins.filter((pin) => !inside.has(pin))).toEqual([]);
    },
  );

  it('are all among the programs the simulator runs, each in its language', () => {
    const programs = new Map(seededPrograms().map((program) => [program.id, program]));
    for (const guide of bitDogLabGuides) {
      expect(programs.get(guide.id)).toMatchObject({
        kind: 'guide',
        language: guide.language,
        code: guide.code,
      });
    }
    expect(new Set(bitDogLabGuides.map((guide) => guide.language))).toEqual(new Set(LOCALES));
  });

  // The matrix guides teach `indice(linha, coluna)`: run in MicroPython, it must give the board's order.
  const matrixGuides = bitDogLabGuides.filter((guide) => /def (indice|led_index)\(/.test(guide.code));

  it.each(matrixGuides)('$id: its matrix index is the board’s snake', async (guide) => {
    const definition = /^def (indice|led_index)\(.*\n(?: {4}.*\n|\n(?= ))*/m.exec(guide.code);
    expect(definition).not.toBeNull();
    const name = definition?.[1];
    const printed: string[] = [];
    const mp = await loadMicroPython({
      stdout: (line) => {
        printed.push(String(line));
      },
    });
    mp.runPython(
      `${definition?.[0]}\nprint([${name}(r, c) for r in range(${MATRIX_SIZE}) for c in range(${MATRIX_SIZE})])`,
    );
    const expected = Array.from({ length: MATRIX_SIZE * MATRIX_SIZE }, (_, i) =>
      matrixLedIndex(Math.floor(i / MATRIX_SIZE), i % MATRIX_SIZE),
    );
    expect(printed.join('').trim()).toBe(`[${expected.join(', ')}]`);
  });

  it('teach the matrix in two guides and in all three languages', () => {
    expect(matrixGuides).toHaveLength(6);
  });
});
