import type { PartInputs } from '../../../domain/circuit/simulation.ts';

/**
 * Memory the page and the simulator worker share, so a program blocked in `time.sleep` or
 * `input()` still sees button presses and typed lines without a message round trip.
 *
 * Inputs: an Int32 version at byte 0, then one Float64 per part id (`inputSlots`) from byte 8;
 * NaN means "never touched" (the part is at rest). Stdin: Int32 [ready, byteLength], then the
 * line's UTF-8 bytes from byte 8.
 */

const HEADER_BYTES = 8;
export const LINE_CAPACITY_BYTES = 16 * 1024;

export const createInputBuffer = (slotCount: number): SharedArrayBuffer => {
  const buffer = new SharedArrayBuffer(HEADER_BYTES + 8 * slotCount);
  new Float64Array(buffer, HEADER_BYTES).fill(Number.NaN);
  return buffer;
};

export const writeInput = (buffer: SharedArrayBuffer, slot: number, value: number): void => {
  const slots = new Float64Array(buffer, HEADER_BYTES);
  if (slot < 0 || slot >= slots.length) return;
  slots[slot] = value;
  const version = new Int32Array(buffer, 0, 1);
  Atomics.add(version, 0, 1);
  Atomics.notify(version, 0);
};

/** The inputs as `PartInputs`; the same object until the page writes a slot again. */
export const createInputReader = (buffer: SharedArrayBuffer, slotIds: readonly string[]) => {
  const version = new Int32Array(buffer, 0, 1);
  const slots = new Float64Array(buffer, HEADER_BYTES);
  let seen = -1;
  let inputs: PartInputs = {};
  return (): PartInputs => {
    const now = Atomics.load(version, 0);
    if (now === seen) return inputs;
    seen = now;
    const next: Record<string, number> = {};
    slotIds.forEach((id, i) => {
      const value = slots[i];
      if (value !== undefined && !Number.isNaN(value)) next[id] = value;
    });
    inputs = next;
    return inputs;
  };
};

export const createLineBuffer = (): SharedArrayBuffer =>
  new SharedArrayBuffer(HEADER_BYTES + LINE_CAPACITY_BYTES);

/** Hands a line to the program; false while the previous one is still unread. */
export const writeLine = (buffer: SharedArrayBuffer, line: string): boolean => {
  const head = new Int32Array(buffer, 0, 2);
  if (Atomics.load(head, 0) !== 0) return false;
  // encodeInto never splits a character, so a long line is cut at a character boundary.
  const bytes = new Uint8Array(LINE_CAPACITY_BYTES);
  const { written } = new TextEncoder().encodeInto(line, bytes);
  new Uint8Array(buffer, HEADER_BYTES, written).set(bytes.subarray(0, written));
  head[1] = written;
  Atomics.store(head, 0, 1);
  Atomics.notify(head, 0);
  return true;
};

/** Blocks the worker until the page writes a line, then takes it. */
export const waitLine = (buffer: SharedArrayBuffer): string => {
  const head = new Int32Array(buffer, 0, 2);
  Atomics.wait(head, 0, 0);
  const length = head[1] ?? 0;
  // TextDecoder refuses views of shared memory: copy first.
  const line = new TextDecoder().decode(new Uint8Array(buffer, HEADER_BYTES, length).slice());
  Atomics.store(head, 0, 0);
  return line;
};
