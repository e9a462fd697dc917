import type { BoardDrive } from '../../../domain/circuit/simulation.ts';

/**
 * What the program prints and how it drives its pins travel to the page through shared memory,
 * not messages. The worker writes as the program runs; the page takes everything there is on
 * each frame. So a flood (`while True: print(1)`) costs the page one read a frame, and a program
 * spinning in `while True: pass` right after a print or a pin change still shows it: nothing
 * waits for the worker to post.
 *
 * Layout: Int32 [lock, textLength, driveLength, driveVersion], then TEXT_CAPACITY bytes of
 * UTF-8 text, then DRIVE_CAPACITY bytes of the latest drive as JSON. Whoever holds the lock
 * (compare-and-swap 0 → 1) may touch the rest; both sides hold it for a copy at most.
 */

const HEADER_BYTES = 16;
export const TEXT_CAPACITY = 256 * 1024;
const DRIVE_CAPACITY = 64 * 1024;
const LOCK = 0;
const TEXT_LENGTH = 1;
const DRIVE_LENGTH = 2;
const DRIVE_VERSION = 3;
/** The page never waits long for the lock: a worker terminated while holding it would never let go. */
const PAGE_SPINS = 10_000;

export const createMailbox = (): SharedArrayBuffer =>
  new SharedArrayBuffer(HEADER_BYTES + TEXT_CAPACITY + DRIVE_CAPACITY);

const lockWith = (header: Int32Array, spins: number): boolean => {
  for (let i = 0; i < spins; i += 1) {
    if (Atomics.compareExchange(header, LOCK, 0, 1) === 0) return true;
  }
  return false;
};

const unlock = (header: Int32Array) => {
  Atomics.store(header, LOCK, 0);
};

/** The first byte at or after `from` that starts a UTF-8 character (never a continuation byte). */
const characterStart = (bytes: Uint8Array, from: number, end: number) => {
  let at = from;
  while (at < end && ((bytes[at] ?? 0) & 0xc0) === 0x80) at += 1;
  return at;
};

/** The worker's side: append output, replace the drive. */
export const createMailboxWriter = (buffer: SharedArrayBuffer) => {
  const header = new Int32Array(buffer, 0, 4);
  const text = new Uint8Array(buffer, HEADER_BYTES, TEXT_CAPACITY);
  const drive = new Uint8Array(buffer, HEADER_BYTES + TEXT_CAPACITY, DRIVE_CAPACITY);
  const encoder = new TextEncoder();
  return {
    output(chunk: string) {
      let bytes = encoder.encode(chunk);
      if (bytes.length > TEXT_CAPACITY)
        bytes = bytes.subarray(characterStart(bytes, bytes.length - TEXT_CAPACITY, bytes.length));
      lockWith(header, Number.POSITIVE_INFINITY);
      let length = header[TEXT_LENGTH] ?? 0;
      const overflow = length + bytes.length - TEXT_CAPACITY;
      if (overflow > 0) {
        // The page fell behind (a hidden tab): keep the newest text, as a scrolled-off terminal does.
        const keepFrom = characterStart(text, overflow, length);
        text.copyWithin(0, keepFrom, length);
        length -= keepFrom;
      }
      text.set(bytes, length);
      header[TEXT_LENGTH] = length + bytes.length;
      unlock(header);
    },
    drive(next: BoardDrive) {
      const bytes = encoder.encode(JSON.stringify(next));
      if (bytes.length > DRIVE_CAPACITY) return;
      lockWith(header, Number.POSITIVE_INFINITY);
      drive.set(bytes);
      header[DRIVE_LENGTH] = bytes.length;
      header[DRIVE_VERSION] = (header[DRIVE_VERSION] ?? 0) + 1;
      unlock(header);
    },
  };
};

export interface MailboxContents {
  text: string;
  /** The drive, when it changed since the last read. */
  drive?: BoardDrive;
}

/** The page's side: takes the text written since the last read, and the drive if it changed. */
export const createMailboxReader = (buffer: SharedArrayBuffer) => {
  const header = new Int32Array(buffer, 0, 4);
  const text = new Uint8Array(buffer, HEADER_BYTES, TEXT_CAPACITY);
  const drive = new Uint8Array(buffer, HEADER_BYTES + TEXT_CAPACITY, DRIVE_CAPACITY);
  const decoder = new TextDecoder();
  const driveDecoder = new TextDecoder();
  let seenVersion = 0;
  return (): MailboxContents => {
    if (!lockWith(header, PAGE_SPINS)) return { text: '' };
    const textLength = header[TEXT_LENGTH] ?? 0;
    // TextDecoder refuses views of shared memory: copy first.
    const textBytes = text.slice(0, textLength);
    header[TEXT_LENGTH] = 0;
    const version = header[DRIVE_VERSION] ?? 0;
    const driveBytes = version !== seenVersion ? drive.slice(0, header[DRIVE_LENGTH] ?? 0) : undefined;
    seenVersion = version;
    unlock(header);
    return {
      text: decoder.decode(textBytes, { stream: true }),
      drive: driveBytes ? (JSON.parse(driveDecoder.decode(driveBytes)) as BoardDrive) : undefined,
    };
  };
};
