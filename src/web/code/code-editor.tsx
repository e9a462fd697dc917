import type { CompletionSource } from '@codemirror/autocomplete';
import { python, pythonLanguage } from '@codemirror/lang-python';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
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
}

/** The code.py editor (CodeMirror 6): Python highlighting and CircuitPython completion. */
export const CodeEditor = ({ value, onChange, readOnly = false, label }: CodeEditorProps) => {
  const extensions = useMemo(
    () => [
      python(),
      pythonLanguage.data.of({ autocomplete: circuitPythonSource }),
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.lineWrapping,
    ],
    [label],
  );
  return (
    <CodeMirror
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
