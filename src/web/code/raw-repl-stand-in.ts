import type { ReplPort } from './raw-repl.ts';

/**
 * Tests only: a stand-in for a MicroPython board on a serial port, speaking the raw REPL as the
 * firmware does (pyexec.c): Ctrl-C stops the program, Ctrl-A prints the raw banner, a command
 * ends with Ctrl-D and is answered `OK`, output, `\x04`, error, `\x04>`; Ctrl-B goes back to the
 * friendly REPL, where Ctrl-D soft-resets and runs main.py. It understands the few statements an
 * upload sends (open, f.write of a bytes literal, close, os.stat, remove and rename) against an
 * in-memory file system, and answers anything else with a Traceback, as a board would.
 */

export interface StandInOptions {
  /** The board's answers arrive in pieces this big (1: byte by byte). */
  pieceSize?: number;
  /** Never answers (a board busy elsewhere, or not running MicroPython). */
  isSilent?: boolean;
  /** The nth `f.write` (1-based) raises `OSError: [Errno 28] ENOSPC`, as a full flash does. */
  failOnWrite?: number;
  /** Every `f.write` loses its last byte (a line that drops bytes). */
  dropsBytes?: boolean;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The bytes of a Python bytes literal of the kind the uploader writes (`b'…\x..'`). */
const parseBytesLiteral = (literal: string): number[] | undefined => {
  const body = /^b'((?:[^'\\]|\\x[0-9a-f]{2}|\\\\|\\')*)'$/.exec(literal)?.[1];
  if (body === undefined) return undefined;
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 1) {
    if (body[i] === '\\' && body[i + 1] === 'x') {
      bytes.push(Number.parseInt(body.slice(i + 2, i + 4), 16));
      i += 3;
    } else if (body[i] === '\\') {
      bytes.push(body.charCodeAt(i + 1));
      i += 1;
    } else bytes.push(body.charCodeAt(i));
  }
  return bytes;
};

const traceback = (error: string) =>
  `Traceback (most recent call last):\r\n  File "<stdin>", line 1, in <module>\r\n${error}\r\n`;

export class MicroPythonStandIn implements ReplPort {
  readonly files = new Map<string, Uint8Array>();
  /** Every byte the host wrote, for tests that read the conversation. */
  readonly received: number[] = [];
  /** How many times main.py was run by a soft reset. */
  runs = 0;
  private listeners = new Set<(bytes: Uint8Array) => void>();
  private mode: 'running' | 'friendly' | 'raw' = 'running';
  private command: number[] = [];
  private open: { name: string; bytes: number[] } | undefined;
  private writes = 0;

  /** `files`: what the board's file system holds already (a previous main.py). */
  constructor(
    private readonly options: StandInOptions = {},
    files: Record<string, string> = {},
  ) {
    for (const [name, text] of Object.entries(files)) this.files.set(name, encoder.encode(text));
  }

  listen(listener: (bytes: Uint8Array) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async write(bytes: Uint8Array) {
    this.received.push(...bytes);
    if (this.options.isSilent) return;
    for (const byte of bytes) this.take(byte);
  }

  /** Sends `text` to the host asynchronously, in pieces, as a USB line delivers it. */
  private say(text: string) {
    const bytes = encoder.encode(text);
    const size = this.options.pieceSize ?? 64;
    for (let at = 0; at < bytes.length; at += size) {
      const piece = bytes.slice(at, at + size);
      queueMicrotask(() => {
        for (const listener of this.listeners) listener(piece);
      });
    }
  }

  private take(byte: number) {
    if (this.mode === 'raw') return this.takeRaw(byte);
    if (byte === 0x03) {
      if (this.mode === 'running') this.say('Traceback (most recent call last):\r\nKeyboardInterrupt:\r\n');
      this.mode = 'friendly';
      this.say('\r\n>>> ');
    } else if (byte === 0x01 && this.mode === 'friendly') {
      this.mode = 'raw';
      this.command = [];
      this.say('\r\nraw REPL; CTRL-B to exit\r\n>');
    } else if (byte === 0x04 && this.mode === 'friendly') {
      this.say('MPY: soft reboot\r\n');
      this.runMain();
    }
  }

  private takeRaw(byte: number) {
    if (byte === 0x02) {
      this.mode = 'friendly';
      this.say(
        '\r\nMicroPython v1.24.1 on 2024-11-29; Raspberry Pi Pico W with RP2040\r\nType "help()" for more information.\r\n>>> ',
      );
    } else if (byte === 0x01) {
      this.command = [];
      this.say('\r\nraw REPL; CTRL-B to exit\r\n>');
    } else if (byte === 0x03) {
      this.command = [];
    } else if (byte === 0x04) {
      const source = decoder.decode(Uint8Array.from(this.command));
      this.command = [];
      const { output, error } = this.execute(source);
      this.say(`OK${output}\x04${error}\x04>`);
    } else this.command.push(byte);
  }

  private execute(source: string): { output: string; error: string } {
    const done = (output = '') => ({ output, error: '' });
    const fail = (error: string) => ({ output: '', error: traceback(error) });
    const opened = /^f=open\("([^"]+)",'wb'\)$/.exec(source);
    if (opened?.[1]) {
      this.open = { name: opened[1], bytes: [] };
      return done();
    }
    const written = /^f\.write\((.*)\)$/s.exec(source);
    if (written) {
      const bytes = parseBytesLiteral(written[1] ?? '');
      if (!this.open) return fail("NameError: name 'f' isn't defined");
      if (!bytes) return fail('SyntaxError: invalid syntax');
      this.writes += 1;
      if (this.writes === this.options.failOnWrite) return fail('OSError: [Errno 28] ENOSPC');
      this.open.bytes.push(...(this.options.dropsBytes ? bytes.slice(0, -1) : bytes));
      return done();
    }
    if (source === 'f.close()' && this.open) {
      this.files.set(this.open.name, Uint8Array.from(this.open.bytes));
      this.open = undefined;
      return done();
    }
    const renamed =
      /^import os\ntry:\n os\.remove\("([^"]+)"\)\nexcept OSError:\n pass\nos\.rename\("([^"]+)","([^"]+)"\)$/.exec(
        source,
      );
    if (renamed?.[1] && renamed[2] && renamed[3]) {
      const file = this.files.get(renamed[2]);
      if (!file) return fail('OSError: [Errno 2] ENOENT');
      this.files.delete(renamed[1]);
      this.files.delete(renamed[2]);
      this.files.set(renamed[3], file);
      return done();
    }
    const stat = /^import os\nprint\(os\.stat\("([^"]+)"\)\[6\]\)$/.exec(source);
    if (stat?.[1]) {
      const file = this.files.get(stat[1]);
      return file ? done(`${file.length}\r\n`) : fail('OSError: [Errno 2] ENOENT');
    }
    return fail('SyntaxError: invalid syntax');
  }

  private runMain() {
    this.mode = 'running';
    if (this.files.has('main.py')) {
      this.runs += 1;
      this.say('main.py is running\r\n');
    } else this.say('MicroPython v1.24.1\r\n>>> ');
  }

  /** main.py as text, decoded as the board's own file system would hand it back. */
  fileText(name: string) {
    const file = this.files.get(name);
    return file && decoder.decode(file);
  }
}
