import { describe, expect, it } from 'vitest';
import { partLookupOf } from '../../domain/circuit/part-names.ts';
import { led, makeDiagram, pico, resistor, wire } from '../../domain/circuit/test-builders.ts';
import { tIn } from '../i18n/resources.ts';
import { type Announcement, announcementText } from './announcements.ts';

const tFor = (lng: 'es' | 'pt' | 'en') => tIn(lng);

const board = pico({ id: 'pico' });
const red = led({ id: 'led1' });
const r1 = resistor({ id: 'r1' });
const diagram = makeDiagram({ parts: [board, red, r1], wires: [wire('pico:GP15', 'r1:1')] });

const ANNOUNCEMENTS: Record<string, Announcement> = {
  placed: { kind: 'placed', part: red },
  moved: { kind: 'moved', parts: [red] },
  rotated: { kind: 'rotated', parts: [red, r1] },
  deleted: { kind: 'deleted', parts: [red], wires: diagram.wires, partOf: partLookupOf(diagram) },
  wired: { kind: 'wired', from: { part: board, pin: 'GP15' }, to: { part: red, pin: 'A' } },
  wireStarted: { kind: 'wireStarted', from: { part: board, pin: 'GP15' } },
  undone: { kind: 'undone' },
};

const textsIn = (lng: 'es' | 'pt' | 'en') =>
  Object.fromEntries(
    Object.entries(ANNOUNCEMENTS).map(([name, a]) => [name, announcementText(tFor(lng), a, lng)]),
  );

describe('what the canvas announces', () => {
  it('in Spanish', () => {
    expect(textsIn('es')).toEqual({
      placed: 'Añadiste LED rojo 1 cerca del centro de la vista',
      moved: 'Moviste LED rojo 1',
      rotated: 'Rotaste LED rojo 1 y Resistencia 1',
      deleted: 'Borraste LED rojo 1 y Cable de GP15 a Resistencia 1',
      wired: 'Cable de GP15 de Raspberry Pi Pico a A de LED rojo 1',
      wireStarted: 'Cable desde GP15 de Raspberry Pi Pico: ve a otro pin y pulsa Intro, o Esc para cancelar',
      undone: 'Deshecho',
    });
  });

  it('in Portuguese', () => {
    expect(textsIn('pt')).toMatchObject({
      placed: 'Você adicionou LED vermelho 1 perto do centro da vista',
      rotated: 'Você girou LED vermelho 1 e Resistor 1',
      wired: 'Fio de GP15 do Raspberry Pi Pico para A do LED vermelho 1',
      undone: 'Desfeito',
    });
  });

  it('in English', () => {
    expect(textsIn('en')).toMatchObject({
      moved: 'Moved Red LED 1',
      deleted: 'Deleted Red LED 1 and Wire from GP15 to Resistor 1',
      wired: 'Wire from GP15 of Raspberry Pi Pico to A of Red LED 1',
      undone: 'Undone',
    });
  });

  it('counts what it would take too long to name', () => {
    const many = Array.from({ length: 5 }, (_, i) => led({ id: `led${i + 1}` }));
    expect(announcementText(tFor('es'), { kind: 'moved', parts: many }, 'es')).toBe('Moviste 5 elementos');
  });
});
