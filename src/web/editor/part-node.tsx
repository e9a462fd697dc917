import { Handle, type NodeProps, Position, useUpdateNodeInternals } from '@xyflow/react';
import { type MouseEvent, memo, type PointerEvent, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import classes from './canvas.module.css';
import { BrokenDrawing, PartDrawing } from './elements/part-drawing.tsx';
import { PartErrorBoundary } from './elements/part-error-boundary.tsx';
import type { PartNode } from './flow-mapping.ts';
import { isSameButPlace, type PartGeometry, partTransform, pinInBox, rotatedSize } from './geometry.ts';
import { pinText } from './part-names.ts';
import { PartWarningMarker } from './part-warning-marker.tsx';
import { usePlacedPart } from './place-part.ts';
import { setPartGeometry, useEditorStore } from './store.ts';

/**
 * A click on a pin starts or ends a wire; it should not also select the part, as a click
 * reaching React Flow's node would. The pin's own handler has run by the time it bubbles here.
 */
const stopAtPin = (event: MouseEvent<HTMLDivElement>) => {
  if ((event.target as Element).closest('.react-flow__handle')) event.stopPropagation();
};

/**
 * A press on a part's picture, a drag to come, keeps the pointer on the part until it is released:
 * the browser then skips looking for what is under the mouse on every move (a hit test through
 * every part and wire, ~1.5 ms a move on the stress board). Not on a pin (outside the picture: a
 * wire starts there) nor on a live part while the simulator runs (it handles its own presses).
 */
const keepPointerOnPart = (event: PointerEvent<HTMLDivElement>) => {
  if (event.button !== 0 || !(event.target as Element).closest('[data-picture]')) return;
  event.currentTarget.setPointerCapture(event.pointerId);
};

/**
 * What a part's drawing depends on: not where it is (React Flow places the node), so a drag, which
 * gives it a new part and position on every mouse move, does not re-render it.
 */
const isSameDrawing = (a: NodeProps<PartNode>, b: NodeProps<PartNode>) =>
  a.id === b.id &&
  a.selected === b.selected &&
  (a.data.part === b.data.part || isSameButPlace(a.data.part, b.data.part));

/** A part on the canvas: its drawing rotated and mirrored about its centre, a handle on every pin. */
export const PartNodeView = memo(({ id, data, selected }: NodeProps<PartNode>) => {
  const { part } = data;
  const geometry = useEditorStore((state) => state.geometry[id]);
  const isJustPlaced = usePlacedPart((state) => state.partId === id);
  const updateNodeInternals = useUpdateNodeInternals();
  const { t } = useTranslation();
  // Each pin's name for a screen reader ("GP15 de Raspberry Pi Pico"); pins are reached by keyboard
  // from the focused part (canvas-keyboard.tsx), so they take focus but stay out of the Tab order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a pin's name follows the part's id, type and attrs; a move (x, y) keeps them
  const pinLabels = useMemo(
    () => new Map(geometry?.pins.map((pin) => [pin.name, pinText(t, part, pin.name)])),
    [geometry, part.id, part.type, part.attrs, t],
  );

  const handleGeometry = useCallback((next: PartGeometry) => setPartGeometry(id, next), [id]);

  // Pins arrive after the element upgrades, and move when the part turns: re-read the handles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rotate and flip move the handles
  useEffect(() => {
    if (geometry) updateNodeInternals(id);
  }, [geometry, part.rotate, part.flip, id, updateNodeInternals]);

  const box = geometry ? rotatedSize(geometry, part.rotate) : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only stops a pin's click from reaching the node
    <div
      className={classes.part}
      data-selected={selected || undefined}
      data-placed={isJustPlaced || undefined}
      data-part-id={id}
      style={box}
      onClick={stopAtPin}
      onPointerDown={keepPointerOnPart}
    >
      <div
        className={classes.drawing}
        style={
          geometry && box
            ? {
                left: (box.width - geometry.width) / 2,
                top: (box.height - geometry.height) / 2,
                transform: partTransform(part),
              }
            : undefined
        }
      >
        <PartErrorBoundary
          resetKey={`${part.type} ${JSON.stringify(part.attrs)}`}
          fallback={<BrokenDrawing type={part.type} onGeometry={handleGeometry} />}
        >
          <PartDrawing type={part.type} attrs={part.attrs} onGeometry={handleGeometry} partId={id} />
        </PartErrorBoundary>
      </div>
      <PartWarningMarker partId={id} />
      {geometry?.pins.map((pin) => {
        const at = pinInBox(pin, geometry, part);
        return (
          <Handle
            key={pin.name}
            id={pin.name}
            type="source"
            position={Position.Top}
            className={classes.pin}
            style={{ left: at.x, top: at.y }}
            title={pin.description ? `${pin.name} · ${pin.description}` : pin.name}
            tabIndex={-1}
            role="button"
            aria-label={pinLabels.get(pin.name)}
          />
        );
      })}
    </div>
  );
}, isSameDrawing);
