import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveToBoard } from '../../code/board-link.ts';
import { CodeEditor } from '../../code/code-editor.tsx';
import { CODE_FILE_NAME, downloadCode } from '../../code/download.ts';
import { ConsolePanel } from './console-panel.tsx';
import { RunControls } from './run-controls.tsx';
import { isActive, useRunStore } from './run-store.ts';
import { useCircuitChecks } from './use-circuit-checks.ts';
import { useSimulator } from './use-simulator.ts';
import classes from './workspace.module.css';

interface CodePaneProps {
  code: string;
  isReadOnly: boolean;
  onChange: (code: string) => void;
}

const useSaveToBoard = () => {
  const { t } = useTranslation();
  return async (code: string) => {
    const result = await saveToBoard(code);
    if (result.outcome === 'saved') {
      notifications.show({
        color: 'teal',
        message: t('run.board.saved', { drive: result.drive || 'CIRCUITPY' }),
      });
    } else if (result.outcome === 'downloaded') {
      notifications.show({ color: 'blue', autoClose: 12_000, message: t('run.board.downloaded') });
    } else if (result.outcome === 'failed') {
      notifications.show({ color: 'red', message: t('run.board.saveFailed', { message: result.message }) });
    }
  };
};

/** The right pane: code.py with Run / Stop, saving to a board, download, and the consoles under it. */
export const CodePane = ({ code, isReadOnly, onChange }: CodePaneProps) => {
  const { t } = useTranslation();
  const { run, stop, sendLine } = useSimulator();
  const errorLine = useRunStore((store) => store.errorLine);
  const toBoard = useSaveToBoard();
  useCircuitChecks(code);

  const toggleRun = () => (isActive(useRunStore.getState().state) ? stop() : run(code));

  return (
    <section
      className={classes.codePane}
      aria-label={t('workspace.code.label')}
      data-tour="code"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          toggleRun();
        }
      }}
    >
      <div className={classes.codeToolbar}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} ff="monospace">
            {CODE_FILE_NAME}
          </Text>
          <RunControls onRun={() => run(code)} onStop={stop} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('run.board.save')}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              onClick={() => void toBoard(code)}
              aria-label={t('run.board.save')}
            >
              <IconDeviceFloppy size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('workspace.files.downloadCode')}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              onClick={() => downloadCode(code)}
              aria-label={t('workspace.files.downloadCode')}
            >
              <IconDownload size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
      <div className={classes.codeBody}>
        <CodeEditor
          value={code}
          onChange={onChange}
          readOnly={isReadOnly}
          label={t('workspace.code.editor')}
          errorLine={errorLine}
        />
      </div>
      <ConsolePanel onSendLine={sendLine} />
    </section>
  );
};
