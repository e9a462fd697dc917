import { z } from 'zod';
import { DIAGRAM_LIMITS, ID_PATTERN, OBJECT_MEMBERS, PIN_PATTERN, TYPE_PATTERN } from './diagram.ts';

/**
 * The diagram's zod schemas (what the API accepts, what the OpenAPI document says), apart from
 * diagram.ts so a page that draws or edits a circuit does not bring zod with its helpers: the
 * browser reads stored diagrams and pastes with diagram-checks.ts instead.
 */

/** The pattern goes into the OpenAPI document too; the object-member names are checked apart. */
const nameSchema = (pattern: RegExp, message: string) =>
  z
    .string()
    .min(1)
    .max(DIAGRAM_LIMITS.idLength)
    .regex(pattern, message)
    .refine(
      (value) => !OBJECT_MEMBERS.has(value),
      'Cannot be a name every object has (__proto__, constructor…)',
    );

export const idSchema = nameSchema(ID_PATTERN, 'Ids hold only letters, digits, _, - and .');
export const partTypeSchema = nameSchema(TYPE_PATTERN, 'Part types hold only letters, digits, _, - and .');
export const pinNameSchema = nameSchema(
  PIN_PATTERN,
  'Pin names hold printable ASCII without spaces, quotes, backslashes or angle brackets',
);

const shortText = z.string().max(DIAGRAM_LIMITS.idLength);

export const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export type Point = z.infer<typeof pointSchema>;

export const pinRefSchema = z.object({ part: idSchema, pin: pinNameSchema });
export type PinRef = z.infer<typeof pinRefSchema>;

export const attrsSchema = z
  .record(shortText, z.string().max(DIAGRAM_LIMITS.attrValueLength))
  .refine((attrs) => Object.keys(attrs).length <= DIAGRAM_LIMITS.attrKeys, {
    message: `At most ${DIAGRAM_LIMITS.attrKeys} attributes`,
  });

export const diagramPartSchema = z.object({
  id: idSchema,
  type: partTypeSchema,
  x: z.number().finite(),
  y: z.number().finite(),
  rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  flip: z.boolean(),
  attrs: attrsSchema,
});
export type DiagramPart = z.infer<typeof diagramPartSchema>;

export const diagramWireSchema = z.object({
  id: idSchema,
  from: pinRefSchema,
  to: pinRefSchema,
  /** A CSS colour name or hex; `""` is a hidden wire, as in Wokwi. */
  color: shortText,
  /** Absolute canvas points the wire passes through, source to target. */
  bends: z.array(pointSchema).max(DIAGRAM_LIMITS.bends),
  /**
   * A Wokwi route (`["h10", "*", "v-5"]`) imported without pin positions to resolve it. Kept so
   * export writes it back unchanged; dropped as soon as the bends are edited.
   */
  route: z.array(z.string().max(32)).max(DIAGRAM_LIMITS.routeMoves).optional(),
});
export type DiagramWire = z.infer<typeof diagramWireSchema>;

const findDuplicate = (ids: string[]): string | undefined => {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
};

export const diagramSchema = z
  .object({
    parts: z.array(diagramPartSchema).max(DIAGRAM_LIMITS.parts),
    wires: z.array(diagramWireSchema).max(DIAGRAM_LIMITS.wires),
  })
  .superRefine((diagram, ctx) => {
    const part = findDuplicate(diagram.parts.map((p) => p.id));
    if (part) ctx.addIssue({ code: 'custom', path: ['parts'], message: `Duplicate part id ${part}` });
    const wire = findDuplicate(diagram.wires.map((w) => w.id));
    if (wire) ctx.addIssue({ code: 'custom', path: ['wires'], message: `Duplicate wire id ${wire}` });
  });
export type Diagram = z.infer<typeof diagramSchema>;

/**
 * What `projects.diagram` holds, as responses serve it: rows written before today's rules (or by
 * hand) go out as they are, whatever JSON they hold, so reading a project never fails on them.
 * Nothing here checks the shape, so its type is `unknown`: whoever reads it goes through
 * `repairDiagram`. What clients send is still checked by `diagramSchema`.
 */
export const storedDiagramSchema = z.unknown().meta({
  description:
    'The diagram as stored: normally { parts, wires } as in the request schemas, but served ' +
    'unchecked, so older or hand-written rows are returned as they are.',
});
