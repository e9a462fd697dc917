import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLIPBOARD_KIND, CLIPBOARD_VERSION, parseClipboard } from './clipboard.ts';
import { DIAGRAM_LIMITS } from './diagram.ts';
import { bendsOf, diagramPartOf, diagramWireOf, partFieldsOf, routeOf } from './diagram-checks.ts';
import { diagramPartSchema, diagramWireSchema } from './diagram-schema.ts';
import { led, ledCircuit } from './test-builders.ts';

/** What a schema makes of a value, as the hand-written checks answer: the data, or undefined. */
const viaZod = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

describe('diagram checks without zod answer as the schemas do', () => {
  const text = (max: number) =>
    fc.oneof(fc.string({ maxLength: 4 }), fc.string({ minLength: max - 1, maxLength: max + 1 }));
  const anything = fc.oneof(fc.string({ maxLength: 3 }), fc.double(), fc.boolean(), fc.constant(null));
  const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY));
  const attrs = fc.oneof(
    fc.dictionary(
      fc.oneof(text(DIAGRAM_LIMITS.idLength), fc.constantFrom('__proto__', 'constructor')),
      fc.oneof(text(DIAGRAM_LIMITS.attrValueLength), anything),
      { maxKeys: 4 },
    ),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.constant('v'), {
      minKeys: DIAGRAM_LIMITS.attrKeys - 1,
      maxKeys: DIAGRAM_LIMITS.attrKeys + 1,
    }),
    anything,
    fc.array(fc.string()),
  );
  const part = fc.record(
    {
      id: fc.string({ maxLength: 3 }),
      type: fc.oneof(
        fc.constantFrom('wokwi-led', 'led', '__proto__', 'a b', ''),
        text(DIAGRAM_LIMITS.idLength),
        anything,
      ),
      x: fc.oneof(number, anything),
      y: fc.oneof(number, anything),
      rotate: fc.oneof(fc.constantFrom(0, 90, 180, 270, 45, '90'), anything),
      flip: fc.oneof(fc.boolean(), anything),
      attrs,
      extra: anything,
    },
    { requiredKeys: [] },
  );
  const point = fc.oneof(fc.record({ x: number, y: number, z: anything }, { requiredKeys: [] }), anything);

  it('reads a part as diagramPartSchema does', () => {
    const fields = diagramPartSchema.omit({ id: true });
    fc.assert(
      fc.property(fc.oneof(part, anything, fc.array(anything)), (value) => {
        expect(partFieldsOf(value)).toEqual(viaZod(fields, value));
      }),
      { numRuns: 800 },
    );
  });

  it('skips an own __proto__ attribute, whatever it holds, as the schema does', () => {
    const fields = diagramPartSchema.omit({ id: true });
    for (const held of ['""', '7', JSON.stringify('x'.repeat(999)), '{"a":"b"}']) {
      const value = JSON.parse(
        `{"type":"wokwi-led","x":0,"y":0,"rotate":0,"flip":false,"attrs":{"color":"red","__proto__":${held}}}`,
      );
      expect(partFieldsOf(value)?.attrs).toEqual({ color: 'red' });
      expect(partFieldsOf(value)).toEqual(viaZod(fields, value));
    }
  });

  it("reads a wire's bends and route as their schemas do", () => {
    const { bends, route } = diagramWireSchema.shape;
    fc.assert(
      fc.property(fc.oneof(fc.array(point, { maxLength: 4 }), anything), (value) => {
        expect(bendsOf(value)).toEqual(viaZod(bends, value));
      }),
      { numRuns: 600 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(text(32), anything), { maxLength: 4 }), anything), (value) => {
        expect(routeOf(value)).toEqual(viaZod(route, value));
      }),
      { numRuns: 600 },
    );
    expect(bendsOf(Array.from({ length: DIAGRAM_LIMITS.bends + 1 }, () => ({ x: 0, y: 0 })))).toBeUndefined();
    expect(routeOf(Array.from({ length: DIAGRAM_LIMITS.routeMoves + 1 }, () => 'h1'))).toBeUndefined();
  });

  const id = fc.oneof(
    fc.constantFrom('led1', 'r.2', 'a b', '', 'constructor', '__proto__'),
    fc.string({ maxLength: 3 }),
  );
  const pin = fc.oneof(fc.constantFrom('A', 'GP15', 'GND.1', 'a"b', ''), fc.string({ maxLength: 3 }));
  const pinRef = fc.oneof(
    fc.record(
      { part: fc.oneof(id, anything), pin: fc.oneof(pin, anything), x: anything },
      { requiredKeys: [] },
    ),
    anything,
  );
  const wireValue = fc.record(
    {
      id: fc.oneof(id, anything),
      from: pinRef,
      to: pinRef,
      color: fc.oneof(text(DIAGRAM_LIMITS.idLength), anything),
      bends: fc.oneof(fc.array(point, { maxLength: 3 }), anything),
      route: fc.oneof(
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
        anything,
        fc.constant(undefined),
      ),
      extra: anything,
    },
    { requiredKeys: [] },
  );
  const validPart = led();
  const validWire = ledCircuit().wires[0];

  it('reads a part and a wire as diagramPartSchema and diagramWireSchema do', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          part,
          fc
            .record({ ...{ id }, ...{ rest: fc.constant(validPart) } })
            .map(({ id: partId, rest }) => ({ ...rest, id: partId })),
        ),
        (value) => {
          expect(diagramPartOf(value)).toEqual(viaZod(diagramPartSchema, value));
        },
      ),
      { numRuns: 600 },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          wireValue,
          wireValue.map((over) => ({ ...validWire, ...over })),
        ),
        (value) => {
          expect(diagramWireOf(value)).toEqual(viaZod(diagramWireSchema, value));
        },
      ),
      { numRuns: 800 },
    );
  });

  it('reads clipboard text as its schema would', () => {
    const clipboardTextSchema = z.object({
      chispa: z.literal(CLIPBOARD_KIND),
      version: z.literal(CLIPBOARD_VERSION),
      parts: z.array(diagramPartSchema).min(1).max(DIAGRAM_LIMITS.parts),
      wires: z.array(diagramWireSchema).max(DIAGRAM_LIMITS.wires),
    });
    const payload = fc.record(
      {
        chispa: fc.oneof(fc.constant('parts'), anything),
        version: fc.oneof(fc.constant(1), anything),
        parts: fc.oneof(fc.array(fc.oneof(fc.constant(validPart), part), { maxLength: 3 }), anything),
        wires: fc.oneof(fc.array(fc.oneof(fc.constant(validWire), wireValue), { maxLength: 3 }), anything),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(payload, (value) => {
        const parsed = viaZod(clipboardTextSchema, value) as { parts: unknown; wires: unknown } | undefined;
        const expected = parsed && { parts: parsed.parts, wires: parsed.wires };
        expect(parseClipboard(JSON.stringify(value))).toEqual(expected);
      }),
      { numRuns: 800 },
    );
  });
});
