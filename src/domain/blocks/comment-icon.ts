import { parser } from '@lezer/python';
import type { BlockJson } from './json.ts';

/**
 * A block's comment (Blockly's comment icon, the context menu's "Add comment") is the comment at
 * the end of that block's line in code.py: `led.value = True  # encender`, `while True:  # siempre`.
 * The generator writes it there and the parser reads it back onto the block, so a typed program's
 * comments stay with their lines through blocks → Python → blocks.
 */

/** Blockly 13's comment icon state (`CommentState`) as it saves a new, closed comment. */
const CLOSED_COMMENT = { pinned: false, height: 80, width: 160 } as const;

/**
 * A comment's text as one line of code.py can hold it: a comment ends at its line, so the lines of
 * a longer one are joined with a space, and the ends trimmed. The parser reads the same text back.
 */
export const commentLineOf = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** A block's comment icon, as Blockly serializes one; none for a blank comment. */
export const commentIcon = (text: string): Record<string, unknown> | undefined => {
  const line = commentLineOf(text);
  return line === '' ? undefined : { comment: { text: line, ...CLOSED_COMMENT } };
};

/** The block with that comment (a blank one leaves it as it was). */
export const withCommentIcon = (block: BlockJson, text: string): BlockJson => {
  const icons = commentIcon(text);
  if (icons) block.icons = { ...block.icons, ...icons };
  return block;
};

/** The block's comment as the line it goes on writes it; '' for none (or anything that is not text). */
export const blockCommentOf = (block: BlockJson): string => {
  const icons = block.icons;
  const comment = icons && typeof icons === 'object' ? (icons as Record<string, unknown>).comment : undefined;
  const text = comment && typeof comment === 'object' ? (comment as { text?: unknown }).text : undefined;
  return typeof text === 'string' ? commentLineOf(text) : '';
};

/** `line  # comment`, two spaces before the `#` as PEP 8 has it. */
export const withTrailingComment = (line: string, comment: string): string =>
  comment === '' ? line : `${line}  # ${comment}`;

/** Code with the comment at the end of its first statement (a setup's first line, or its first call's closing line). */
export const withCommentAfterFirstStatement = (code: string, comment: string): string => {
  const first = parser.parse(code).topNode.firstChild;
  if (comment === '' || !first) return code;
  const end = code.slice(0, first.to).trimEnd().length;
  return `${withTrailingComment(code.slice(0, end), comment)}${code.slice(end)}`;
};
