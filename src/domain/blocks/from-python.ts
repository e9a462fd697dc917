import type { BlocksContext, ParsedProgram } from './codec.ts';
import type { BlockJson } from './json.ts';

// SEAM STUB (issue 30): the grammar helper replaces this file with the parser on @lezer/python. It
// reads `while True:`, `time.sleep(n)` and `<name>.value = not <name>.value` of a GP pin only.

export const pythonToBlocks = (code: string, _context: BlocksContext): ParsedProgram => {
  const pinOf = new Map<string, string>();
  for (const match of code.matchAll(/^(\w+) = digitalio\.DigitalInOut\(board\.(GP\d+)\)$/gm)) {
    pinOf.set(match[1] ?? '', match[2] ?? '');
  }
  const root: BlockJson = { type: 'chispa_program', x: 20, y: 20 };
  let tail: BlockJson = root;
  let inside: BlockJson | null = null;
  const append = (block: BlockJson) => {
    if (inside) {
      let last = inside.inputs?.DO?.block;
      if (!last) inside.inputs = { DO: { block } };
      else {
        while (last.next?.block) last = last.next.block;
        last.next = { block };
      }
    } else {
      tail.next = { block };
      tail = block;
    }
  };
  let foreign = 0;
  for (const line of code.split('\n')) {
    const text = line.trim();
    if (text === '' || /^(import |\w+ = digitalio|\w+\.direction = )/.test(text)) continue;
    if (text === 'while True:') {
      const loop: BlockJson = { type: 'chispa_forever' };
      append(loop);
      inside = loop;
      continue;
    }
    const sleep = /^time\.sleep\(([\d.]+)\)$/.exec(text);
    const toggle = /^(\w+)\.value = not \1\.value$/.exec(text);
    if (sleep) {
      append({
        type: 'chispa_sleep',
        inputs: { SECONDS: { shadow: { type: 'math_number', fields: { NUM: Number(sleep[1]) } } } },
      });
    } else if (toggle && pinOf.has(toggle[1] ?? '')) {
      append({ type: 'chispa_led_toggle', fields: { PIN: pinOf.get(toggle[1] ?? '') ?? 'GP15' } });
    } else {
      foreign += 1;
    }
  }
  return { workspace: { blocks: { languageVersion: 0, blocks: [root] } }, foreign };
};
