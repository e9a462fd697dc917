import {
  acceptCompletion,
  autocompletion,
  closeCompletion,
  completionKeymap,
  completionStatus,
  currentCompletions,
  selectedCompletion,
} from '@codemirror/autocomplete';
import { insertNewlineAndIndent } from '@codemirror/commands';
import { Prec } from '@codemirror/state';
import { type EditorView, keymap } from '@codemirror/view';

/**
 * Whether Enter takes the selected completion: only when what is typed is a strict prefix of it
 * and no choice is exactly the word typed. After a complete word (`False`, `import time`) Enter is
 * a new line, as a beginner expects; Tab always takes the choice.
 */
export const entersCompletion = (typed: string, selected: string, choices: readonly string[]): boolean =>
  typed.length < selected.length && selected.startsWith(typed) && !choices.includes(typed);

/** The word being typed: the letters, digits and underscores just before the cursor. */
const typedWord = (view: EditorView): string => {
  const { head } = view.state.selection.main;
  const line = view.state.doc.lineAt(head);
  return /\w*$/.exec(line.text.slice(0, head - line.from))?.[0] ?? '';
};

const enter = (view: EditorView): boolean => {
  if (completionStatus(view.state) !== 'active') return false;
  const selected = selectedCompletion(view.state);
  const choices = currentCompletions(view.state).map((option) => option.label);
  if (selected && entersCompletion(typedWord(view), selected.label, choices)) return acceptCompletion(view);
  // Not a completion: the list closes and the line breaks, indented as Enter does without a list.
  closeCompletion(view);
  return insertNewlineAndIndent(view);
};

/**
 * Completion with CodeMirror's keys, but Enter as above and Tab to accept. The editor's basic setup
 * leaves out its own completion, whose default keymap (Enter always accepts) would come first.
 */
export const completionWithKeys = [
  autocompletion({ defaultKeymap: false }),
  Prec.highest(
    keymap.of([
      { key: 'Enter', run: enter },
      { key: 'Tab', run: acceptCompletion },
      ...completionKeymap.filter((binding) => binding.key !== 'Enter'),
    ]),
  ),
];
