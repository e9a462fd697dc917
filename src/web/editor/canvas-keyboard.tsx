import { type ReactFlowInstance, useReactFlow, useStore, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';
import type { PinRef } from '../../domain/circuit/diagram.ts';
import { announce } from './announcements.ts';
import { directionOf, keyMoveCommand, pinInDirection } from './keyboard-nav.ts';
import {
  cancelKeyboardWire,
  canvasPointOf,
  isDrawingWire,
  pointWireAt,
  toggleKeyboardWire,
} from './keyboard-wire.ts';
import { usePartFocusTarget } from './place-part.ts';
import { EMPTY_SELECTION } from './selection.ts';
import { isTypingTarget } from './shortcuts.ts';
import { dispatch, select, useEditorStore } from './store.ts';
import { viewMotion } from './view-motion.ts';

const NODE = '.react-flow__node';
const PIN = '.react-flow__handle';

const nodesIn = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(NODE)];
const pinsOf = (node: ParentNode) => [...node.querySelectorAll<HTMLElement>(PIN)];
const pinRefOf = (pin: HTMLElement): PinRef | undefined => {
  const { nodeid: part, handleid: name } = pin.dataset;
  return part && name ? { part, pin: name } : undefined;
};

/** The pins of a part where the screen shows them (turned and mirrored), for the arrow keys. */
const pinSpots = (node: ParentNode) =>
  pinsOf(node).flatMap((pin) => {
    const box = pin.getBoundingClientRect();
    const name = pin.dataset.handleid;
    return name ? [{ name, x: box.x + box.width / 2, y: box.y + box.height / 2 }] : [];
  });

const isOutside = (box: DOMRect, bounds: DOMRect) =>
  box.right < bounds.left || box.left > bounds.right || box.bottom < bounds.top || box.top > bounds.bottom;

/** Focuses a pin without the browser scrolling the canvas; the view follows it if it was off screen. */
const focusPin = (root: HTMLElement, flow: ReactFlowInstance, pin: HTMLElement | undefined) => {
  if (!pin) return;
  pin.focus({ preventScroll: true });
  const ref = pinRefOf(pin);
  const at = ref && canvasPointOf(ref);
  if (at && isOutside(pin.getBoundingClientRect(), root.getBoundingClientRect())) {
    void flow.setCenter(at.x, at.y, { zoom: flow.getZoom(), duration: viewMotion(150) });
  }
};

/** An arrow on a focused part: the selection (or this part) moves, one undo step a press. */
const moveByKey = (node: HTMLElement, event: KeyboardEvent) => {
  const partId = node.dataset.id;
  const { selection, isReadOnly } = useEditorStore.getState();
  if (!partId || isReadOnly) return;
  const partIds = selection.partIds.includes(partId) ? selection.partIds : [partId];
  const command = keyMoveCommand(event.key, event.shiftKey, partIds);
  if (!command) return;
  dispatch(command);
  announce({
    kind: 'moved',
    parts: useEditorStore.getState().diagram.parts.filter((p) => partIds.includes(p.id)),
  });
};

type FlowStore = ReturnType<typeof useStoreApi>;

const flowRoot = (flowStore: FlowStore) => flowStore.getState().domNode ?? document.body;

/** The keys of a focused part; true when the key was its. */
const onPartKey = (
  node: HTMLElement,
  event: KeyboardEvent,
  flow: ReactFlowInstance,
  flowStore: FlowStore,
) => {
  if (directionOf(event.key)) {
    moveByKey(node, event);
    return true;
  }
  if (event.repeat) return false;
  if (event.key === 'Enter' || event.key === ' ') {
    focusPin(flowRoot(flowStore), flow, pinsOf(node)[0]);
    return true;
  }
  if (event.key === 'Escape') {
    if (!cancelKeyboardWire(flowStore)) select(EMPTY_SELECTION);
    return true;
  }
  return false;
};

/** Tab while a wire is drawn: the next (or previous) part's pins, so the wire can end there. */
const focusNeighbourPins = (
  node: HTMLElement,
  isBackward: boolean,
  flow: ReactFlowInstance,
  root: HTMLElement,
) => {
  const nodes = nodesIn(root).filter((n) => pinsOf(n).length > 0);
  const next = nodes[(nodes.indexOf(node) + (isBackward ? -1 : 1) + nodes.length) % nodes.length];
  focusPin(root, flow, next && pinsOf(next)[0]);
};

/** The keys of a focused pin; true when the key was its. */
const onPinKey = (pin: HTMLElement, event: KeyboardEvent, flow: ReactFlowInstance, flowStore: FlowStore) => {
  const node = pin.closest<HTMLElement>(NODE);
  const ref = pinRefOf(pin);
  const root = flowRoot(flowStore);
  if (!node || !ref) return false;
  const direction = directionOf(event.key);
  const pins = pinsOf(node);
  if (direction) {
    const next = pinInDirection(pinSpots(node), ref.pin, direction);
    focusPin(
      root,
      flow,
      pins.find((p) => p.dataset.handleid === next),
    );
  } else if (event.key === 'Home' || event.key === 'End') {
    focusPin(root, flow, event.key === 'Home' ? pins[0] : pins.at(-1));
  } else if (event.repeat) {
    return false;
  } else if (event.key === 'Enter' || event.key === ' ') {
    toggleKeyboardWire(flowStore, ref);
  } else if (event.key === 'Escape') {
    if (!cancelKeyboardWire(flowStore)) node.focus();
  } else if (event.key === 'Tab' && isDrawingWire()) {
    focusNeighbourPins(node, event.shiftKey, flow, root);
  } else {
    return false;
  }
  return true;
};

/**
 * After a key that may remove the focused part (Delete, Ctrl+Z), focus goes to the part now in
 * its place, or the one before, instead of falling to the start of the page.
 */
const keepFocusInCanvas = (root: HTMLElement, node: HTMLElement) => {
  const index = nodesIn(root).indexOf(node);
  requestAnimationFrame(() => {
    if (node.isConnected) return;
    const now = nodesIn(root);
    now[Math.min(index, now.length - 1)]?.focus();
  });
};

/** Focus by keyboard selects the part it lands on (or whose pin it lands on). */
const onFocusIn = (event: FocusEvent) => {
  if (!(event.target instanceof HTMLElement) || !event.target.matches(':focus-visible')) return;
  const partId = event.target.closest<HTMLElement>(NODE)?.dataset.id;
  if (!partId) return;
  if (!useEditorStore.getState().selection.partIds.includes(partId))
    select({ partIds: [partId], wireIds: [] });
  const ref = event.target.matches(PIN) ? pinRefOf(event.target) : undefined;
  if (ref) pointWireAt(ref);
};

/** A part just placed from the palette takes focus once React Flow has drawn it. */
const useFocusPlacedPart = (root: HTMLElement | null) => {
  const partId = usePartFocusTarget((state) => state.partId);
  useEffect(() => {
    if (!root || !partId) return;
    let frames = 0;
    let request = 0;
    const tryFocus = () => {
      const node = root.querySelector<HTMLElement>(`${NODE}[data-id="${CSS.escape(partId)}"]`);
      if (node && getComputedStyle(node).visibility !== 'hidden') {
        node.focus();
        usePartFocusTarget.setState({ partId: null });
      } else if (++frames < 60) request = requestAnimationFrame(tryFocus);
    };
    request = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(request);
  }, [root, partId]);
};

/**
 * The canvas by keyboard (issue 14). A focused part: arrows move it (one grid step, Shift five),
 * Enter or Space goes into its pins, Escape clears the selection. A focused pin: arrows go to the
 * pin that way, Enter or Space starts a wire or ends it there, Tab (while a wire is drawn) goes on
 * to the next part's pins, Escape cancels the wire or goes back to the part. Delete, R, M, Ctrl+Z…
 * stay the canvas shortcuts' (use-canvas-keys.ts). Keys are taken before React Flow's own node
 * keys, which would move a part without an undo step.
 */
export const CanvasKeyboard = () => {
  const flowStore = useStoreApi();
  const flow = useReactFlow();
  const root = useStore((state) => state.domNode);
  useFocusPlacedPart(root);

  useEffect(() => {
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.defaultPrevented || isTypingTarget(target) || !(target instanceof HTMLElement)) return;
      const node = target.closest<HTMLElement>(NODE);
      if (!node) return;
      const isPlain = !event.altKey && !event.ctrlKey && !event.metaKey;
      const isHandled =
        isPlain &&
        (target.matches(PIN)
          ? onPinKey(target, event, flow, flowStore)
          : target === node && onPartKey(node, event, flow, flowStore));
      if (!isHandled) return keepFocusInCanvas(root, node);
      event.preventDefault();
      event.stopPropagation();
    };
    root.addEventListener('keydown', onKeyDown, { capture: true });
    root.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('keydown', onKeyDown, { capture: true });
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [root, flow, flowStore]);

  return null;
};
