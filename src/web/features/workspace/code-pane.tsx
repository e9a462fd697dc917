import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { CodeView, WorkspaceJson } from '../../../domain/blocks/json.ts';
import type { PinFix } from '../../../domain/circuit/checks.ts';
import { renamePinChanges } from '../../../domain/circuit/code-pins.ts';
import { PROGRAM_FILE } from '../../../domain/code/language.ts';
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

/** What a switch of view or an edit of blocks changes together. */
export interface BlocksChange {
  codeView: CodeView;
  blocks: WorkspaceJson | null;
  code: string;
}

/**
 * The right pane: the program (code.py or main.py) with Run / Stop, its language, saving to a
 * board, download, and the consoles under it, all there from the first frame. The code is in a plain editor until the person reaches for it
 * (the pointer on the pane, focus or a key in it, the tour's code step, a phone's Code tab): then
 * CodeMirror downloads and takes its place (code-surface.tsx). Nothing of CodeMirror is downloaded
 * before, however long the page stays open.
 */
export const CodePane = (props: CodePaneProps) => {
  const { code, isReadOnly, onChange, simulator, hasRunControls = true } = props;
  const { t } = useTranslation();
  const { run, stop, sendLine } = simulator;
  const errorLine = useRunStore((store) => store.errorLine);
  const toBoard = useSendToBoard();
  const language = useProjectLanguage();
  const programFile = PROGRAM_FILE[language];
  useCircuitChecks(code);
  const editRef = useRef<ApplyCodeEdit | null>(null);
  const handleFixCode = ({ from, to }: PinFix) =>
    editRef.current?.((text) => renamePinChanges(text, from, to, language));

  const toggleRun = () => (isActive(useRunStore.getState().state) ? stop() : run(code));

  // The tour's code step shows this pane: the person is about to reach for the code.
  const paneRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const pane = paneRef.current;
    pane?.addEventListener(TOUR_STEP_SHOWN, requestCodeEditor);
    return () => pane?.removeEventListener(TOUR_STEP_SHOWN, requestCodeEditor);
  }, []);

  return (
    <section
      ref={paneRef}
      className={classes.codePane}
      aria-label={t('workspace.code.label')}
      data-tour="code"
      onPointerEnter={requestCodeEditor}
      onPointerDown={requestCodeEditor}
      onFocus={requestCodeEditor}
      onKeyDown={(event) => {
        requestCodeEditor();
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
          {hasRunControls && <RunControls onRun={() => run(code)} onStop={stop} />}
        </Group>
        <Group gap={4} wrap="nowrap">
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
      <div className={classes.codeBody}>
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
      </div>
      <ConsolePanel onSendLine={sendLine} onFixCode={isReadOnly ? undefined : handleFixCode} />
      <ThonnySteps opened={toBoard.isThonnyOpen} onClose={toBoard.closeThonny} />
    </section>
  );
};
