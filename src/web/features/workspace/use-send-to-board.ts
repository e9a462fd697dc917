import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PROGRAM_FILE } from '../../../domain/code/language.ts';
import { canWriteBoardDrive, saveToBoard } from '../../code/board-link.ts';
import { downloadCode } from '../../code/download.ts';
import { type TFunction, useTranslation } from '../../i18n/i18n.ts';
import { sendToMicroPythonBoard } from './board-upload.ts';
import { useProjectLanguage } from './project-language.ts';

const SAVE_NOTICE = 'save-to-board';

/**
 * Saving to a board: first what to do (plug it in, pick CIRCUITPY in the window that opens),
 * then, in the same notice, how it went, and how to try again when the picker was closed.
 */
const useSaveToBoard = () => {
  const { t } = useTranslation();
  return async (code: string) => {
    const willPick = canWriteBoardDrive();
    if (willPick) {
      notifications.show({
        id: SAVE_NOTICE,
        loading: true,
        autoClose: false,
        message: t('run.board.pickDrive'),
      });
    }
    const result = await saveToBoard(code);
    const tell = (options: { color: string; message: string; autoClose?: number }) =>
      willPick
        ? notifications.update({ id: SAVE_NOTICE, loading: false, autoClose: 6_000, ...options })
        : notifications.show({ id: SAVE_NOTICE, autoClose: 6_000, ...options });
    if (result.outcome === 'saved') {
      tell({ color: 'teal', message: t('run.board.saved', { drive: result.drive || 'CIRCUITPY' }) });
    } else if (result.outcome === 'cancelled') {
      tell({ color: 'orange', autoClose: 15_000, message: t('run.board.pickCancelled') });
    } else if (result.outcome === 'downloaded') {
      tell({ color: 'blue', autoClose: 12_000, message: t('run.board.downloaded') });
    } else {
      tell({ color: 'red', message: t('run.board.saveFailed', { message: result.message }) });
    }
  };
};

/**
 * "Save to the board" in the project's language: CircuitPython's code.py to the CIRCUITPY drive,
 * MicroPython's main.py over Web Serial, or, where the browser has no Web Serial, main.py
 * downloaded with the steps to copy it with Thonny.
 */
export const useSendToBoard = () => {
  const { t } = useTranslation();
  const toDrive = useSaveToBoard();
  const isMicroPython = useProjectLanguage() === 'micropython';
  const [isThonnyOpen, setThonnyOpen] = useState(false);
  const send = async (code: string) => {
    if (!isMicroPython) return toDrive(code);
    if ((await sendToMicroPythonBoard(code, t)) === 'noSerial') {
      downloadCode(code, PROGRAM_FILE.micropython);
      setThonnyOpen(true);
    }
  };
  return { send, isThonnyOpen, closeThonny: () => setThonnyOpen(false) };
};

export const downloadedText = (t: TFunction, file: string) =>
  file === PROGRAM_FILE.micropython
    ? t('board.micropython.downloaded', { file })
    : t('run.board.codeDownloaded');
