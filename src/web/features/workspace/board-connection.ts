import { notifications } from '@mantine/notifications';
import { BoardConsole } from '../../code/board-link.ts';
import type { TFunction } from '../../i18n/i18n.ts';
import { appendBoardOutput, useRunStore } from './run-store.ts';

/**
 * The board on the desk, one per page: the console tab shows it and a MicroPython upload talks
 * through it (a port opens once; a second `open` fails). Its state for the page is the run
 * store's `board`.
 */
let current: BoardConsole | undefined;
/** The port chooser open now: a second Connect (or an upload) waits for it, not a second chooser. */
let connecting: Promise<BoardConsole | undefined> | undefined;

export const connectedBoard = (): BoardConsole | undefined => current;

const openBoard = async (t: TFunction): Promise<BoardConsole | undefined> => {
  useRunStore.setState({ board: 'connecting' });
  try {
    const board = await BoardConsole.connect({
      onText: appendBoardOutput,
      onClose: (reason) => {
        if (current === board) current = undefined;
        useRunStore.setState({ board: 'disconnected' });
        appendBoardOutput(`\n${t('run.board.closedMark')}\n`);
        if (reason) notifications.show({ color: 'red', message: t('run.board.lost', { message: reason }) });
      },
    });
    current = board;
    useRunStore.setState({ board: 'connected' });
    return board;
  } catch (error) {
    useRunStore.setState({ board: 'disconnected' });
    // Closing the browser's port chooser is not an error.
    if (error instanceof DOMException && error.name === 'NotFoundError') return undefined;
    notifications.show({
      color: 'red',
      message: t('run.board.connectFailed', {
        message: error instanceof Error ? error.message : String(error),
      }),
    });
    return undefined;
  }
};

/** Asks for the port and opens it; undefined when the chooser was closed or opening failed (said). */
export const connectBoard = (t: TFunction): Promise<BoardConsole | undefined> => {
  if (current) return Promise.resolve(current);
  connecting ??= openBoard(t).finally(() => {
    connecting = undefined;
  });
  return connecting;
};

export const disconnectBoard = async () => {
  const board = current;
  current = undefined;
  await board?.disconnect();
};
