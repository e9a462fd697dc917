import { notifications } from '@mantine/notifications';
import { PROGRAM_FILE } from '../../../domain/code/language.ts';
import { hasWebSerial } from '../../code/board-link.ts';
import { type UploadResult, uploadProgram } from '../../code/raw-repl.ts';
import type { TFunction } from '../../i18n/i18n.ts';
import { connectBoard, connectedBoard } from './board-connection.ts';
import { appendBoardOutput, useRunStore } from './run-store.ts';

/**
 * "Save to the board" for a MicroPython project (issue 29): main.py over Web Serial through the
 * raw REPL (raw-repl.ts), on the board console's port, the board tab showing the progress and then
 * what the board prints as it runs the program. One upload at a time; it can be cancelled.
 */

const NOTICE = 'micropython-upload';
let controller: AbortController | undefined;

export const cancelUpload = () => controller?.abort();

const tell = (t: TFunction, result: UploadResult, file: string) => {
  if (result.outcome === 'uploaded') {
    notifications.show({
      id: NOTICE,
      color: 'teal',
      autoClose: 8_000,
      message: t('board.micropython.uploaded', { file, bytes: result.bytes }),
    });
    return;
  }
  const message =
    result.kind === 'noAnswer'
      ? t('board.micropython.noAnswer')
      : result.kind === 'boardError'
        ? t('board.micropython.boardError', { file, message: result.message })
        : result.kind === 'sizeMismatch'
          ? t('board.micropython.sizeMismatch', { file, actual: result.actual, expected: result.expected })
          : t('board.micropython.cancelled', { file });
  const color = result.kind === 'cancelled' ? 'orange' : 'red';
  notifications.show({ id: NOTICE, color, autoClose: 20_000, message });
  appendBoardOutput(`\n${message}\n`);
};

/**
 * Sends `code` as main.py. Returns 'noSerial' where the browser has no Web Serial (the page then
 * downloads main.py and shows how to copy it with Thonny).
 */
export const sendToMicroPythonBoard = async (code: string, t: TFunction): Promise<'noSerial' | 'done'> => {
  if (!hasWebSerial()) return 'noSerial';
  if (controller) return 'done';
  useRunStore.setState({ consoleTab: 'board' });
  const board = connectedBoard() ?? (await connectBoard(t));
  if (!board || controller) return 'done';
  const file = PROGRAM_FILE.micropython;
  const current = new AbortController();
  controller = current;
  useRunStore.setState({ upload: { sent: 0, total: new TextEncoder().encode(code).length } });
  appendBoardOutput(`\n${t('board.micropython.sendingMark', { file })}\n`);
  try {
    const result = await uploadProgram(board, code, {
      fileName: file,
      signal: current.signal,
      onProgress: (sent, total) => useRunStore.setState({ upload: { sent, total } }),
    });
    tell(t, result, file);
  } catch (error) {
    // The port itself failed (the board was unplugged mid-way).
    const message = t('board.micropython.portFailed', {
      message: error instanceof Error ? error.message : String(error),
    });
    notifications.show({ id: NOTICE, color: 'red', autoClose: 20_000, message });
  } finally {
    controller = undefined;
    useRunStore.setState({ upload: undefined });
  }
  return 'done';
};
