import type { CompletionSource } from '@codemirror/autocomplete';
import { python, pythonLanguage } from '@codemirror/lang-python';
import { EditorView } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef } from 'react';
import { errorLineExtension, setErrorLine } from './error-line.ts';
import { completeCircuitPython } from './python-completions.ts';

/** CircuitPython modules, their members and the Pico's pins, next to lang-python's own completions. */
const circuitPythonSource: CompletionSource = (context) => {
  const result = completeCircuitPython(context.state.doc.toString(), context.pos);
  if (!result) return null;
  return { from: result.from, options: result.options, validFor: /^\w*$/ };
};

interface CodeEditorProps {
  value: string;
  onChange: (code: string) => void;
  readOnly?: boolean;
  /** The editor's accessible name. */
  label: string;
  /** A line of code.py to mark as the one that failed (1-based), scrolled into view. */
  errorLine?: number;
}

/** The code.py editor (CodeMirror 6): Python highlighting and CircuitPython completion. */
export const CodeEditor = ({ value, onChange, readOnly = false, label, errorLine }: CodeEditorProps) => {
  const editorRef = useRef<ReactCodeMirrorRef>(null);
  useEffect(() => {
    const view = editorRef.current?.view;
    if (!view) return;
    const line = errorLine !== undefined && errorLine <= view.state.doc.lines ? errorLine : null;
    view.dispatch({
      effects: [
        setErrorLine.of(line),
        ...(line === null
          ? []
          : [EditorView.scrollIntoView(view.state.doc.line(line).from, { y: 'center' })]),
      ],
    });
  }, [errorLine]);
  const extensions = useMemo(
    () => [
      python(),
      errorLineExtension,
      pythonLanguage.data.of({ autocomplete: circuitPythonSource }),
      // tabindex: axe (and keyboard users) need long code, which scrolls, to be reachable by Tab,
      // read-only code included (it is not contenteditable then).
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
      EditorView.lineWrapping,
    ],
    [label],
  );
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
      basicSetup={{ foldGutter: false }}
    />
  );
};
