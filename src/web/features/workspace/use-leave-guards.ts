import { useEffect } from 'react';
import type { ProjectSaver } from './project-saver.ts';
import type { SaveStatus } from './save-state.ts';

/**
 * Nothing typed is lost on the way out: a hidden or closing page sends what is unsaved with
 * keepalive, and the browser asks before unloading while something is not saved yet.
 */
export const useLeaveGuards = (saver: ProjectSaver | null, status: SaveStatus) => {
  useEffect(() => {
    if (!saver) return;
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') saver.saveNow({ keepalive: true });
    };
    const handlePageHide = () => saver.saveNow({ keepalive: true });
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('pagehide', handlePageHide);
    };
  }, [saver]);

  const hasUnsaved = Boolean(saver) && status !== 'saved';
  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);
};
