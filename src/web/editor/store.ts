import { create } from 'zustand';
import { type Command, runCommand } from '../../domain/circuit/commands.ts';
import { type Diagram, EMPTY_DIAGRAM, type Point } from '../../domain/circuit/diagram.ts';
import * as history from '../../domain/circuit/history.ts';
import { type BoardIndex, boardIndexOf } from './board-index.ts';
import type { PartGeometry } from './geometry.ts';
import { EMPTY_SELECTION, pruneSelection, type Selection } from './selection.ts';

/**
 * The one editor store (STYLE.md rule 3). The diagram changes live while a gesture runs
 * (`preview`); the gesture's end (`commit`) records undo, bumps `changeCount` and tells the
 * autosave listeners. A menu action or shortcut is `dispatch` = preview + commit.
 */
export interface EditorState {
  diagram: Diagram;
  selection: Selection;
  history: history.History;
  isReadOnly: boolean;
  /** Committed changes since the page opened: undo, redo and every finished gesture. */
  changeCount: number;
  /** Measured size and pins of each drawn part, by part id (view state, never saved). */
  geometry: Readonly<Record<string, PartGeometry>>;
  /** The canvas point at the middle of the visible canvas, where a clicked part lands. */
  viewCenter: Point;
}

/**
 * Geometry is looked up by part id; without a prototype, an id that names an object member
 * (`constructor`) finds nothing rather than Object's, even if one got past the id rule.
 */
const geometryRecord = (entries: Readonly<Record<string, PartGeometry>> = {}): Record<string, PartGeometry> =>
  Object.assign(Object.create(null) as Record<string, PartGeometry>, entries);

export const useEditorStore = create<EditorState>()(() => ({
  diagram: EMPTY_DIAGRAM,
  selection: EMPTY_SELECTION,
  history: history.createHistory(history.HISTORY_LIMIT, EMPTY_DIAGRAM),
  isReadOnly: false,
  changeCount: 0,
  geometry: geometryRecord(),
  viewCenter: { x: 200, y: 150 },
}));

type DiagramListener = (diagram: Diagram) => void;
const listeners = new Set<DiagramListener>();

/** For autosave: called after each committed change with the new diagram. Returns unsubscribe. */
export const subscribeToDiagramChanges = (listener: DiagramListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const notify = (diagram: Diagram) => {
  for (const listener of listeners) listener(diagram);
};

const { getState, setState } = useEditorStore;

export const getDiagram = (): Diagram => getState().diagram;

/** The store's parts by id, with their boxes (one index per change, shared by every reader). */
export const boardIndexIn = (state: Pick<EditorState, 'diagram' | 'geometry'>): BoardIndex =>
  boardIndexOf(state.diagram.parts, state.geometry);

/** One part of the store's diagram by id, without searching the parts (a selector runs per change). */
export const partIn = (state: Pick<EditorState, 'diagram' | 'geometry'>, partId: string | undefined) =>
  partId === undefined ? undefined : boardIndexIn(state).byId.get(partId);

/**
 * Opens a diagram: forgets undo history and selection. Not a change (autosave stays quiet).
 * `geometry` gives parts whose size and pins are known before they are drawn (open-diagram.ts).
 */
export const loadDiagram = (
  diagram: Diagram,
  { readOnly, geometry }: { readOnly: boolean; geometry?: Readonly<Record<string, PartGeometry>> },
) =>
  setState((state) => ({
    diagram,
    selection: EMPTY_SELECTION,
    history: history.createHistory(history.HISTORY_LIMIT, diagram),
    isReadOnly: readOnly,
    ...(geometry && Object.keys(geometry).length > 0
      ? { geometry: geometryRecord({ ...state.geometry, ...geometry }) }
      : {}),
  }));

export const setReadOnly = (isReadOnly: boolean) => setState({ isReadOnly });

/** Applies a command without recording it: a gesture in progress. Returns what it created. */
export const preview = (command: Command) => {
  const state = getState();
  if (state.isReadOnly) return undefined;
  const result = runCommand(state.diagram, command);
  if (result.diagram !== state.diagram) {
    setState({ diagram: result.diagram, selection: pruneSelection(state.selection, result.diagram) });
  }
  return result.created;
};

/** Ends a gesture: records the diagram for undo and tells listeners, if it changed. */
export const commit = () => {
  const state = getState();
  if (state.isReadOnly || history.presentOf(state.history) === state.diagram) return;
  setState({ history: history.push(state.history, state.diagram), changeCount: state.changeCount + 1 });
  notify(state.diagram);
};

/** One complete edit (menu, shortcut, drop): applies, commits and selects what it created. */
export const dispatch = (command: Command) => {
  const created = preview(command);
  commit();
  if (created && created.partIds.length + created.wireIds.length > 0) {
    select({ partIds: created.partIds, wireIds: created.wireIds });
  }
  return created;
};

/** Undo or redo: true when there was a step to take. */
const travel = (step: (h: history.History) => history.History): boolean => {
  commit();
  const state = getState();
  if (state.isReadOnly) return false;
  const next = step(state.history);
  const diagram = history.presentOf(next);
  if (next === state.history || !diagram) return false;
  setState({
    history: next,
    diagram,
    selection: pruneSelection(state.selection, diagram),
    changeCount: state.changeCount + 1,
  });
  notify(diagram);
  return true;
};

export const undo = () => travel(history.undo);
export const redo = () => travel(history.redo);

export const useCanUndo = () => useEditorStore((s) => !s.isReadOnly && history.canUndo(s.history));
export const useCanRedo = () => useEditorStore((s) => !s.isReadOnly && history.canRedo(s.history));

export const select = (selection: Selection) => setState({ selection });

export const selectAll = () => {
  const { diagram } = getState();
  select({ partIds: diagram.parts.map((p) => p.id), wireIds: diagram.wires.map((w) => w.id) });
};

/**
 * Measured parts waiting to be written. Parts report their size one by one as they draw (300 on a
 * big board, each in its own callback); written at once, each report would make every wire and
 * part re-check the store and React re-render the canvas between two measurements, forcing a
 * layout for the next. They are written together, in the next task.
 */
const pendingGeometry = new Map<string, PartGeometry>();
let isFlushScheduled = false;

/** Writes the measured parts reported so far (done by itself right after the reports). */
export const flushPartGeometry = () => {
  isFlushScheduled = false;
  if (pendingGeometry.size === 0) return;
  const entries = Object.fromEntries(pendingGeometry);
  pendingGeometry.clear();
  setState((state) => ({ geometry: geometryRecord({ ...state.geometry, ...entries }) }));
};

const isSameGeometry = (a: PartGeometry | undefined, b: PartGeometry) =>
  a !== undefined &&
  a.width === b.width &&
  a.height === b.height &&
  a.pins.length === b.pins.length &&
  a.pins.every((pin, i) => pin.name === b.pins[i]?.name && pin.x === b.pins[i]?.x && pin.y === b.pins[i]?.y);

/** A drawn part's size and pins, as measured; the same measurement again changes nothing. */
export const setPartGeometry = (partId: string, geometry: PartGeometry) => {
  const current = getState().geometry[partId];
  if (isSameGeometry(current, geometry)) {
    pendingGeometry.delete(partId);
    return;
  }
  if (isSameGeometry(pendingGeometry.get(partId), geometry)) return;
  pendingGeometry.set(partId, geometry);
  if (isFlushScheduled) return;
  isFlushScheduled = true;
  setTimeout(flushPartGeometry, 0);
};

export const setViewCenter = (viewCenter: Point) => setState({ viewCenter });
