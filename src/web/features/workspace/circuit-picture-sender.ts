import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { getDiagram } from '../../editor/index.ts';
import { sendCircuitPicture } from '../../lib/circuit-picture.ts';

/** A pause after a save, so a burst of edits sends one picture, drawn once the canvas settled. */
const PICTURE_DELAY_MS = 2_000;
/** Parts still being drawn: look again a few times before giving up (the card draws it then). */
const RETRIES = 3;

export interface PictureOrder {
  /** `PUT …/thumbnail` of the project or guide. */
  path: string;
  /** The hash the server gave the circuit as stored. */
  circuitHash: string;
  /** The editor's diagram that was stored: the picture is drawn only while the canvas still shows it. */
  diagram: Diagram;
}

let timer: ReturnType<typeof setTimeout> | undefined;

const drawAndSend = async (order: PictureOrder, triesLeft: number): Promise<void> => {
  if (getDiagram() !== order.diagram) return; // edited since: the next save orders its own picture
  const { drawCanvasPicture } = await import('../../editor/canvas-picture.ts');
  const picture = await drawCanvasPicture();
  if (!picture) {
    if (triesLeft > 0) timer = setTimeout(() => void drawAndSend(order, triesLeft - 1), PICTURE_DELAY_MS);
    return;
  }
  if (getDiagram() === order.diagram) await sendCircuitPicture(order.path, order.circuitHash, picture);
};

/**
 * Sends a picture of the circuit just stored, where it is drawn anyway (issue 14): its cards then
 * show that picture instead of drawing it. The drawing code is downloaded with the first picture,
 * not with the workspace; a newer order replaces one still waiting; any failure is silent (the
 * card draws the circuit itself meanwhile).
 */
export const orderCircuitPicture = (order: PictureOrder) => {
  clearTimeout(timer);
  timer = setTimeout(() => void drawAndSend(order, RETRIES).catch(() => {}), PICTURE_DELAY_MS);
};

/** The workspace closed: a picture still waiting is not drawn (its canvas is gone). */
export const cancelCircuitPicture = () => {
  clearTimeout(timer);
  timer = undefined;
};
