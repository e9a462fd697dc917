import type { CompletionSource } from '@codemirror/autocomplete';
import { isolateHistory } from '@codemirror/commands';
import { python, pythonLanguage } from '@codemirror/lang-python';
import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import type { CodeLanguage } from '../../domain/code/language.ts';
import { type ApplyCodeEdit, lastInsertOf } from './code-edits.ts';
import { completionWithKeys } from './completion-keys.ts';
import { errorLineExtension, setErrorLine } from './error-line.ts';
import { handoverSpec } from './handover.ts';
import type { PlainSnapshot } from './plain-editing.ts';
import { completePython } from './python-completions.ts';

/**
 * The completion list's selected option while its results are being updated: CodeMirror's grey
 * (#777, white text 4.48:1) is a shade too light for AA; this one is 5.7:1.
 */
const completionContrast = EditorView.theme({
  '.cm-tooltip-autocomplete-disabled ul li[aria-selected]': { background: '#666' },
});

/**
 * The project language's modules and their members (CircuitPython's with the Pico's pins, or
 * MicroPython's), next to lang-python's own completions. The language is read at each request.
 */
const pythonApiSource =
  (languageRef: RefObject<CodeLanguage | undefined>): CompletionSource =>
  (context) => {
    const result = completePython(context.state.doc.toString(), context.pos, languageRef.current);
    if (!result) return null;
    return { from: result.from, options: result.options, validFor: /^\w*$/ };
  };

export interface CodeEditorProps {
  value: string;
  onChange: (code: string) => void;
  readOnly?: boolean;
  /** The editor's accessible name. */
  label: string;
  /** A line of code.py to mark as the one that failed (1-based), scrolled into view. */
  errorLine?: number;
  /**
   * Called as the editor is created: what the plain editor it replaces holds (text, selection,
   * scroll, focus), taken over in the same task, so no key pressed meanwhile goes astray.
   */
  takeOver?: () => PlainSnapshot | null;
  /** The editor holds the code and can be shown (the plain editor goes). */
  onLive?: () => void;
  /** Where the page's edits reach this editor once it is live. */
  editRef?: RefObject<ApplyCodeEdit | null>;
  /** The project's language, for completion (CircuitPython when left out). */
  language?: CodeLanguage;
}

/** The page's edits as one undo step of their own, the changed text selected and in view. */
const editTargetOf =
  (view: EditorView): ApplyCodeEdit =>
  (changesFor) => {
    const changes = changesFor(view.state.doc.toString());
    const selected = lastInsertOf(changes);
    if (!selected) return;
    view.dispatch({
      changes: [...changes],
      selection: EditorSelection.single(selected.start, selected.end),
      scrollIntoView: true,
      userEvent: 'input.replace',
      annotations: isolateHistory.of('full'),
    });
    view.focus();
  };

const markErrorLine = (view: EditorView, errorLine: number | undefined) => {
  const line = errorLine !== undefined && errorLine <= view.state.doc.lines ? errorLine : null;
  view.dispatch({
    effects: [
      setErrorLine.of(line),
      ...(line === null ? [] : [EditorView.scrollIntoView(view.state.doc.line(line).from, { y: 'center' })]),
    ],
  });
};

/**
 * Shows `line` at the top of the view, `offset` pixels of it above the view's top, as the plain
 * editor did: measured twice, since the first layout only estimates the heights of lines not drawn.
 */
const scrollTo = (view: EditorView, line: number, offset: number, passes = 2) => {
  if (line <= 1 && offset <= 0) return;
  const from = view.state.doc.line(Math.min(line, view.state.doc.lines)).from;
  view.requestMeasure({
    read: () => view.lineBlockAt(from).top + view.documentPadding.top + offset,
    write: (top) => {
      view.scrollDOM.scrollTop = top;
      if (passes > 1) scrollTo(view, line, offset, passes - 1);
    },
  });
};

/** The program's editor (CodeMirror 6): Python highlighting and completion in the project's language. */
export const CodeEditor = (props: CodeEditorProps) => {
  const { value, onChange, readOnly = false, label, errorLine, takeOver, onLive, editRef, language } = props;
  const languageRef = useRef(language);
  languageRef.current = language;
  const editorRef = useRef<ReactCodeMirrorRef>(null);
  const editTarget = useRef<ApplyCodeEdit | null>(null);
  useEffect(
    () => () => {
      if (editRef && editRef.current === editTarget.current) editRef.current = null;
    },
    [editRef],
  );
  const errorLineRef = useRef(errorLine);
  errorLineRef.current = errorLine;
  useEffect(() => {
    const view = editorRef.current?.view;
    if (view) markErrorLine(view, errorLine);
  }, [errorLine]);
  const extensions = useMemo(
    () => [
      python(),
      errorLineExtension,
      pythonLanguage.data.of({ autocomplete: pythonApiSource(languageRef) }),
      // tabindex: axe (and keyboard users) need long code, which scrolls, to be reachable by Tab,
      // read-only code included (it is not contenteditable then).
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
      EditorView.lineWrapping,
      completionContrast,
      completionWithKeys,
    ],
    [label],
  );
  const onCreateEditor = (view: EditorView) => {
    const plain = takeOver?.() ?? null;
    if (plain) view.dispatch(handoverSpec(view.state, plain));
    onLive?.();
    editTarget.current = editTargetOf(view);
    if (editRef) editRef.current = editTarget.current;
    if (plain?.hasFocus) view.focus();
    if (plain) scrollTo(view, plain.topLine, plain.topLineOffset);
    // An error marked before the editor was there (a run started from the plain editor).
    if (errorLineRef.current !== undefined) markErrorLine(view, errorLineRef.current);
  };
  return (
    <CodeMirror
      ref={editorRef}
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      extensions={extensions}
      height="100%"
      style={{ height: '100%', fontSize: 14 }}
      basicSetup={{ foldGutter: false, autocompletion: false, completionKeymap: false }}
      onCreateEditor={onCreateEditor}
    />
  );
};
