import { Fragment, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { type ApplyCodeEdit, lastInsertOf } from './code-edits.ts';
import classes from './plain-code-editor.module.css';
import { type Edit, indentLess, indentMore, newlineAndIndent, tabLeaves } from './plain-editing.ts';

export interface PlainCodeEditorProps {
  value: string;
  onChange: (code: string) => void;
  readOnly: boolean;
  /** The editor's accessible name: the same as CodeMirror's, so both are one textbox to find. */
  label: string;
  /** A line of code.py to mark as the one that failed (1-based). */
  errorLine?: number;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** Where the page's edits reach this editor while it is the one shown. */
  editRef?: RefObject<ApplyCodeEdit | null>;
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/**
 * Applies `edit` as typing would (execCommand keeps the textarea's own undo, and fires the input
 * event React listens to); where the browser refuses, sets the text and fires the event itself.
 */
const applyEdit = (field: HTMLTextAreaElement, edit: Edit) => {
  for (const change of [...edit.changes].reverse()) {
    field.setSelectionRange(change.from, change.to);
    const isDone = change.insert
      ? document.execCommand('insertText', false, change.insert)
      : document.execCommand('delete');
    if (!isDone) {
      field.setRangeText(change.insert, change.from, change.to, 'end');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  field.setSelectionRange(edit.start, edit.end);
};

/** Takes the page's edits while mounted; focused first, so the textarea's own undo records them. */
const useEditTarget = (
  editRef: RefObject<ApplyCodeEdit | null> | undefined,
  fieldRef: RefObject<HTMLTextAreaElement | null>,
) =>
  useEffect(() => {
    if (!editRef) return;
    const apply: ApplyCodeEdit = (changesFor) => {
      const field = fieldRef.current;
      const changes = field ? changesFor(field.value) : [];
      const selected = lastInsertOf(changes);
      if (!field || !selected) return;
      field.focus();
      applyEdit(field, { changes: [...changes], ...selected });
    };
    editRef.current = apply;
    return () => {
      if (editRef.current === apply) editRef.current = null;
    };
  }, [editRef, fieldRef]);

/**
 * code.py in a textarea that looks like the CodeMirror editor (numbers, font, wrapping, padding):
 * shown from the first frame, editable at once, while CodeMirror downloads (code-surface.tsx).
 * Enter keeps the indentation (deeper after `:`), Tab and Shift+Tab indent the lines, Escape then
 * Tab leaves — CodeMirror's keys in code-editor.tsx. No highlighting, no completion.
 */
export const PlainCodeEditor = (props: PlainCodeEditorProps) => {
  const { value, onChange, readOnly, label, errorLine, fieldRef, scrollerRef, editRef } = props;
  const escapedAt = useRef<number | null>(null);
  useEditTarget(editRef, fieldRef);
  const lines = value.split('\n');

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    if (event.key === 'Escape') {
      escapedAt.current = Date.now();
      return;
    }
    const lastEscape = escapedAt.current;
    if (!MODIFIERS.has(event.key)) escapedAt.current = null;
    if (readOnly || event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    const selection = { text: field.value, start: field.selectionStart, end: field.selectionEnd };
    let edit: Edit | null = null;
    if (event.key === 'Tab') {
      if (tabLeaves(lastEscape, Date.now())) return;
      event.preventDefault();
      edit = event.shiftKey ? indentLess(selection) : indentMore(selection);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      edit = newlineAndIndent(selection);
    }
    if (edit) applyEdit(field, edit);
  };

  return (
    <div className={classes.plain} ref={scrollerRef} data-code-editor="plain">
      <div
        className={classes.grid}
        style={{ gridTemplateRows: `4px repeat(${lines.length}, auto) minmax(4px, 1fr)` }}
      >
        <div className={classes.gutter} aria-hidden="true" />
        {lines.map((line, index) => {
          const row = index + 2;
          const isError = errorLine === index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its number
            <Fragment key={index}>
              <div className={classes.number} style={{ gridRow: row }} aria-hidden="true">
                {index + 1}
              </div>
              <div
                className={isError ? `${classes.text} ${classes.errorLine}` : classes.text}
                style={{ gridRow: row }}
                aria-hidden="true"
                data-line={index + 1}
                data-text={line || ' '}
              />
            </Fragment>
          );
        })}
        <textarea
          ref={fieldRef}
          className={classes.field}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={readOnly}
          aria-label={label}
          rows={1}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          translate="no"
          wrap="soft"
        />
      </div>
    </div>
  );
};
