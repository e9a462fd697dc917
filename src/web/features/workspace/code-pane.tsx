import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { CodeView, WorkspaceJson } from '../../../domain/blocks/json.ts';
import type { PinFix } from '../../../domain/circuit/checks.ts';
import { renamePinChanges } from '../../../domain/circuit/code-pins.ts';
import { PROGRAM_FILE } from '../../../domain/code/language.ts';
import { BlocksSurface } from '../../code/blocks/blocks-surface.tsx';
import type { RunMarks } from '../../code/blocks/blocks-view-props.ts';
import { type BlocksChange, useCodeView } from '../../code/blocks/use-code-view.ts';
import { ViewSwitch } from '../../code/blocks/view-switch.tsx';
import { requestCodeEditor } from '../../code/code-editor-loader.ts';
import type { ApplyCodeEdit } from '../../code/code-edits.ts';
import { CodeSurface } from '../../code/code-surface.tsx';
import { downloadCode, downloadLabel } from '../../code/download.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { SimulatorBlockedLine } from '../../offline/secure-context-notice.tsx';
import { TOUR_STEP_SHOWN } from '../../tour/tours.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import { ConsolePanel } from './console-panel.tsx';
import { LanguageSelect } from './language-select.tsx';
import { useProjectLanguage } from './project-language.ts';
import { RunControls } from './run-controls.tsx';
import { isActive, resetEndedStatus, useRunStore } from './run-store.ts';
import { ThonnySteps } from './thonny-steps.tsx';
import { useCircuitChecks } from './use-circuit-checks.ts';
import { downloadedText, useSendToBoard } from './use-send-to-board.ts';
import type { Simulator } from './use-simulator.ts';
import classes from './workspace.module.css';

export interface CodePaneProps {
  code: string;
  isReadOnly: boolean;
  onChange: (code: string) => void;
  /** The page's one simulator session: Run / Stop may also sit outside this pane (a phone's pane switch). */
  simulator: Simulator;
  /** False where Run / Stop is shown elsewhere, always in reach (a phone's pane switch). */
  hasRunControls?: boolean;
  /** Set to what Run does here (from blocks, a run that lights the running block), for Run outside the pane. */
  runRef?: RefObject<(() => void) | null>;
  /** How the program is edited (issue 30): as code.py, or as blocks that write it. Python when not given. */
  codeView?: CodeView;
  /** Blockly's workspace as last saved (its layout); null or stale ones are parsed again from `code`. */
  blocks?: WorkspaceJson | null;
  /**
   * The view was switched or the blocks edited: the page keeps all three (code is what the blocks
   * generate). Not given where the view cannot change (nothing is saved, or a read-only copy).
   */
  onBlocksChange?: (change: BlocksChange) => void;
}

export type { BlocksChange };

/** The run's marks the Blocks view shows (the block running, the block of an error). */
const subscribeRun = (listener: (marks: RunMarks) => void) =>
  useRunStore.subscribe(({ runningLine, errorLine, hint }) => listener({ runningLine, errorLine, hint }));

/**
 * The right pane: the program (code.py or main.py) with Run / Stop, its language, saving to a
 * board, download, and the consoles under it, all there from the first frame. The code is in a plain editor until the person reaches for it
 * (the pointer on the pane, focus or a key in it, the tour's code step, a phone's Code tab): then
 * CodeMirror downloads and takes its place (code-surface.tsx). Nothing of CodeMirror is downloaded
 * before, however long the page stays open.
 */
export const CodePane = (props: CodePaneProps) => {
  const { code, isReadOnly, onChange, simulator, hasRunControls = true } = props;
  const { codeView = 'python', blocks = null, onBlocksChange } = props;
  const { t } = useTranslation();
  const { run, stop, sendLine } = simulator;
  const errorLine = useRunStore((store) => store.errorLine);
  const toBoard = useSendToBoard();
  const language = useProjectLanguage();
  const programFile = PROGRAM_FILE[language];
  const { view, switchTo, programRef, onOpen, onEdit } = useCodeView({
    code,
    codeView,
    canShowBlocks: language === 'circuitpython',
    onBlocksChange: isReadOnly ? undefined : onBlocksChange,
  });
  const isBlocks = view === 'blocks';
  useCircuitChecks(code);
  const editRef = useRef<ApplyCodeEdit | null>(null);
  const handleFixCode = ({ from, to }: PinFix) =>
    editRef.current?.((text) => renamePinChanges(text, from, to, language));

  // From blocks, the code they write now, reporting the line it reaches for the block to light.
  const runNow = () => {
    const program = isBlocks ? programRef.current : null;
    if (program) run(program.code, { traceLines: program.traceLines });
    else run(code);
  };
  if (props.runRef) props.runRef.current = runNow;
  const toggleRun = () => (isActive(useRunStore.getState().state) ? stop() : runNow());
  // CodeMirror is the Python view's: the blocks never ask for it.
  const requestEditor = useCallback(() => {
    if (!isBlocks) requestCodeEditor();
  }, [isBlocks]);

  // The tour's code step shows this pane: the person is about to reach for the code.
  const paneRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const pane = paneRef.current;
    pane?.addEventListener(TOUR_STEP_SHOWN, requestEditor);
    return () => pane?.removeEventListener(TOUR_STEP_SHOWN, requestEditor);
  }, [requestEditor]);

  return (
    <section
      ref={paneRef}
      className={classes.codePane}
      aria-label={t('workspace.code.label')}
      data-tour="code"
      onPointerEnter={requestEditor}
      onPointerDown={requestEditor}
      onFocus={requestEditor}
      onKeyDown={(event) => {
        requestEditor();
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          toggleRun();
        }
      }}
    >
      <div className={classes.codeToolbar}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} ff="monospace" data-program-file="">
            {programFile}
          </Text>
          {hasRunControls && <RunControls onRun={runNow} onStop={stop} />}
        </Group>
        <Group gap={4} wrap="nowrap">
          <ViewSwitch view={view} canShowBlocks={language === 'circuitpython'} onChange={switchTo} />
          <LanguageSelect isReadOnly={isReadOnly} />
          <IconButton
            label={t('run.board.save')}
            icon={<IconDeviceFloppy size={18} aria-hidden="true" />}
            onClick={() => void toBoard.send(code)}
          />
          <IconButton
            label={downloadLabel(t, programFile)}
            icon={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => {
              downloadCode(code, programFile);
              notifications.show({
                color: 'blue',
                autoClose: 8_000,
                message: downloadedText(t, programFile),
              });
            }}
          />
        </Group>
      </div>
      <SimulatorBlockedLine />
      <div className={classes.codeBody} data-code-view={view}>
        {isBlocks ? (
          <BlocksSurface
            code={code}
            blocks={blocks}
            isReadOnly={isReadOnly || !onBlocksChange}
            onOpen={onOpen}
            onEdit={onEdit}
            programRef={programRef}
            subscribeRun={subscribeRun}
          />
        ) : (
          <CodeSurface
            value={code}
            onChange={(next) => {
              onChange(next);
              resetEndedStatus();
            }}
            readOnly={isReadOnly}
            label={t('workspace.code.editor')}
            errorLine={errorLine}
            editRef={editRef}
            language={language}
          />
        )}
      </div>
      <ConsolePanel onSendLine={sendLine} onFixCode={isReadOnly ? undefined : handleFixCode} />
      <ThonnySteps opened={toBoard.isThonnyOpen} onClose={toBoard.closeThonny} />
    </section>
  );
};
