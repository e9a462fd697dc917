import type { PinPosition } from '../../domain/circuit/wokwi.ts';
import { pinPoint } from './geometry.ts';
import { useEditorStore } from './store.ts';

/** Where a pin is drawn right now, from the measured parts; undefined before a part is measured. */
export const pinPositionOnCanvas: PinPosition = (part, pin) =>
  pinPoint(part, useEditorStore.getState().geometry[part.id], pin);
