import type { BlocksContext, GeneratedProgram } from './codec.ts';
import type { BlockJson, WorkspaceJson } from './json.ts';

// SEAM STUB (issue 30): the grammar helper replaces this file with the whole generator. It knows
// chispa_program, chispa_forever, chispa_sleep with a math_number, and chispa_led_toggle only.

const numberOf = (block: BlockJson | undefined): string => String(block?.fields?.NUM ?? 0);

export const blocksToPython = (workspace: WorkspaceJson, _context: BlocksContext): GeneratedProgram => {
  const program = workspace.blocks?.blocks.find((block) => block.type === 'chispa_program');
  const pins = new Set<string>();
  const body: Array<{ text: string; id: string; simple: boolean }> = [];
  const walk = (block: BlockJson | undefined, indent: string) => {
    for (let at = block; at; at = at.next?.block) {
      const id = at.id ?? '';
      if (at.type === 'chispa_forever') {
        body.push({ text: `${indent}while True:`, id, simple: false });
        const before = body.length;
        walk(at.inputs?.DO?.block, `${indent}    `);
        if (body.length === before) body.push({ text: `${indent}    pass`, id, simple: true });
      } else if (at.type === 'chispa_sleep') {
        const seconds = at.inputs?.SECONDS?.block ?? at.inputs?.SECONDS?.shadow;
        body.push({ text: `${indent}time.sleep(${numberOf(seconds)})`, id, simple: true });
      } else if (at.type === 'chispa_led_toggle') {
        const pin = String(at.fields?.PIN ?? 'GP15');
        pins.add(pin);
        const name = `led_${pin.toLowerCase()}`;
        body.push({ text: `${indent}${name}.value = not ${name}.value`, id, simple: true });
      }
    }
  };
  walk(program?.next?.block, '');
  const head = ['import time', 'import board', 'import digitalio', ''];
  for (const pin of [...pins].sort()) {
    const name = `led_${pin.toLowerCase()}`;
    head.push(
      `${name} = digitalio.DigitalInOut(board.${pin})`,
      `${name}.direction = digitalio.Direction.OUTPUT`,
    );
  }
  head.push('');
  const lineBlocks: Record<number, string> = {};
  const traceLines: number[] = [];
  body.forEach((line, index) => {
    const number = head.length + index + 1;
    lineBlocks[number] = line.id;
    if (line.simple) traceLines.push(number);
  });
  return { code: `${[...head, ...body.map((line) => line.text)].join('\n')}\n`, lineBlocks, traceLines };
};
