import type { Diagram } from '../../domain/circuit/diagram.ts';

/** What is selected on the canvas, by id; the names match the domain commands' fields. */
export interface Selection {
  partIds: readonly string[];
  wireIds: readonly string[];
}

export const EMPTY_SELECTION: Selection = Object.freeze({ partIds: [], wireIds: [] });

export const isSelectionEmpty = (selection: Selection): boolean =>
  selection.partIds.length === 0 && selection.wireIds.length === 0;

/** Drops ids that no longer exist (after undo, redo or a delete). */
export const pruneSelection = (selection: Selection, diagram: Diagram): Selection => {
  const parts = new Set(diagram.parts.map((p) => p.id));
  const wires = new Set(diagram.wires.map((w) => w.id));
  const partIds = selection.partIds.filter((id) => parts.has(id));
  const wireIds = selection.wireIds.filter((id) => wires.has(id));
  const isSame = partIds.length === selection.partIds.length && wireIds.length === selection.wireIds.length;
  return isSame ? selection : { partIds, wireIds };
};

/** Applies React Flow's `{ id, selected }` changes for parts or wires to the selection. */
export const applySelectChanges = (
  selection: Selection,
  kind: keyof Selection,
  changes: readonly { id: string; selected: boolean }[],
): Selection => {
  if (changes.length === 0) return selection;
  const ids = new Set(selection[kind]);
  for (const { id, selected } of changes) {
    if (selected) ids.add(id);
    else ids.delete(id);
  }
  return { ...selection, [kind]: [...ids] };
};
