import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BITDOGLAB_TYPE } from '../../../domain/circuit/bitdoglab.ts';
import type { Diagram, DiagramPart } from '../../../domain/circuit/diagram.ts';
import { PICO_TYPE } from '../../../domain/circuit/parts.ts';
import { LANGUAGE_ENV, languageOf } from '../../../domain/code/language.ts';
import { getDiagram, loadDiagram, redo, undo, useEditorStore } from '../../editor/store.ts';
import es from '../../i18n/es.json';
import { showWholeLocale } from '../../i18n/i18n.ts';
import { LanguageField } from './language-select.tsx';
import { setProjectLanguage } from './project-language.ts';

const part = (id: string, type: string, attrs: Record<string, string> = {}): DiagramPart => ({
  id,
  type,
  x: 0,
  y: 0,
  rotate: 0,
  flip: false,
  attrs,
});

const diagramWith = (...parts: Diagram['parts']): Diagram => ({
  ...useEditorStore.getState().diagram,
  parts,
  wires: [],
});

beforeAll(() => showWholeLocale('es', es));

beforeEach(() => {
  loadDiagram(diagramWith(), { readOnly: false });
});

describe('setProjectLanguage', () => {
  it("sets the board's env through the attrs command: one undo step, kept in the diagram", () => {
    loadDiagram(
      diagramWith(part('pico', PICO_TYPE, { env: LANGUAGE_ENV.circuitpython }), part('led1', 'wokwi-led')),
      {
        readOnly: false,
      },
    );
    const changesBefore = useEditorStore.getState().changeCount;
    setProjectLanguage('micropython');
    expect(getDiagram().parts[0]?.attrs.env).toBe(LANGUAGE_ENV.micropython);
    expect(languageOf(getDiagram())).toBe('micropython');
    expect(useEditorStore.getState().changeCount).toBe(changesBefore + 1);
    // The same language again is no change at all.
    setProjectLanguage('micropython');
    expect(useEditorStore.getState().changeCount).toBe(changesBefore + 1);
    expect(undo()).toBe(true);
    expect(languageOf(getDiagram())).toBe('circuitpython');
    expect(redo()).toBe(true);
    expect(languageOf(getDiagram())).toBe('micropython');
  });

  it('sets it on the BitDogLab as on the Pico, and does nothing without a board or read-only', () => {
    loadDiagram(diagramWith(part('bdl', BITDOGLAB_TYPE, { env: LANGUAGE_ENV.micropython })), {
      readOnly: false,
    });
    setProjectLanguage('circuitpython');
    expect(getDiagram().parts[0]?.attrs.env).toBe(LANGUAGE_ENV.circuitpython);

    loadDiagram(diagramWith(part('led1', 'wokwi-led')), { readOnly: false });
    const without = getDiagram();
    setProjectLanguage('micropython');
    expect(getDiagram()).toBe(without);

    loadDiagram(diagramWith(part('pico', PICO_TYPE)), { readOnly: true });
    setProjectLanguage('micropython');
    expect(languageOf(getDiagram())).toBe('circuitpython');
  });
});

const shown = (props: Omit<Parameters<typeof LanguageField>[0], 'onChange'>) =>
  renderToStaticMarkup(
    <MantineProvider>
      <LanguageField {...props} onChange={() => undefined} />
    </MantineProvider>,
  );

describe('LanguageField', () => {
  it('is a labelled select of both languages showing the board’s', () => {
    const html = shown({ language: 'micropython', hasBoard: true, isReadOnly: false });
    expect(html).toMatch(/<select[^>]*aria-label="Lenguaje del programa"/);
    expect(html).not.toMatch(/<select[^>]*disabled/);
    expect(html).toMatch(/<option value="micropython" selected="">MicroPython<\/option>/);
    expect(html).toContain('<option value="circuitpython">CircuitPython</option>');
  });

  it('is disabled without a board, and says why', () => {
    const html = shown({ language: 'circuitpython', hasBoard: false, isReadOnly: false });
    expect(html).toMatch(/<select[^>]*disabled/);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(
      new RegExp(`id="${describedBy}"[^>]*><span[^>]*>${es.code.language.noBoard}</span>`),
    );
  });

  it('is text where the project is read-only', () => {
    const html = shown({ language: 'micropython', hasBoard: true, isReadOnly: true });
    expect(html).not.toContain('<select');
    expect(html).toContain('Lenguaje: MicroPython');
  });
});
