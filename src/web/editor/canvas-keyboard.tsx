import { useReactFlow, useStore, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';
import { isSamePin, type PinRef } from '../../domain/circuit/diagram.ts';
import { announce } from './announcements.ts';
import { pinPoint } from './geometry.ts';
import { directionOf, keyMoveCommand, pinInDirection } from './keyboard-nav.ts';
import { usePartFocusTarget } from './place-part.ts';
import { EMPTY_SELECTION } from './selection.ts';
import { isTypingTarget } from './shortcuts.ts';
import { dispatch, select, useEditorStore } from './store.ts';
import { bendsForWire, moveWireCursor, startWire, stopWire, useWireDrawing } from './wire-drawing.ts';

const NODE = '.react-flow__node';
const PIN = '.react-flow__handle';

const nodeOf = (root: ParentNode, partId: string) =>
  root.querySelector<HTMLElement>(`${NODE}[data-id="${CSS.escape(partId)}"]`);
const pinsOf = (node: ParentNode) => [...node.querySelectorAll<HTMLElement>(PIN)];
const pinRefOf = (pin: HTMLElement): PinRef | undefined => {
  const { nodeid: part, handleid: name } = pin.dataset;
  return part && name ? { part, pin: name } : undefined;
};
const partOf = (partId: string) => useEditorStore.getState().diagram.parts.find((p) => p.id === partId);

/** Where a pin is drawn, on the canvas's coordinates (for the wire preview's loose end). */
const canvasPointOf = ({ part, pin }: PinRef) => {
  const found = partOf(part);
  return found ? pinPoint(found, useEditorStore.getState().geometry[part], pin) : undefined;
};

/** The pins of a part as the screen shows them (turned and mirrored), for the arrow keys. */
const pinSpots = (node: ParentNode) =>
  pinsOf(node).flatMap((pin) => {
    const box = pin.getBoundingClientRect();
    const name = pin.dataset.handleid;
    return name ? [{ name, x: box.x + box.width / 2, y: box.y + box.height / 2 }] : [];
  });

/**
 * The canvas by keyboard (issue 14). A focused part: arrows move it (one grid step, Shift five, one
 * undo step a press), Enter or Space enters its pins, Escape clears the selection. A focused pin:
 * arrows go to the pin that way, Enter or Space starts a wire or ends it there, Tab (while a wire
 * is drawn) goes on to the next part's pins, Escape cancels the wire or goes back to the part.
 * Focus selects the part it lands on. Delete, R, M, Ctrl+Z… stay the canvas shortcuts'.
 */
export const CanvasKeyboard = () => {
  const flowStore = useStoreApi();
  const flow = useReactFlow();
  const root = useStore((state) => state.domNode);

  useEffect(() => {
    if (!root) return;

    const focusPin = (pin: HTMLElement | undefined) => {
      if (!pin) return;
      pin.focus({ preventScroll: true });
      const bounds = root.getBoundingClientRect();
      const box = pin.getBoundingClientRect();
      const isOutside =
        box.right < bounds.left ||
        box.left > bounds.right ||
        box.bottom < bounds.top ||
        box.top > bounds.bottom;
      const ref = pinRefOf(pin);
      const at = ref && canvasPointOf(ref);
      if (isOutside && at) void flow.setCenter(at.x, at.y, { zoom: flow.getZoom(), duration: 150 });
    };

    const cancelWire = () => {
      if (!useWireDrawing.getState().from && !flowStore.getState().connectionClickStartHandle) return false;
      stopWire();
      flowStore.setState({ connectionClickStartHandle: null });
      announce({ kind: 'wireCancelled' });
      return true;
    };

    /** Enter on a pin: the first one starts a wire, another ends it there, the same one drops it. */
    const toggleWire = (to: PinRef) => {
      if (useEditorStore.getState().isReadOnly) return;
      const drawing = useWireDrawing.getState();
      const toPart = partOf(to.part);
      if (!toPart) return;
      if (!drawing.from) {
        startWire(to);
        flowStore.setState({ connectionClickStartHandle: { nodeId: to.part, type: 'source', id: to.pin } });
        const at = canvasPointOf(to);
        if (at) moveWireCursor(at);
        announce({ kind: 'wireStarted', from: { part: toPart, pin: to.pin } });
        return;
      }
      if (isSamePin(drawing.from, to)) return void cancelWire();
      const from = drawing.from;
      const fromPart = partOf(from.part);
      const bends = bendsForWire(drawing, { from, to });
      stopWire();
      flowStore.setState({ connectionClickStartHandle: null });
      dispatch(bends.length > 0 ? { type: 'addWire', from, to, bends } : { type: 'addWire', from, to });
      if (fromPart)
        announce({
          kind: 'wired',
          from: { part: fromPart, pin: from.pin },
          to: { part: toPart, pin: to.pin },
        });
    };

    const moveParts = (node: HTMLElement, event: KeyboardEvent) => {
      const partId = node.dataset.id;
      const { selection, isReadOnly } = useEditorStore.getState();
      if (!partId || isReadOnly) return;
      const partIds = selection.partIds.includes(partId) ? selection.partIds : [partId];
      const command = keyMoveCommand(event.key, event.shiftKey, partIds);
      if (!command) return;
      dispatch(command);
      const moved = useEditorStore.getState().diagram.parts.filter((p) => partIds.includes(p.id));
      announce({ kind: 'moved', parts: moved });
    };

    /** Tab while a wire is drawn: the next (or previous) part's pins, so the wire can end there. */
    const focusNeighbourPins = (node: HTMLElement, isBackward: boolean) => {
      const nodes = [...root.querySelectorAll<HTMLElement>(NODE)].filter((n) => pinsOf(n).length > 0);
      const index = nodes.indexOf(node);
      const next = nodes[(index + (isBackward ? -1 : 1) + nodes.length) % nodes.length];
      focusPin(next && pinsOf(next)[0]);
    };

    const onNodeKey = (node: HTMLElement, event: KeyboardEvent): boolean => {
      if (directionOf(event.key)) {
        moveParts(node, event);
        return true;
      }
      if (event.repeat) return false;
      if (event.key === 'Enter' || event.key === ' ') {
        focusPin(pinsOf(node)[0]);
        return true;
      }
      if (event.key === 'Escape') {
        if (!cancelWire()) select(EMPTY_SELECTION);
        return true;
      }
      return false;
    };

    const onPinKey = (pin: HTMLElement, event: KeyboardEvent): boolean => {
      const node = pin.closest<HTMLElement>(NODE);
      const ref = pinRefOf(pin);
      if (!node || !ref) return false;
      const direction = directionOf(event.key);
      if (direction) {
        const next = pinInDirection(pinSpots(node), ref.pin, direction);
        focusPin(pinsOf(node).find((p) => p.dataset.handleid === next));
        return true;
      }
      if (event.key === 'Home' || event.key === 'End') {
        const pins = pinsOf(node);
        focusPin(event.key === 'Home' ? pins[0] : pins.at(-1));
        return true;
      }
      if (event.repeat) return false;
      if (event.key === 'Enter' || event.key === ' ') {
        toggleWire(ref);
        return true;
      }
      if (event.key === 'Escape') {
        if (!cancelWire()) node.focus();
        return true;
      }
      if (event.key === 'Tab' && useWireDrawing.getState().from) {
        focusNeighbourPins(node, event.shiftKey);
        return true;
      }
      return false;
    };

    /**
     * After a key that may remove the focused part (Delete, Ctrl+Z), focus goes to the part now
     * in its place, or the one before, instead of falling to the page's start.
     */
    const keepFocusInCanvas = (node: HTMLElement) => {
      const nodes = [...root.querySelectorAll<HTMLElement>(NODE)];
      const index = nodes.indexOf(node);
      requestAnimationFrame(() => {
        if (node.isConnected) return;
        const now = [...root.querySelectorAll<HTMLElement>(NODE)];
        now[Math.min(index, now.length - 1)]?.focus();
      });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || !(event.target instanceof HTMLElement))
        return;
      const target = event.target;
      const node = target.closest<HTMLElement>(NODE);
      if (!node) return;
      const isPlain = !event.altKey && !event.ctrlKey && !event.metaKey;
      const isHandled =
        isPlain &&
        (target.matches(PIN) ? onPinKey(target, event) : target === node && onNodeKey(node, event));
      if (isHandled) {
        // Taken before React Flow's own node keys, which would move without an undo step.
        event.preventDefault();
        event.stopPropagation();
      } else {
        keepFocusInCanvas(node);
      }
    };

    /** Focus selects: Tab or an arrow onto a part (or one of its pins) selects that part. */
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || !event.target.matches(':focus-visible')) return;
      const partId = event.target.closest<HTMLElement>(NODE)?.dataset.id;
      if (!partId) return;
      if (!useEditorStore.getState().selection.partIds.includes(partId)) {
        select({ partIds: [partId], wireIds: [] });
      }
      const ref = event.target.matches(PIN) ? pinRefOf(event.target) : undefined;
      const at = ref && useWireDrawing.getState().from ? canvasPointOf(ref) : undefined;
      if (at) moveWireCursor(at);
    };

    root.addEventListener('keydown', onKeyDown, { capture: true });
    root.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('keydown', onKeyDown, { capture: true });
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [root, flow, flowStore]);

  // A part just placed from the palette takes focus once React Flow has drawn it.
  const focusTarget = usePartFocusTarget((state) => state.partId);
  useEffect(() => {
    if (!root || !focusTarget) return;
    let frames = 0;
    let request = 0;
    const tryFocus = () => {
      const node = nodeOf(root, focusTarget);
      if (node && getComputedStyle(node).visibility !== 'hidden') {
        node.focus();
        usePartFocusTarget.setState({ partId: null });
      } else if (++frames < 60) request = requestAnimationFrame(tryFocus);
    };
    request = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(request);
  }, [root, focusTarget]);

  return null;
};
