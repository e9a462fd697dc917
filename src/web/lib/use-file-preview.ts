import { useEffect, useMemo } from 'react';

/** A URL showing `file` in an `<img>` while it is chosen; released when the file changes or the field goes. */
export const useFilePreview = (file: File | null | undefined): string | null => {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return preview;
};
