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

export const CODE_FILE_NAME = 'code.py';

export const downloadCode = (code: string) =>
  downloadBlob(new Blob([code], { type: 'text/x-python;charset=utf-8' }), CODE_FILE_NAME);
