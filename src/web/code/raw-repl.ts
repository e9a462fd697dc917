/**
 * Writes a program to a MicroPython board through its raw REPL (issue 29). A MicroPython board
 * has no drive to copy `main.py` to: tools such as mpremote and Thonny type Python into the
 * board's REPL instead. The raw REPL (Ctrl-A) does not echo and answers each command, sent with
 * Ctrl-D, with `OK`, its output, `\x04`, its error, `\x04>`: that is what lets a program check each
 * step. No DOM here: the board is any `ReplPort` (the Web Serial console, or a test's stand-in).
 */

/** The board's serial line: bytes out, and everything the board sends to a listener. */
export interface ReplPort {
  write(bytes: Uint8Array): Promise<void>;
  /** Sends the board's bytes to `listener` until the returned function is called. */
  listen(listener: (bytes: Uint8Array) => void): () => void;
}

export type UploadFailure =
  | { kind: 'noAnswer' }
  | { kind: 'boardError'; message: string }
  | { kind: 'sizeMismatch'; expected: number; actual: number }
  | { kind: 'cancelled' };

export type UploadResult = { outcome: 'uploaded'; bytes: number } | ({ outcome: 'failed' } & UploadFailure);

export interface UploadOptions {
  /** The file the board runs at start. */
  fileName: string;
  /** Called as chunks are accepted: bytes of the file sent so far, of `total`. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** How long the board may stay silent before it counts as not answering. */
  timeoutMs?: number;
  /** Bytes of the file per `f.write` (a command is up to four times as long, escaped). */
  chunkSize?: number;
}

export const CTRL_A = 0x01;
export const CTRL_B = 0x02;
export const CTRL_C = 0x03;
export const CTRL_D = 0x04;

const RAW_REPL_BANNER = 'raw REPL; CTRL-B to exit\r\n>';
const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_CHUNK_SIZE = 192;
/** The board reads a command into a buffer as it comes; long writes go in slices (as mpremote does). */
const WRITE_SLICE = 256;

class UploadStop extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.kind);
  }
}

/** The bytes the board has sent and not yet been read, and a way to wait for more. */
class Inbox {
  private bytes: number[] = [];
  private wake: (() => void) | undefined;

  readonly push = (chunk: Uint8Array) => {
    for (const byte of chunk) this.bytes.push(byte);
    this.wake?.();
  };

  /** Waits until `ending` arrives; returns what came before it and drops both. */
  async readUntil(ending: Uint8Array, timeoutMs: number, signal?: AbortSignal): Promise<Uint8Array> {
    for (;;) {
      const at = indexOf(this.bytes, ending);
      if (at >= 0) {
        const before = this.bytes.slice(0, at);
        this.bytes = this.bytes.slice(at + ending.length);
        return Uint8Array.from(before);
      }
      await this.more(timeoutMs, signal);
    }
  }

  discard() {
    this.bytes = [];
  }

  private more(timeoutMs: number, signal?: AbortSignal) {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new UploadStop({ kind: 'cancelled' }));
      const done = (error?: UploadStop) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.wake = undefined;
        if (error) reject(error);
        else resolve();
      };
      const onAbort = () => done(new UploadStop({ kind: 'cancelled' }));
      const timer = setTimeout(() => done(new UploadStop({ kind: 'noAnswer' })), timeoutMs);
      signal?.addEventListener('abort', onAbort);
      this.wake = () => done();
    });
  }
}

const indexOf = (haystack: readonly number[], needle: Uint8Array): number => {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const bytesOf = (text: string) => encoder.encode(text);

/** `bytes` as a Python bytes literal: printable ASCII as itself, every other byte as `\xNN`. */
export const pythonBytesLiteral = (bytes: Uint8Array): string => {
  let body = '';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    if (byte >= 0x20 && byte < 0x7f && char !== '\\' && char !== "'") body += char;
    else body += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `b'${body}'`;
};

/** The message of a traceback: its last line (`OSError: [Errno 28] ENOSPC`). */
const lastLineOf = (text: string) => text.trimEnd().split(/\r?\n/).at(-1)?.trim() ?? text;

/** One raw-REPL session on a port: enter, run commands, leave. */
class RawRepl {
  private readonly inbox = new Inbox();
  private readonly stopListening: () => void;

  constructor(
    private readonly port: ReplPort,
    private readonly timeoutMs: number,
    private readonly signal?: AbortSignal,
  ) {
    this.stopListening = port.listen(this.inbox.push);
  }

  private async send(bytes: Uint8Array) {
    if (this.signal?.aborted) throw new UploadStop({ kind: 'cancelled' });
    for (let at = 0; at < bytes.length; at += WRITE_SLICE)
      await this.port.write(bytes.subarray(at, at + WRITE_SLICE));
  }

  private readUntil(text: string) {
    return this.inbox.readUntil(bytesOf(text), this.timeoutMs, this.signal);
  }

  /** Stops the running program (Ctrl-C twice) and enters the raw REPL (Ctrl-A). */
  async enter() {
    await this.send(Uint8Array.of(0x0d, CTRL_C, CTRL_C));
    await this.send(Uint8Array.of(0x0d, CTRL_A));
    await this.readUntil(RAW_REPL_BANNER);
  }

  /** Runs `code` on the board; returns what it printed, or stops on the error it raised. */
  async exec(code: string): Promise<string> {
    await this.send(Uint8Array.from([...bytesOf(code), CTRL_D]));
    const answer = await this.readUntil('OK');
    if (answer.length > 0) throw new UploadStop({ kind: 'boardError', message: decoder.decode(answer) });
    const output = decoder.decode(await this.readUntil('\x04'));
    const error = decoder.decode(await this.readUntil('\x04'));
    await this.readUntil('>');
    if (error.trim()) throw new UploadStop({ kind: 'boardError', message: lastLineOf(error) });
    return output;
  }

  /** Leaves the raw REPL (Ctrl-B) and, when asked, soft-resets (Ctrl-D) so main.py runs. */
  async leave(reset: boolean) {
    this.stopListening();
    await this.port.write(Uint8Array.of(0x0d, CTRL_B)).catch(() => undefined);
    if (reset) await this.port.write(Uint8Array.of(CTRL_D)).catch(() => undefined);
  }
}

/** Where the program is written first: the board's main.py is replaced only by a whole, checked copy. */
export const UPLOAD_TEMP_FILE = 'chispa-upload.tmp';

/**
 * Writes `program` to the board as `options.fileName`: interrupt, raw REPL, a temporary file opened
 * and written a chunk at a time (each chunk a bytes literal, so every byte arrives as it is),
 * closed, its size read back and compared with the UTF-8 length, then renamed over the program
 * file, whose size is read back too; then the raw REPL left and the board soft-reset, so it runs
 * the new program. A failure or a cancel leaves the board's program as it was, and does not reset.
 */
export const uploadProgram = async (
  port: ReplPort,
  program: string,
  options: UploadOptions,
): Promise<UploadResult> => {
  const { fileName, onProgress, signal } = options;
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const bytes = bytesOf(program);
  const repl = new RawRepl(port, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal);
  const temp = JSON.stringify(UPLOAD_TEMP_FILE);
  const name = JSON.stringify(fileName);
  const checkSize = async (file: string) => {
    const printed = await repl.exec(`import os\nprint(os.stat(${file})[6])`);
    const actual = Number.parseInt(printed.trim(), 10);
    if (actual !== bytes.length) {
      const kind = 'sizeMismatch';
      throw new UploadStop({ kind, expected: bytes.length, actual: Number.isNaN(actual) ? -1 : actual });
    }
  };
  let isUploaded = false;
  try {
    await repl.enter();
    await repl.exec(`f=open(${temp},'wb')`);
    onProgress?.(0, bytes.length);
    for (let at = 0; at < bytes.length; at += chunkSize) {
      const chunk = bytes.subarray(at, at + chunkSize);
      await repl.exec(`f.write(${pythonBytesLiteral(chunk)})`);
      onProgress?.(at + chunk.length, bytes.length);
    }
    await repl.exec('f.close()');
    await checkSize(temp);
    // FAT cannot rename over a file; littlefs can. Removing first works on both.
    await repl.exec(
      `import os\ntry:\n os.remove(${name})\nexcept OSError:\n pass\nos.rename(${temp},${name})`,
    );
    await checkSize(name);
    isUploaded = true;
    return { outcome: 'uploaded', bytes: bytes.length };
  } catch (error) {
    if (error instanceof UploadStop) return { outcome: 'failed', ...error.failure };
    throw error;
  } finally {
    await repl.leave(isUploaded);
  }
};
