/** The drag-and-drop type of a catalogue part dragged from the sidebar onto the canvas. */
export const PART_DRAG_MIME = 'application/x-chispa-part';

export interface DraggedPart {
  type: string;
  attrs: Record<string, string>;
}

export const encodeDraggedPart = (part: DraggedPart): string => JSON.stringify(part);

/** The dragged part, or undefined for anything else dropped on the canvas. */
export const decodeDraggedPart = (text: string): DraggedPart | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return undefined;
    const { type, attrs } = value as Record<string, unknown>;
    if (typeof type !== 'string' || type === '') return undefined;
    const isAttrs =
      attrs !== null && typeof attrs === 'object' && Object.values(attrs).every((v) => typeof v === 'string');
    return { type, attrs: isAttrs ? (attrs as Record<string, string>) : {} };
  } catch {
    return undefined;
  }
};
