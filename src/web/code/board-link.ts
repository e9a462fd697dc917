import { CIRCUITPYTHON_FILE, downloadCode } from './download.ts';
import type { ReplPort } from './raw-repl.ts';

/**
 * A real board on the student's desk. CircuitPython shows up as a USB drive named CIRCUITPY
 * (code.py on it runs at once) and as a serial console. Browsers that have the File System
 * Access API can write the drive; those with Web Serial can talk to the console. Others get a
 * download and a note.
 */

interface DirectoryHandle {
  name: string;
  getFileHandle(
    name: string,
    options: { create: boolean },
  ): Promise<{
    createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
  }>;
}

type PickDirectory = (options: { id?: string; mode: 'readwrite' }) => Promise<DirectoryHandle>;

const directoryPicker = (): PickDirectory | undefined =>
  (window as unknown as { showDirectoryPicker?: PickDirectory }).showDirectoryPicker;

export const canWriteBoardDrive = (): boolean => directoryPicker() !== undefined;

export type SaveToBoardResult =
  | { outcome: 'saved'; drive: string }
  | { outcome: 'downloaded' }
  | { outcome: 'cancelled' }
  | { outcome: 'failed'; message: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Writes code.py to the drive the user picks (CIRCUITPY); without the API, downloads it. */
export const saveToBoard = async (code: string): Promise<SaveToBoardResult> => {
  const pick = directoryPicker();
  if (!pick) {
    downloadCode(code, CIRCUITPYTHON_FILE);
    return { outcome: 'downloaded' };
  }
  try {
    const drive = await pick({ id: 'circuitpy', mode: 'readwrite' });
    const file = await drive.getFileHandle(CIRCUITPYTHON_FILE, { create: true });
    const writable = await file.createWritable();
    await writable.write(code);
    await writable.close();
    return { outcome: 'saved', drive: drive.name };
  } catch (error) {
    if (isAbort(error)) return { outcome: 'cancelled' };
    return { outcome: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
};

/** The part of the Web Serial API we use. */
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
  writable: WritableStream<Uint8Array> | null;
}

interface SerialLike {
  requestPort(options?: object): Promise<SerialPortLike>;
}

const serialApi = (): SerialLike | undefined => (navigator as unknown as { serial?: SerialLike }).serial;

export const hasWebSerial = (): boolean => serialApi() !== undefined;

/** CircuitPython's console ignores the rate over USB; 115200 is what every tool uses. */
const BAUD_RATE = 115_200;

export const CTRL_C = '\x03';
export const CTRL_D = '\x04';

export interface BoardConsoleEvents {
  onText(text: string): void;
  /** The port closed: unplugged, or `disconnect()` was called. */
  onClose(reason?: string): void;
}

/**
 * A connected board's serial console: what it prints arrives in `onText`; `send` types into it.
 * It is also the port a MicroPython upload talks through (raw-repl.ts): while the upload listens,
 * the board's bytes go to it and not to the console, so the raw REPL's answers are not shown.
 */
export class BoardConsole implements ReplPort {
  private readonly encoder = new TextEncoder();
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private isClosing = false;
  private listener: ((bytes: Uint8Array) => void) | undefined;

  private constructor(
    private readonly port: SerialPortLike,
    private readonly events: BoardConsoleEvents,
  ) {}

  /** Asks the user for the port (the browser's own chooser), opens it and starts reading. */
  static async connect(events: BoardConsoleEvents): Promise<BoardConsole> {
    const serial = serialApi();
    if (!serial) throw new Error('Web Serial is not available');
    const port = await serial.requestPort();
    await port.open({ baudRate: BAUD_RATE });
    const board = new BoardConsole(port, events);
    void board.readLoop();
    return board;
  }

  private async readLoop() {
    const decoder = new TextDecoder();
    let reason: string | undefined;
    try {
      while (this.port.readable && !this.isClosing) {
        this.reader = this.port.readable.getReader();
        try {
          for (;;) {
            const { value, done } = await this.reader.read();
            if (done) break;
            if (value && this.listener) this.listener(value);
            else if (value) this.events.onText(decoder.decode(value, { stream: true }));
          }
        } finally {
          this.reader.releaseLock();
          this.reader = undefined;
        }
      }
    } catch (error) {
      if (!this.isClosing) reason = error instanceof Error ? error.message : String(error);
    }
    await this.port.close().catch(() => undefined);
    this.events.onClose(reason);
  }

  /** Sends text as typed (a line needs its own `\r\n`; Ctrl-C and Ctrl-D are `CTRL_C` / `CTRL_D`). */
  send(text: string): Promise<void> {
    return this.write(this.encoder.encode(text)).catch(() => undefined);
  }

  async write(bytes: Uint8Array) {
    const writer = this.port.writable?.getWriter();
    if (!writer) throw new Error('The board is not connected');
    try {
      await writer.write(bytes);
    } finally {
      writer.releaseLock();
    }
  }

  listen(listener: (bytes: Uint8Array) => void) {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = undefined;
    };
  }

  async disconnect() {
    this.isClosing = true;
    await this.reader?.cancel().catch(() => undefined);
  }
}
