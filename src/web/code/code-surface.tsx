import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { CodeLanguage } from '../../domain/code/language.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { codeEditorLoader, useLoader } from './code-editor-loader.ts';
import type { ApplyCodeEdit } from './code-edits.ts';
import classes from './code-surface.module.css';
import { PlainCodeEditor } from './plain-code-editor.tsx';
import { scrollPlaceOf, snapshotOf } from './plain-editing.ts';

export interface CodeSurfaceProps {
  value: string;
  onChange: (code: string) => void;
  readOnly: boolean;
  /** The editor's accessible name, the plain one's and CodeMirror's. */
  label: string;
  errorLine?: number;
  /** Set to the editor shown now, for the page's edits (code-edits.ts). */
  editRef?: RefObject<ApplyCodeEdit | null>;
  /** The project's language, for CodeMirror's completion. */
  language?: CodeLanguage;
}

/**
 * code.py, editable from the first frame: a plain editor (a textarea that looks like CodeMirror)
 * until CodeMirror has downloaded — the pane asks for it when the person reaches for the code
 * (code-editor-loader.ts) — then CodeMirror, created unseen in the same box, takes the text,
 * selection, scroll and focus in one task and is shown. Undo starts fresh there. A failed download
 * says so, with a retry, and the plain editor keeps working. Both editors take the same props.
 */
export const CodeSurface = (props: CodeSurfaceProps) => {
  const { t } = useTranslation();
  const { status, editor: Editor } = useLoader(codeEditorLoader);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const [isLive, setIsLive] = useState(false);

  const takeOver = useCallback(() => {
    const field = fieldRef.current;
    if (!field) return null;
    const scroller = scrollerRef.current;
    const lines = [...(scroller?.querySelectorAll<HTMLElement>('[data-line]') ?? [])].map((line) => ({
      top: line.offsetTop,
      height: line.offsetHeight,
    }));
    return snapshotOf(
      field,
      scrollPlaceOf(lines, scroller?.scrollTop ?? 0),
      document.activeElement === field,
    );
  }, []);

  // In the task that created CodeMirror: shown now, the plain editor hidden now (React removes it next).
  const onLive = useCallback(() => {
    layerRef.current?.setAttribute('data-live', '');
    scrollerRef.current?.style.setProperty('visibility', 'hidden');
    setIsLive(true);
  }, []);

  return (
    <div className={classes.surface} data-code-editor-status={isLive ? 'ready' : status}>
      {!isLive && <PlainCodeEditor {...props} fieldRef={fieldRef} scrollerRef={scrollerRef} />}
      {Editor && (
        <div ref={layerRef} className={classes.layer} data-live={isLive ? '' : undefined}>
          <Editor {...props} takeOver={takeOver} onLive={onLive} />
        </div>
      )}
      {status === 'failed' && !isLive && (
        <Alert
          className={classes.failure}
          color="orange"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
          p="xs"
        >
          {t('workspace.code.loadFailed')}
          <Button size="compact-sm" variant="default" mt={6} display="block" onClick={codeEditorLoader.retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
    </div>
  );
};
