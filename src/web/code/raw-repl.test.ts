import { describe, expect, it } from 'vitest';
import { pythonBytesLiteral, uploadProgram } from './raw-repl.ts';
import { MicroPythonStandIn } from './raw-repl-stand-in.ts';

const BLINK = `from machine import Pin
import time

led = Pin(25, Pin.OUT)
while True:
    led.toggle()
    time.sleep_ms(500)
`;

const upload = (
  board: MicroPythonStandIn,
  program: string,
  extra: Parameters<typeof uploadProgram>[2] | object = {},
) => uploadProgram(board, program, { fileName: 'main.py', ...extra });

describe('pythonBytesLiteral', () => {
  it('keeps printable ASCII and escapes quotes, backslashes and every other byte', () => {
    expect(pythonBytesLiteral(new TextEncoder().encode("a'b\\c\nç"))).toBe("b'a\\x27b\\x5cc\\x0a\\xc3\\xa7'");
  });
});

describe('uploadProgram over the raw REPL', () => {
  it('writes a short program whole, verifies it and soft-resets the board so it runs', async () => {
    const board = new MicroPythonStandIn({}, { 'main.py': 'print("old")\n' });
    const progress: number[] = [];
    const result = await upload(board, BLINK, { onProgress: (sent: number) => progress.push(sent) });
    expect(result).toEqual({ outcome: 'uploaded', bytes: BLINK.length });
    expect(board.fileText('main.py')).toBe(BLINK);
    expect([...board.files.keys()]).toEqual(['main.py']);
    expect(progress).toEqual([0, BLINK.length]);
    expect(board.runs).toBe(1);
    // It stopped the program and entered the raw REPL before anything else, and ended with Ctrl-B, Ctrl-D.
    expect(board.received.slice(0, 5)).toEqual([0x0d, 0x03, 0x03, 0x0d, 0x01]);
    expect(board.received.slice(-3)).toEqual([0x0d, 0x02, 0x04]);
  });

  it('sends a long program with non-ASCII text in chunks that arrive byte for byte', async () => {
    const program = `# Ação! Canção com acentuação: ç ã õ é — e emojis 🎵🌈\n${'print("olá, coração 💡")\n'.repeat(40)}`;
    const bytes = new TextEncoder().encode(program);
    // Answers byte by byte, so every wait spans many pieces.
    const board = new MicroPythonStandIn({ pieceSize: 1 });
    const progress: number[] = [];
    const result = await upload(board, program, {
      chunkSize: 100,
      onProgress: (sent: number) => progress.push(sent),
    });
    expect(result).toEqual({ outcome: 'uploaded', bytes: bytes.length });
    expect(board.files.get('main.py')).toEqual(bytes);
    expect(board.fileText('main.py')).toBe(program);
    expect(progress.length).toBe(Math.ceil(bytes.length / 100) + 1);
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it('stops at the error a board raises mid-way, with its message, keeping its program and not resetting it', async () => {
    const board = new MicroPythonStandIn({ failOnWrite: 2 }, { 'main.py': 'print("old")\n' });
    const result = await upload(board, 'x = 1\n'.repeat(100), { chunkSize: 64 });
    expect(result).toEqual({ outcome: 'failed', kind: 'boardError', message: 'OSError: [Errno 28] ENOSPC' });
    expect(board.fileText('main.py')).toBe('print("old")\n');
    expect(board.runs).toBe(0);
    // It left the raw REPL (Ctrl-B), so the console works, without Ctrl-D.
    expect(board.received.slice(-2)).toEqual([0x0d, 0x02]);
  });

  it('says the board does not answer when nothing comes back', async () => {
    const board = new MicroPythonStandIn({ isSilent: true });
    expect(await upload(board, BLINK, { timeoutMs: 20 })).toEqual({ outcome: 'failed', kind: 'noAnswer' });
  });

  it('detects a file whose size on the board is not the program’s', async () => {
    const board = new MicroPythonStandIn({ dropsBytes: true }, { 'main.py': 'print("old")\n' });
    const result = await upload(board, BLINK, { chunkSize: 50 });
    expect(result).toEqual({
      outcome: 'failed',
      kind: 'sizeMismatch',
      expected: BLINK.length,
      actual: BLINK.length - Math.ceil(BLINK.length / 50),
    });
    expect(board.fileText('main.py')).toBe('print("old")\n');
    expect(board.runs).toBe(0);
  });

  it('stops when cancelled, between two chunks', async () => {
    const board = new MicroPythonStandIn({}, { 'main.py': 'print("old")\n' });
    const controller = new AbortController();
    const result = await upload(board, 'x = 1\n'.repeat(100), {
      chunkSize: 64,
      signal: controller.signal,
      onProgress: (sent: number) => sent >= 128 && controller.abort(),
    });
    expect(result).toEqual({ outcome: 'failed', kind: 'cancelled' });
    expect(board.fileText('main.py')).toBe('print("old")\n');
    expect(board.runs).toBe(0);
  });
});
