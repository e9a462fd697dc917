import {
  Handle,
  type NodeProps,
  Position,
  type ReactFlowState,
  useStore as useFlowStore,
} from '@xyflow/react';
import {
  type CSSProperties,
  type MouseEvent,
  memo,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import classes from './canvas.module.css';
import { BrokenDrawing, PartDrawing } from './elements/part-drawing.tsx';
import { PartErrorBoundary } from './elements/part-error-boundary.tsx';
import { isShownAsPicture } from './elements/pictured-part.tsx';
import type { PartNode } from './flow-mapping.ts';
import { isSameButPlace, type PartGeometry, partTransform, pinInBox, rotatedSize } from './geometry.ts';
import { useIsRunning } from './live-parts.ts';
import { pinText, pinTitle } from './part-names.ts';
import { PartWarningMarker } from './part-warning-marker.tsx';
import { pinTouchAreas, type TouchArea } from './pin-touch.ts';
import { usePlacedPart } from './place-part.ts';
import { setPartGeometry, useEditorStore } from './store.ts';
import { isInView, isPartDrawn, viewAreaIn } from './view-area.ts';

/**
 * A click on a pin starts or ends a wire; it should not also select the part, as a click
 * reaching React Flow's node would. The pin's own handler has run by the time it bubbles here.
 */
const stopAtPin = (event: MouseEvent<HTMLDivElement>) => {
  if ((event.target as Element).closest('.react-flow__handle')) event.stopPropagation();
};

/**
 * A press on a part, a drag to come, keeps the pointer on the part until it is released: the
 * browser then skips looking for what is under the mouse on every move (a hit test through every
 * part and wire, ~1.5 ms a move on the stress board). Not on a pin (a wire starts there) nor on a
 * part the simulator lets the person operate (it handles its own presses). A drawing takes no
 * pointer itself (parts.module.css), so a press on a part's picture reaches this box.
 */
const keepPointerOnPart = (event: PointerEvent<HTMLDivElement>) => {
  const target = event.target as Element;
  if (event.button !== 0 || target.closest('.react-flow__handle, [data-operable]')) return;
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

/**
 * Where a pin is, on a part out of view: React Flow measures a node's pins in the page when it
 * mounts (its `source` elements), and would lose those its node carries (flow-mapping.ts) if it
 * found none, and with them every wire to the part. A bare box, not a control: no events, no name.
 */
const PinMark = ({ name, at }: { name: string; at: { x: number; y: number } }) => (
  <div
    className={`source ${classes.pinMark}`}
    data-handleid={name}
    data-handlepos={Position.Top}
    style={{ left: at.x, top: at.y }}
  />
);

/**
 * Whether the keyboard focus is on the part's node (React Flow's element around `box`) or inside
 * it, on a pin: the keys reach a focused part's pins in the page (canvas-keyboard.tsx).
 */
const useHasFocus = (box: RefObject<HTMLElement | null>) => {
  const [hasFocus, setHasFocus] = useState(false);
  useEffect(() => {
    const node = box.current?.closest<HTMLElement>('.react-flow__node');
    if (!node) return;
    const focusIn = () => setHasFocus(true);
    const focusOut = (event: FocusEvent) => setHasFocus(node.contains(event.relatedTarget as Node | null));
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    setHasFocus(node.contains(document.activeElement));
    return () => {
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
    };
  }, [box]);
  return hasFocus;
};

/** Whether React Flow's node `id` lies in the canvas' view (view-area.ts). */
const useIsNodeInView = (id: string) =>
  useFlowStore(
    useCallback(
      (s: ReactFlowState) => {
        const node = s.nodeLookup.get(id);
        if (!node) return true;
        const { x, y } = node.internals.positionAbsolute;
        const { width = 0, height = 0 } = node.measured;
        return isInView({ x, y, width, height }, viewAreaIn(s));
      },
      [id],
    ),
  );

/** A pin's hit box for a finger as the CSS variables its handle reads, turned with its part. */
const touchStyle = (area: TouchArea | undefined, isTurned: boolean): CSSProperties | undefined =>
  area &&
  ({
    '--pin-touch-w': `${isTurned ? area.height : area.width}px`,
    '--pin-touch-h': `${isTurned ? area.width : area.height}px`,
  } as CSSProperties);

/**
 * A part on the canvas: its drawing rotated and mirrored about its centre, a handle on every pin.
 * Out of view (and not selected, just placed or focused) only its box: nothing to see there, and
 * its wires take its pins from the node (flow-mapping.ts), not from the page.
 */
export const PartNodeView = memo(({ id, data, selected }: NodeProps<PartNode>) => {
  const { part } = data;
  const geometry = useEditorStore((state) => state.geometry[id]);
  const isJustPlaced = usePlacedPart((state) => state.partId === id);
  const isVisible = useIsNodeInView(id);
  const boxRef = useRef<HTMLDivElement>(null);
  const hasFocus = useHasFocus(boxRef);
  const isRunning = useIsRunning();
  // A part is measured by drawing it: one not measured yet is drawn wherever it is.
  const isDrawn =
    geometry === undefined ||
    isPartDrawn(isVisible, { isSelected: selected, isPlaced: isJustPlaced, hasFocus });
  const { t } = useTranslation();
  // Each pin's name for a screen reader ("GP15 de Raspberry Pi Pico"); pins are reached by keyboard
  // from the focused part (canvas-keyboard.tsx), so they take focus but stay out of the Tab order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a pin's name follows the part's id, type and attrs; a move (x, y) keeps them
  const pinLabels = useMemo(
    () => new Map(isDrawn ? geometry?.pins.map((pin) => [pin.name, pinText(t, part, pin.name)]) : []),
    [isDrawn, geometry, part.id, part.type, part.attrs, t],
  );

  // A finger's hit box for each pin (canvas.module.css uses it on a coarse pointer only).
  const touchAreas = useMemo(() => pinTouchAreas(geometry?.pins ?? []), [geometry]);
  const isTurned = part.rotate % 180 !== 0;

  const handleGeometry = useCallback((next: PartGeometry) => setPartGeometry(id, next), [id]);

  const box = geometry ? rotatedSize(geometry, part.rotate) : undefined;
  // Out of view: no picture (the export takes a picture's drawing from its look; a drawing of our own
  // or a live element stays, as the export reads it from the page) and marks instead of pins.
  const hasDrawing = isDrawn || !isShownAsPicture(part.type, part.attrs, isRunning);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only stops a pin's click from reaching the node
    <div
      className={classes.part}
      data-selected={selected || undefined}
      data-placed={isJustPlaced || undefined}
      data-part-id={id}
      data-out-of-view={isDrawn ? undefined : ''}
      style={box}
      onClick={stopAtPin}
      onPointerDown={keepPointerOnPart}
      ref={boxRef}
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
        {hasDrawing && (
          <PartErrorBoundary
            resetKey={`${part.type} ${JSON.stringify(part.attrs)}`}
            fallback={<BrokenDrawing type={part.type} onGeometry={handleGeometry} />}
          >
            <PartDrawing type={part.type} attrs={part.attrs} onGeometry={handleGeometry} partId={id} />
          </PartErrorBoundary>
        )}
      </div>
      <PartWarningMarker partId={id} />
      {geometry?.pins.map((pin) => {
        const at = pinInBox(pin, geometry, part);
        if (!isDrawn) return <PinMark key={pin.name} name={pin.name} at={at} />;
        return (
          <Handle
            key={pin.name}
            id={pin.name}
            type="source"
            position={Position.Top}
            className={classes.pin}
            style={{ left: at.x, top: at.y, ...touchStyle(touchAreas.get(pin.name), isTurned) }}
            title={pinTitle(t, pin)}
            tabIndex={-1}
            role="button"
            aria-label={pinLabels.get(pin.name)}
          />
        );
      })}
    </div>
  );
}, isSameDrawing);
