import type { Diagram, DiagramPart, DiagramWire } from '../../domain/circuit/diagram.ts';
import { type PartLookup, partLookupOf } from '../../domain/circuit/part-names.ts';
import type { TFunction } from '../i18n/i18n.ts';
import type { PartNode, WireEdge } from './flow-mapping.ts';
import { partText, wireText } from './part-names.ts';

/**
 * The names a screen reader gives parts and wires on the canvas ("LED rojo 1", "Cable de GP15 a
 * LED rojo 1") instead of React Flow's "Edge from pico1 to led1". Everything is cached by object,
 * as flow-mapping does: a drag relabels what moved, and unchanged nodes stay identical objects.
 */

const labelled = new WeakMap<object, { label: string; role: string; item: object }>();

/** The name, and the kind of thing a screen reader says it is ("componente", not React Flow's "node"). */
const withAriaLabel = <T extends object>(item: T, label: string, role: string): T => {
  const cached = labelled.get(item);
  if (cached?.label === label && cached.role === role) return cached.item as T;
  const next = { ...item, ariaLabel: label, domAttributes: { 'aria-roledescription': role } };
  labelled.set(item, { label, role, item: next });
  return next;
};

const partLabels = new WeakMap<DiagramPart, { t: TFunction; label: string }>();

const partLabel = (t: TFunction, part: DiagramPart): string => {
  const cached = partLabels.get(part);
  if (cached?.t === t) return cached.label;
  const label = partText(t, part);
  partLabels.set(part, { t, label });
  return label;
};

const wireLabels = new WeakMap<
  DiagramWire,
  { t: TFunction; from: DiagramPart | undefined; to: DiagramPart | undefined; label: string }
>();

const wireLabel = (t: TFunction, wire: DiagramWire, partOf: PartLookup): string => {
  const from = partOf(wire.from.part);
  const to = partOf(wire.to.part);
  const cached = wireLabels.get(wire);
  if (cached?.t === t && cached.from === from && cached.to === to) return cached.label;
  const label = wireText(t, wire, partOf);
  wireLabels.set(wire, { t, from, to, label });
  return label;
};

export const labelNodes = (nodes: PartNode[], t: TFunction): PartNode[] => {
  const role = t('editor.canvas.partRole');
  return nodes.map((node) => withAriaLabel(node, partLabel(t, node.data.part), role));
};

export const labelEdges = (edges: WireEdge[], diagram: Pick<Diagram, 'parts'>, t: TFunction): WireEdge[] => {
  const partOf = partLookupOf(diagram);
  const role = t('editor.canvas.wireRole');
  return edges.map((edge) =>
    edge.data ? withAriaLabel(edge, wireLabel(t, edge.data.wire, partOf), role) : edge,
  );
};
