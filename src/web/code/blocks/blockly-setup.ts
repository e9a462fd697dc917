import * as Blockly from 'blockly/core';
import 'blockly/blocks';
import { BLOCK_DEFINITIONS, TOOLBOX } from '../../../domain/blocks/catalogue.ts';
import type { Locale } from '../../../domain/locales.ts';
import { type TFunction, textsUnder } from '../../i18n/i18n.ts';
import { registerPinField } from './field-chispa-pin.ts';

/** Blockly's own translations (core blocks, menus, keyboard announcements), one chunk per language. */
const BLOCKLY_MESSAGES: Record<Locale, () => Promise<Record<string, unknown>>> = {
  es: () => import('blockly/msg/es'),
  pt: () => import('blockly/msg/pt-br'),
  en: () => import('blockly/msg/en'),
};

const onlyTexts = (messages: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

let isDefined = false;

/**
 * Blockly in `locale`: its own messages, ours (`blocks.msg.<KEY>` → `Blockly.Msg[<KEY>]`, which
 * the definitions' `%{BKY_<KEY>}` read when a block is made), and our blocks defined once. The
 * `blocks` text area is already downloaded (blocks-loader.ts brings it with this module).
 */
/** How much of a field's text a block shows before "…": a comment line, a print's message. */
const TEXT_SHOWN_MAX = 100;

export const prepareBlockly = async (locale: Locale) => {
  Blockly.setLocale(onlyTexts(await BLOCKLY_MESSAGES[locale]()));
  const ours = textsUnder(locale, 'blocks.msg');
  for (const [key, text] of Object.entries(ours)) if (typeof text === 'string') Blockly.Msg[key] = text;
  if (isDefined) return;
  registerPinField();
  // A text cut to Blockly's 50 characters shows "…" where its name has the rest: a screen reader
  // and the eye would disagree (a comment line of the starter is longer). Cut later.
  // Each field sets its own 50 in its constructor (an assignment): an accessor here takes it.
  Object.defineProperty(Blockly.Field.prototype, 'maxDisplayLength', {
    get: () => TEXT_SHOWN_MAX,
    set: () => {},
    configurable: true,
  });
  // Blockly draws a field's spaces as no-break spaces, so what shows is not the text of its name
  // (axe: label-content-name-mismatch). Plain spaces, kept by `white-space: pre` (the view's CSS).
  (Blockly.Field as unknown as { NBSP: string }).NBSP = ' ';
  Blockly.common.defineBlocksWithJsonArray(BLOCK_DEFINITIONS.map((definition) => ({ ...definition })));
  isDefined = true;
};

/** The toolbox of catalogue.ts, its categories named in the page's language. */
export const toolboxOf = (t: TFunction): Blockly.utils.toolbox.ToolboxDefinition => ({
  kind: 'categoryToolbox',
  contents: TOOLBOX.map((category) => ({
    kind: 'category',
    name: t(`blocks.category.${category.id}`),
    colour: category.colour,
    ...(category.custom
      ? { custom: category.custom }
      : { contents: category.blocks.map((block) => ({ kind: 'block', ...block })) }),
  })),
});
