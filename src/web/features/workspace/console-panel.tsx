import { ActionIcon, Alert, Button, Group, Tabs, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerStop, IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardConsole, CTRL_C, CTRL_D, hasWebSerial } from '../../code/board-link.ts';
import { SerialConsole } from '../../code/serial-console.tsx';
import { ChecksPanel, ChecksTabLabel } from './checks-panel.tsx';
import { appendBoardOutput, clearBoardConsole, clearSimulatorConsole, useRunStore } from './run-store.ts';
import classes from './workspace.module.css';

type Tab = 'simulator' | 'board' | 'checks';

const SimulatorTab = ({ onSendLine }: { onSendLine: (line: string) => void }) => {
  const { t } = useTranslation();
  const text = useRunStore((store) => store.console);
  const inputPrompt = useRunStore((store) => store.inputPrompt);
  const isWaiting = useRunStore((store) => store.state === 'waiting-input');
  return (
    <SerialConsole
      label={t('run.console.simulatorLog')}
      text={text}
      emptyText={t('run.console.empty')}
      onClear={clearSimulatorConsole}
      onSendLine={isWaiting ? onSendLine : undefined}
      inputLabel={inputPrompt?.trim() || t('run.console.input')}
      focusInput
    />
  );
};

/** The board on the desk over Web Serial: its output, a line to send, Ctrl-C and Ctrl-D. */
const BoardTab = () => {
  const { t } = useTranslation();
  const text = useRunStore((store) => store.boardConsole);
  const status = useRunStore((store) => store.board);
  const consoleRef = useRef<BoardConsole>(undefined);

  useEffect(
    () => () => {
      void consoleRef.current?.disconnect();
      consoleRef.current = undefined;
    },
    [],
  );

  if (!hasWebSerial()) {
    return (
      <Alert color="gray" m="xs" title={t('run.board.noSerialTitle')}>
        {t('run.board.noSerial')}
      </Alert>
    );
  }

  const connect = async () => {
    useRunStore.setState({ board: 'connecting' });
    try {
      consoleRef.current = await BoardConsole.connect({
        onText: appendBoardOutput,
        onClose: (reason) => {
          consoleRef.current = undefined;
          useRunStore.setState({ board: 'disconnected' });
          appendBoardOutput(`\n${t('run.board.closedMark')}\n`);
          if (reason) notifications.show({ color: 'red', message: t('run.board.lost', { message: reason }) });
        },
      });
      useRunStore.setState({ board: 'connected' });
    } catch (error) {
      useRunStore.setState({ board: 'disconnected' });
      // Closing the browser's port chooser is not an error.
      if (error instanceof DOMException && error.name === 'NotFoundError') return;
      notifications.show({
        color: 'red',
        message: t('run.board.connectFailed', {
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    }
  };

  const send = (textToSend: string) => void consoleRef.current?.send(textToSend);
  const isConnected = status === 'connected';

  return (
    <div className={classes.boardTab}>
      <Group gap="xs" className={classes.boardBar}>
        {isConnected ? (
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconPlugConnectedX size={14} aria-hidden="true" />}
            onClick={() => void consoleRef.current?.disconnect()}
          >
            {t('run.board.disconnect')}
          </Button>
        ) : (
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconPlugConnected size={14} aria-hidden="true" />}
            loading={status === 'connecting'}
            onClick={() => void connect()}
          >
            {t('run.board.connect')}
          </Button>
        )}
      </Group>
      <div className={classes.boardLog}>
        <SerialConsole
          label={t('run.console.boardLog')}
          text={text}
          emptyText={t('run.board.notConnected')}
          onClear={clearBoardConsole}
          onSendLine={isConnected ? (line) => send(`${line}\r\n`) : undefined}
          inputLabel={t('run.board.sendLine')}
          actions={
            isConnected && (
              <>
                <Tooltip label={t('run.board.ctrlC')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    onClick={() => send(CTRL_C)}
                    aria-label={t('run.board.ctrlC')}
                  >
                    <IconPlayerStop size={16} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('run.board.ctrlD')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    onClick={() => send(CTRL_D)}
                    aria-label={t('run.board.ctrlD')}
                  >
                    <IconRefresh size={16} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </>
            )
          }
        />
      </div>
    </div>
  );
};

/** Under the code: the simulator's serial console and the real board's. */
export const ConsolePanel = ({ onSendLine }: { onSendLine: (line: string) => void }) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('simulator');
  return (
    <section className={classes.consolePanel} aria-label={t('run.console.label')} data-tour="console">
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as Tab | null) ?? 'simulator')}
        className={classes.consoleTabs}
      >
        <Tabs.List>
          <Tabs.Tab value="simulator">{t('run.console.simulator')}</Tabs.Tab>
          <Tabs.Tab value="board">{t('run.console.board')}</Tabs.Tab>
          <Tabs.Tab value="checks">
            <ChecksTabLabel />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="simulator" className={classes.consoleBody}>
          <SimulatorTab onSendLine={onSendLine} />
        </Tabs.Panel>
        <Tabs.Panel value="board" className={classes.consoleBody} keepMounted>
          <BoardTab />
        </Tabs.Panel>
        <Tabs.Panel value="checks" className={classes.consoleBody}>
          <ChecksPanel />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
};
