import { useCallback, useRef } from 'react';

/**
 * A counter for modal sessions: each opening gets a new number, which keys the modal's form so it
 * starts afresh every time (spec §2 "form resets on close") even when the same row is opened again.
 */
export const useNextSession = (): (() => number) => {
  const sessions = useRef(0);
  return useCallback(() => {
    sessions.current += 1;
    return sessions.current;
  }, []);
};
