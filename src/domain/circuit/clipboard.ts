import { z } from 'zod';
import {
  DIAGRAM_LIMITS,
  type Diagram,
  type DiagramPart,
  type DiagramWire,
  diagramPartSchema,
  diagramWireSchema,
} from './diagram.ts';

/**
 * What Ctrl+C puts on the system clipboard: the selected parts and the wires between them, as
 * JSON text with a marker, so Ctrl+V works across tabs and projects (Wokwi does the same).
 */
export const CLIPBOARD_MARKER = 'chispa';
export const CLIPBOARD_KIND = 'parts';
export const CLIPBOARD_VERSION = 1;

export const clipboardPayloadSchema = z.object({
  parts: z.array(diagramPartSchema).min(1).max(DIAGRAM_LIMITS.parts),
  wires: z.array(diagramWireSchema).max(DIAGRAM_LIMITS.wires),
});
export type ClipboardPayload = z.infer<typeof clipboardPayloadSchema>;

const clipboardTextSchema = clipboardPayloadSchema.extend({
  chispa: z.literal(CLIPBOARD_KIND),
  version: z.literal(CLIPBOARD_VERSION),
});

/** The selected parts and the wires whose both ends are among them; undefined when none. */
export const copySelection = (diagram: Diagram, partIds: Iterable<string>): ClipboardPayload | undefined => {
  const ids = new Set(partIds);
  const parts: DiagramPart[] = diagram.parts.filter((p) => ids.has(p.id));
  if (parts.length === 0) return undefined;
  const wires: DiagramWire[] = diagram.wires.filter((w) => ids.has(w.from.part) && ids.has(w.to.part));
  return { parts, wires };
};

export const serializeClipboard = (payload: ClipboardPayload): string =>
  JSON.stringify({ chispa: CLIPBOARD_KIND, version: CLIPBOARD_VERSION, ...payload });

/**
 * The payload in clipboard text, or undefined for anything else (plain text, another app's
 * JSON, a newer version, a tampered payload): the editor then simply ignores the paste.
 */
export const parseClipboard = (text: string): ClipboardPayload | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = clipboardTextSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { parts, wires } = parsed.data;
  return { parts, wires };
};
