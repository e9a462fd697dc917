import type { Diagram } from '../circuit/diagram.ts';
import type { Locale } from '../locales.ts';
import { blinkIntroFor, type ProjectStarter, starterProjectFor } from '../project-starter.ts';
import { canStartInBlocks } from '../project-view.ts';
import { BOARD_LED_PIN } from './devices.ts';
import { PROGRAM_X, PROGRAM_Y } from './from-python.ts';
import { block } from './from-python-expressions.ts';
import type { BlockJson, CodeView, WorkspaceJson } from './json.ts';
import { blocksToPython } from './to-python.ts';

/**
 * How a project started in Blocks begins (issue 30): its code.py is what its blocks write, so it
 * opens as those blocks and nothing else. Kept apart from project-starter.ts, which the pages'
 * bundle imports: the generator comes only to the server and the Blocks view.
 */

const stacked = (blocks: BlockJson[]): BlockJson | undefined => {
  for (let at = blocks.length - 1; at > 0; at -= 1) {
    (blocks[at - 1] as BlockJson).next = { block: blocks[at] as BlockJson };
  }
  return blocks[0];
};

const program = (...blocks: BlockJson[]): WorkspaceJson => {
  const root: BlockJson = { type: 'chispa_program', x: PROGRAM_X, y: PROGRAM_Y };
  const first = stacked(blocks);
  if (first) root.next = { block: first };
  return { blocks: { languageVersion: 0, blocks: [root] } };
};

const led = (state: 'ON' | 'OFF') => block('chispa_led_set', { PIN: BOARD_LED_PIN, STATE: state });
const wait = () => block('chispa_sleep', {}, { SECONDS: block('math_number', { NUM: 0.5 }) });

/** The Pico starter as blocks: what it does, then forever the Pico's own LED on, wait, off, wait. */
export const blinkBlocksFor = (lang: Locale): WorkspaceJson =>
  program(
    ...blinkIntroFor(lang).map((text) => block('chispa_comment', { TEXT: text })),
    block('chispa_forever', {}, {}, undefined, { DO: stacked([led('ON'), wait(), led('OFF'), wait()]) }),
  );

/** The blocks a starter begins with in Blocks: the blink, or an empty program. */
export const starterBlocksFor = (starter: ProjectStarter, lang: Locale): WorkspaceJson =>
  starter === 'pico' ? blinkBlocksFor(lang) : program();

/**
 * What the server stores for a new project of this starter in this view: in Blocks, the code its
 * blocks write (an empty program writes nothing); in Python (and for a starter the blocks cannot
 * write), the starter's own commented code.
 */
export const starterProjectInView = (
  starter: ProjectStarter,
  lang: Locale,
  codeView: CodeView,
): { diagram: Diagram; code: string } => {
  const project = starterProjectFor(starter, lang);
  if (codeView !== 'blocks' || !canStartInBlocks(starter)) return project;
  return { ...project, code: blocksToPython(starterBlocksFor(starter, lang), { locale: lang }).code };
};
