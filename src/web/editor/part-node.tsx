import { Handle, type NodeProps, Position } from '@xyflow/react';
import { type MouseEvent, memo, useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import classes from './canvas.module.css';
import { BrokenDrawing, PartDrawing } from './elements/part-drawing.tsx';
import { PartErrorBoundary } from './elements/part-error-boundary.tsx';
import type { PartNode } from './flow-mapping.ts';
import { type PartGeometry, partTransform, pinInBox, rotatedSize } from './geometry.ts';
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

/** A part on the canvas: its drawing rotated and mirrored about its centre, a handle on every pin. */
export const PartNodeView = memo(({ id, data, selected }: NodeProps<PartNode>) => {
  const { part } = data;
  const geometry = useEditorStore((state) => state.geometry[id]);
  const isJustPlaced = usePlacedPart((state) => state.partId === id);
  const { t } = useTranslation();
  // Each pin's name for a screen reader ("GP15 de Raspberry Pi Pico"); pins are reached by keyboard
  // from the focused part (canvas-keyboard.tsx), so they take focus but stay out of the Tab order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a pin's name follows the part's id, type and attrs; a move (x, y) keeps them
  const pinLabels = useMemo(
    () => new Map(geometry?.pins.map((pin) => [pin.name, pinText(t, part, pin.name)])),
    [geometry, part.id, part.type, part.attrs, t],
  );

  const handleGeometry = useCallback((next: PartGeometry) => setPartGeometry(id, next), [id]);

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
});
