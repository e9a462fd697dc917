import { describe, expect, it } from 'vitest';
import { bitDogLabBlinkFor } from './bitdoglab-starter.ts';
import { BITDOGLAB_TYPE, bitDogLabVersionOf } from './circuit/bitdoglab.ts';
import { diagramSchema } from './circuit/diagram-schema.ts';
import { defaultAttrsFor, PICO_TYPE } from './circuit/parts.ts';
import { languageOf } from './code/language.ts';
import { DEFAULTS, LOCALES } from './constants.ts';
import { blinkCodeFor, defaultCodeFor, starterProjectFor } from './project-starter.ts';
import { createProjectSchema } from './projects.ts';

const commentsOf = (code: string) =>
  code
    .split('\n')
    .map((line) => line.split('#')[1]?.trim())
    .filter((comment): comment is string => Boolean(comment));

describe('defaultCodeFor', () => {
  it('is spec §9’s Spanish line word for word, and a translated comment line in pt and en', () => {
    expect(defaultCodeFor('es')).toBe('# Escribe el código aquí');
    expect(defaultCodeFor('es')).toBe(DEFAULTS.savedCode);
    expect(defaultCodeFor('pt')).toBe('# Escreva o código aqui');
    expect(defaultCodeFor('en')).toBe('# Write your code here');
  });
});

describe('blinkCodeFor', () => {
  it('drives the Pico’s own LED forever, half a second on and half off', () => {
    const code = blinkCodeFor('es');
    expect(code).toContain('digitalio.DigitalInOut(board.LED)');
    expect(code).toContain('while True:');
    expect(code.match(/time\.sleep\(0\.5\)/g)).toHaveLength(2);
  });

  it('has the same program in every language, only the comments differ', () => {
    const program = (code: string) => code.replace(/ *#.*$/gm, '').trim();
    for (const lang of LOCALES) expect(program(blinkCodeFor(lang))).toBe(program(blinkCodeFor('es')));
    const [es, pt, en] = LOCALES.map((lang) => commentsOf(blinkCodeFor(lang)));
    expect(es?.length).toBeGreaterThan(5);
    expect(es).not.toEqual(pt);
    expect(es).not.toEqual(en);
    expect(pt).not.toEqual(en);
    expect(es?.join(' ')).toContain('Ejecutar');
    expect(pt?.join(' ')).toContain('Executar');
    expect(en?.join(' ')).toContain('Run');
  });
});

describe('starterProjectFor', () => {
  it('places one Pico, as the palette would add it, with the blink in the creator’s language', () => {
    const { diagram, code } = starterProjectFor('pico', 'pt');
    expect(diagramSchema.parse(diagram)).toEqual(diagram);
    expect(diagram.wires).toEqual([]);
    expect(diagram.parts).toEqual([expect.objectContaining({ id: 'pico1', type: PICO_TYPE, rotate: 0 })]);
    expect(code).toBe(blinkCodeFor('pt'));
  });

  it('starts empty with the one comment line in the creator’s language', () => {
    for (const lang of LOCALES) {
      expect(starterProjectFor('empty', lang)).toEqual({
        diagram: { parts: [], wires: [] },
        code: defaultCodeFor(lang),
      });
    }
  });
});

describe('createProjectSchema with a starter', () => {
  const base = { name: 'Mi primer circuito', category: 'robotics' };

  it('takes a starter and a language from their lists only', () => {
    expect(createProjectSchema.parse({ ...base, starter: 'pico', lang: 'pt' })).toMatchObject({
      starter: 'pico',
      lang: 'pt',
    });
    for (const bad of [{ starter: 'arduino' }, { lang: 'fr' }, { starter: 'print(1)' }, { lang: 1 }]) {
      expect(createProjectSchema.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses a starter that comes with code or a diagram of its own', () => {
    for (const extra of [{ code: 'import os' }, { code: '' }, { diagram: { parts: [], wires: [] } }]) {
      expect(createProjectSchema.safeParse({ ...base, starter: 'empty', ...extra }).success).toBe(false);
    }
  });
});

describe('the BitDogLab starter', () => {
  it('places one BitDogLab, as the palette would add it (MicroPython, v7), and no wires', () => {
    const { diagram } = starterProjectFor('bitdoglab', 'pt');
    expect(diagramSchema.parse(diagram)).toEqual(diagram);
    expect(diagram.wires).toEqual([]);
    expect(diagram.parts).toEqual([
      expect.objectContaining({
        id: 'bitdoglab1',
        type: BITDOGLAB_TYPE,
        attrs: defaultAttrsFor(BITDOGLAB_TYPE),
      }),
    ]);
    expect(languageOf(diagram)).toBe('micropython');
    expect(bitDogLabVersionOf(diagram.parts[0]?.attrs ?? {})).toBe('v7');
  });

  it('blinks the RGB LED on its own pins with machine.Pin, the same program in every language', () => {
    const code = bitDogLabBlinkFor('pt');
    expect(starterProjectFor('bitdoglab', 'pt').code).toBe(code);
    expect(code).toContain('from machine import Pin');
    expect(code).toContain('Pin(13, Pin.OUT), Pin(11, Pin.OUT), Pin(12, Pin.OUT)');
    expect(code).not.toMatch(/import (board|digitalio)/);
    const program = (text: string) => text.replace(/ *#.*$/gm, '').trim();
    for (const lang of LOCALES) expect(program(bitDogLabBlinkFor(lang))).toBe(program(code));
    const [es, pt, en] = LOCALES.map((lang) => commentsOf(bitDogLabBlinkFor(lang)));
    expect(es).not.toEqual(pt);
    expect(pt).not.toEqual(en);
    expect(pt?.join(' ')).toContain('Executar');
  });

  it('is a starter the create schema takes', () => {
    expect(
      createProjectSchema.parse({ name: 'Placa', category: 'robotics', starter: 'bitdoglab', lang: 'pt' }),
    ).toMatchObject({ starter: 'bitdoglab' });
  });
});
