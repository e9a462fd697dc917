import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconPlayerStop, IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { CTRL_C, CTRL_D, hasWebSerial } from '../../code/board-link.ts';
import { SerialConsole } from '../../code/serial-console.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import { connectBoard, connectedBoard, disconnectBoard } from './board-connection.ts';
import { useProjectLanguage } from './project-language.ts';
import { clearBoardConsole, useRunStore } from './run-store.ts';
import { UploadProgress } from './upload-progress.tsx';
import classes from './workspace.module.css';

/** The board on the desk over Web Serial: its output, a line to send, Ctrl-C and Ctrl-D. */
export const BoardConsoleTab = () => {
  const { t } = useTranslation();
  const text = useRunStore((store) => store.boardConsole);
  const status = useRunStore((store) => store.board);
  const isUploading = useRunStore((store) => store.upload !== undefined);
  const isMicroPython = useProjectLanguage() === 'micropython';

  useEffect(() => () => void disconnectBoard(), []);

  if (!hasWebSerial()) {
    return (
      <Alert color="gray" m="xs" title={t('run.board.noSerialTitle')}>
        {t('run.board.noSerial')}
      </Alert>
    );
  }

  const send = (textToSend: string) => void connectedBoard()?.send(textToSend);
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
            onClick={() => void disconnectBoard()}
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
              if (!isConnecting) void connectBoard(t);
            }}
          >
            {t('run.board.connect')}
          </Button>
        )}
        <Text size="xs" c="gray.8" role="status">
          {isConnecting ? t('run.board.connecting') : ''}
        </Text>
        <UploadProgress />
      </Group>
      <div className={classes.boardLog}>
        <SerialConsole
          label={t('run.console.boardLog')}
          text={text}
          emptyText={isMicroPython ? t('board.micropython.notConnected') : t('run.board.notConnected')}
          onClear={clearBoardConsole}
          onSendLine={isConnected && !isUploading ? (line) => send(`${line}\r\n`) : undefined}
          inputLabel={t('run.board.sendLine')}
          actions={
            isConnected &&
            !isUploading && (
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
