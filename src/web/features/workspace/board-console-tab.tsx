import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerStop, IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { BoardConsole, CTRL_C, CTRL_D, hasWebSerial } from '../../code/board-link.ts';
import { SerialConsole } from '../../code/serial-console.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import { appendBoardOutput, clearBoardConsole, useRunStore } from './run-store.ts';
import classes from './workspace.module.css';

/** The board on the desk over Web Serial: its output, a line to send, Ctrl-C and Ctrl-D. */
export const BoardConsoleTab = () => {
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
  const isConnecting = status === 'connecting';

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
          // The label stays while the browser's port chooser is open; a loader goes beside it.
          <Button
            size="compact-xs"
            variant="default"
            leftSection={
              isConnecting ? (
                <Loader size={12} aria-hidden="true" />
              ) : (
                <IconPlugConnected size={14} aria-hidden="true" />
              )
            }
            // Not `disabled`: a greyed label would be hard to read; a second click just does nothing.
            aria-disabled={isConnecting}
            onClick={() => {
              if (!isConnecting) void connect();
            }}
          >
            {t('run.board.connect')}
          </Button>
        )}
        <Text size="xs" c="gray.8" role="status">
          {isConnecting ? t('run.board.connecting') : ''}
        </Text>
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
                <IconButton
                  label={t('run.board.ctrlC')}
                  icon={<IconPlayerStop size={16} aria-hidden="true" />}
                  onClick={() => send(CTRL_C)}
                />
                <IconButton
                  label={t('run.board.ctrlD')}
                  icon={<IconRefresh size={16} aria-hidden="true" />}
                  onClick={() => send(CTRL_D)}
                />
              </>
            )
          }
        />
      </div>
    </div>
  );
};
