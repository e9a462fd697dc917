import { describe, expect, it } from 'vitest';
import { copySelection, parseClipboard, serializeClipboard } from './clipboard.ts';
import { applyCommand } from './commands.ts';
import { DIAGRAM_LIMITS } from './diagram.ts';
import { led, ledCircuit, makeDiagram } from './test-builders.ts';

describe('copySelection', () => {
  it('takes the selected parts and only the wires with both ends among them', () => {
    const payload = copySelection(ledCircuit(), ['led1', 'r1']);
    expect(payload?.parts.map((p) => p.id)).toEqual(['led1', 'r1']);
    expect(payload?.wires.map((w) => w.id)).toEqual(['w2']);
  });

  it('copies nothing for an empty or unknown selection', () => {
    expect(copySelection(ledCircuit(), [])).toBeUndefined();
    expect(copySelection(ledCircuit(), ['ghost'])).toBeUndefined();
  });
});

describe('clipboard text', () => {
  const payload = copySelection(ledCircuit(), ['pico', 'led1', 'r1']);
  if (!payload) throw new Error('nothing copied');

  it('carries the chispa marker and version', () => {
    const json = JSON.parse(serializeClipboard(payload));
    expect(json).toMatchObject({ chispa: 'parts', version: 1 });
    expect(json.parts).toHaveLength(3);
  });

  it('round-trips through text', () => {
    expect(parseClipboard(serializeClipboard(payload))).toEqual(payload);
  });

  it('pastes into another project with ids remapped', () => {
    const other = makeDiagram({ parts: [led({ id: 'led1' })] });
    const text = serializeClipboard(payload);
    const parsed = parseClipboard(text);
    if (!parsed) throw new Error('not parsed');
    const next = applyCommand(other, { type: 'paste', payload: parsed, offset: { x: 0, y: 0 } });
    expect(next.parts.map((p) => p.id)).toEqual(['led1', 'pico1', 'led2', 'r1']);
    expect(next.wires.map((w) => `${w.from.part}:${w.from.pin}-${w.to.part}:${w.to.pin}`)).toEqual([
      'pico1:GP15-led2:A',
      'led2:C-r1:1',
      'r1:2-pico1:GND.1',
    ]);
  });

  it('ignores text that is not a chispa payload', () => {
    expect(parseClipboard('hello')).toBeUndefined();
    expect(parseClipboard('{"parts":[],"wires":[]}')).toBeUndefined();
    expect(parseClipboard(JSON.stringify({ chispa: 'parts', version: 2, ...payload }))).toBeUndefined();
    expect(
      parseClipboard(JSON.stringify({ chispa: 'parts', version: 1, parts: [], wires: [] })),
    ).toBeUndefined();
  });

  it('rejects a payload with an invalid part', () => {
    const bad = { ...payload, parts: [{ ...payload.parts[0], rotate: 45 }] };
    expect(parseClipboard(JSON.stringify({ chispa: 'parts', version: 1, ...bad }))).toBeUndefined();
    const long = {
      ...payload,
      parts: [{ ...payload.parts[0], id: 'x'.repeat(DIAGRAM_LIMITS.idLength + 1) }],
    };
    expect(parseClipboard(JSON.stringify({ chispa: 'parts', version: 1, ...long }))).toBeUndefined();
  });
});
