import { blocksAlarm, blocksAlarmTranslations } from './guides-blocks-alarm.ts';
import { blocksBlink, blocksBlinkTranslations } from './guides-blocks-blink.ts';
import { blocksButton, blocksButtonTranslations } from './guides-blocks-button.ts';
import type { SeedGuide } from './types.ts';

/**
 * Guides written for the Blocks view (issue 30): a child of 11–13 drags blocks, the steps name
 * them as the view shows them («repetir siempre», «esperar 0.5 segundos»), and each guide opens
 * in Blocks (`view: 'blocks'`), its blocks parsed from its code. Their programs are CircuitPython
 * in the blocks' style (imports at the top, one setup per pin, `while True:`), the same in every
 * language. Written in Spanish, each with a Portuguese and an English version.
 */
export const blocksGuides: SeedGuide[] = [
  blocksBlink,
  ...blocksBlinkTranslations,
  blocksButton,
  ...blocksButtonTranslations,
  blocksAlarm,
  ...blocksAlarmTranslations,
];
