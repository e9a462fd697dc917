import { type Extension, StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

/** Marks the line a traceback points at; `null` clears it. Editing the document clears it too. */
export const setErrorLine = StateEffect.define<number | null>();

const errorLineMark = Decoration.line({ class: 'cm-errorLine', attributes: { 'data-error-line': '' } });

const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = transaction.docChanged ? Decoration.none : marks;
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      next =
        line !== null && line >= 1 && line <= transaction.state.doc.lines
          ? Decoration.set([errorLineMark.range(transaction.state.doc.line(line).from)])
          : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const errorLineTheme = EditorView.baseTheme({
  '.cm-errorLine': {
    backgroundColor: 'rgba(250, 82, 82, 0.16)',
    boxShadow: 'inset 3px 0 0 #c92a2a',
  },
});

export const errorLineExtension: Extension = [errorLineField, errorLineTheme];
