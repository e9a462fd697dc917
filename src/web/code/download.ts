import { PROGRAM_FILE } from '../../domain/code/language.ts';
import type { TFunction } from '../i18n/i18n.ts';

/** Saves `blob` as a file through a temporary link (no server round trip). */
export const downloadBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

/** CircuitPython's program file, what a CIRCUITPY drive runs (PROGRAM_FILE has both languages'). */
export const CIRCUITPYTHON_FILE = PROGRAM_FILE.circuitpython;

/** Saves the program as `fileName`: the project's language's (code.py or main.py). */
export const downloadCode = (code: string, fileName: string) =>
  downloadBlob(new Blob([code], { type: 'text/x-python;charset=utf-8' }), fileName);

/** "Download code.py" / "Download main.py", the button's and the files menu's. */
export const downloadLabel = (t: TFunction, fileName: string) =>
  fileName === PROGRAM_FILE.micropython ? t('code.language.downloadMain') : t('workspace.files.downloadCode');
