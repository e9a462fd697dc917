import { DIAGRAM_LIMITS, type Diagram, type DiagramPart, type DiagramWire } from './diagram.ts';
import { diagramPartOf, diagramWireOf } from './diagram-checks.ts';

/**
 * What Ctrl+C puts on the system clipboard: the selected parts and the wires between them, as
 * JSON text with a marker, so Ctrl+V works across tabs and projects (Wokwi does the same).
 */
export const CLIPBOARD_MARKER = 'chispa';
export const CLIPBOARD_KIND = 'parts';
export const CLIPBOARD_VERSION = 1;

/** At least one part (and at most DIAGRAM_LIMITS.parts), the wires between them. */
export interface ClipboardPayload {
  parts: DiagramPart[];
  wires: DiagramWire[];
}

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
 * The payload in clipboard text, read with the diagram's checks without zod (`{ chispa: 'parts',
 * version: 1, parts, wires }`, each part and wire as its schema reads it; the page that pastes
 * carries no zod), or undefined for anything else (plain text, another app's
 * JSON, a newer version, a tampered payload): the editor then simply ignores the paste.
 */
export const parseClipboard = (text: string): ClipboardPayload | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { chispa, version, parts, wires } = json as Record<string, unknown>;
  if (chispa !== CLIPBOARD_KIND || version !== CLIPBOARD_VERSION) return undefined;
  if (!Array.isArray(parts) || parts.length < 1 || parts.length > DIAGRAM_LIMITS.parts) return undefined;
  if (!Array.isArray(wires) || wires.length > DIAGRAM_LIMITS.wires) return undefined;
  const payload = { parts: parts.map(diagramPartOf), wires: wires.map(diagramWireOf) };
  const isValid = payload.parts.every(Boolean) && payload.wires.every(Boolean);
  return isValid ? (payload as ClipboardPayload) : undefined;
};
