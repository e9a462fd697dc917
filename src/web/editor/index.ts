/** The circuit editor's public surface, for the workspace page. */
export { performAction } from './actions.ts';
export { CircuitCanvas } from './canvas.tsx';
export type { CatalogueItem } from './catalogue.ts';
export { ComponentsSidebar } from './components-sidebar.tsx';
export { exportPng, exportSvg } from './export.ts';
export { pinPositionOnCanvas } from './geometry-now.ts';
export { endLive, showLive, showLiveViews, startLive, useLiveStore } from './live.ts';
export { openDiagram } from './open-diagram.ts';
export { partText } from './part-names.ts';
export { PartPreview } from './part-preview.tsx';
export { requestPartFocus, showPartWarnings } from './part-warnings.ts';
export { PropertiesPanel } from './properties-panel.tsx';
export {
  dispatch,
  getDiagram,
  loadDiagram,
  redo,
  subscribeToDiagramChanges,
  undo,
  useCanRedo,
  useCanUndo,
  useEditorStore,
} from './store.ts';
export type { WirePalette } from './wire-palette.ts';
