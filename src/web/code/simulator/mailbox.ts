import type { BoardDrive } from '../../../domain/circuit/simulation.ts';
import type { DeviceView } from '../../../domain/devices/device.ts';

/**
 * What the program prints and how it drives its pins travel to the page through shared memory,
 * not messages. The worker writes as the program runs; the page takes everything there is on
 * each frame. So a flood (`while True: print(1)`) costs the page one read a frame, and a program
 * spinning in `while True: pass` right after a print or a pin change still shows it: nothing
 * waits for the worker to post.
 *
 * Layout: Int32 [lock, textLength, driveLength, driveVersion, viewsLength, viewsVersion, line], then
 * TEXT_CAPACITY bytes of UTF-8 text, then DRIVE_CAPACITY bytes of the latest drive as JSON, then
 * VIEWS_CAPACITY bytes of the devices' latest views as JSON (a display's memory, a segment's
 * glow). Whoever holds the lock (compare-and-swap 0 → 1) may touch the rest; both sides hold it
 * for a copy at most. `line` is the last traced line the program reached (0 before any): one
 * cell, written and read with Atomics and no lock, as a traced loop writes it on every statement.
 */

const HEADER_BYTES = 28;
export const TEXT_CAPACITY = 256 * 1024;
const DRIVE_CAPACITY = 64 * 1024;
/** Room for a few 128×64 displays (2 KB of hex each) and any number of smaller views. */
const VIEWS_CAPACITY = 64 * 1024;
const LOCK = 0;
const TEXT_LENGTH = 1;
const DRIVE_LENGTH = 2;
const DRIVE_VERSION = 3;
const VIEWS_LENGTH = 4;
const VIEWS_VERSION = 5;
const LINE = 6;
const HEADER_CELLS = 7;
/** The page never waits long for the lock: a worker terminated while holding it would never let go. */
const PAGE_SPINS = 10_000;

export const createMailbox = (): SharedArrayBuffer =>
  new SharedArrayBuffer(HEADER_BYTES + TEXT_CAPACITY + DRIVE_CAPACITY + VIEWS_CAPACITY);

const regions = (buffer: SharedArrayBuffer) => ({
  header: new Int32Array(buffer, 0, HEADER_CELLS),
  text: new Uint8Array(buffer, HEADER_BYTES, TEXT_CAPACITY),
  drive: new Uint8Array(buffer, HEADER_BYTES + TEXT_CAPACITY, DRIVE_CAPACITY),
  views: new Uint8Array(buffer, HEADER_BYTES + TEXT_CAPACITY + DRIVE_CAPACITY, VIEWS_CAPACITY),
});

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

/** The worker's side: append output, replace the drive or the views, note the line reached. */
export const createMailboxWriter = (buffer: SharedArrayBuffer) => {
  const { header, text, drive, views } = regions(buffer);
  const encoder = new TextEncoder();
  const replace = (region: Uint8Array, value: unknown, lengthCell: number, versionCell: number) => {
    const bytes = encoder.encode(JSON.stringify(value));
    if (bytes.length > region.length) return;
    lockWith(header, Number.POSITIVE_INFINITY);
    region.set(bytes);
    header[lengthCell] = bytes.length;
    header[versionCell] = (header[versionCell] ?? 0) + 1;
    unlock(header);
  };
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
      replace(drive, next, DRIVE_LENGTH, DRIVE_VERSION);
    },
    views(next: Record<string, DeviceView>) {
      replace(views, next, VIEWS_LENGTH, VIEWS_VERSION);
    },
    line(reached: number) {
      Atomics.store(header, LINE, reached);
    },
  };
};

export interface MailboxContents {
  text: string;
  /** The drive, when it changed since the last read. */
  drive?: BoardDrive;
  /** The devices' views, when they changed since the last read. */
  views?: Record<string, DeviceView>;
  /** The last traced line reached, when it changed since the last read. */
  line?: number;
}

/** The page's side: takes the text written since the last read, and the drive, views and line if they changed. */
export const createMailboxReader = (buffer: SharedArrayBuffer) => {
  const { header, text, drive, views } = regions(buffer);
  const decoder = new TextDecoder();
  const jsonDecoder = new TextDecoder();
  let seenVersion = 0;
  let seenViewsVersion = 0;
  let seenLine = 0;
  return (): MailboxContents => {
    const reached = Atomics.load(header, LINE);
    const line = reached !== seenLine ? reached : undefined;
    seenLine = reached;
    if (!lockWith(header, PAGE_SPINS)) return { text: '', line };
    const textLength = header[TEXT_LENGTH] ?? 0;
    // TextDecoder refuses views of shared memory: copy first.
    const textBytes = text.slice(0, textLength);
    header[TEXT_LENGTH] = 0;
    const version = header[DRIVE_VERSION] ?? 0;
    const driveBytes = version !== seenVersion ? drive.slice(0, header[DRIVE_LENGTH] ?? 0) : undefined;
    seenVersion = version;
    const viewsVersion = header[VIEWS_VERSION] ?? 0;
    const viewsBytes =
      viewsVersion !== seenViewsVersion ? views.slice(0, header[VIEWS_LENGTH] ?? 0) : undefined;
    seenViewsVersion = viewsVersion;
    unlock(header);
    return {
      text: decoder.decode(textBytes, { stream: true }),
      drive: driveBytes ? (JSON.parse(jsonDecoder.decode(driveBytes)) as BoardDrive) : undefined,
      views: viewsBytes
        ? (JSON.parse(jsonDecoder.decode(viewsBytes)) as Record<string, DeviceView>)
        : undefined,
      line,
    };
  };
};
