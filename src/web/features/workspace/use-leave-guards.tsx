import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useOnline } from '../../offline/connection.ts';
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

/**
 * Leaving the workspace inside the app while edits wait offline asks first: they are safe on this
 * computer, but only sent once Chispa is open here again with a connection.
 */
export const useOfflineLeaveGuard = (hasWaiting: boolean) => {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasWaiting && !isOnline && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let isDecided = false;
    const decide = (go: boolean) => {
      if (isDecided) return;
      isDecided = true;
      if (go) blocker.proceed();
      else blocker.reset();
    };
    openConfirmModal({
      title: t('offline.data.leaveTitle'),
      children: <Text size="sm">{t('offline.data.leaveText')}</Text>,
      labels: { confirm: t('offline.data.leave'), cancel: t('offline.data.stay') },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => decide(true),
      onCancel: () => decide(false),
      onClose: () => decide(false),
    });
  }, [blocker, t]);
};
