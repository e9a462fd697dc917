import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMe } from '../features/auth/session.ts';
import { fetchProject, patchProject } from '../features/projects/project-api.ts';
import { projectKeys } from '../features/projects/project-queries.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { errorText } from '../lib/error-text.ts';
import { isOnline, onReconnect } from './connection.ts';
import { type FlushOutcome, flushOutbox } from './outbox-flush.ts';

/** How often waiting entries are tried while the app is open (besides start and reconnect). */
const FLUSH_EVERY_MS = 60_000;

const FLUSH_API = { patch: patchProject, read: fetchProject };

const nameOf = (queryClient: QueryClient, outcome: FlushOutcome) => {
  const { fields, projectId } = outcome.entry;
  const kept = queryClient.getQueryData<{ name?: string }>(projectKeys.detail(projectId));
  return typeof fields.name === 'string' ? fields.name : (kept?.name ?? '');
};

/**
 * The save outbox's sender for projects not open here, while someone is signed in: at start (also
 * trying entries refused before, once), when the connection returns and every minute. Tells the
 * person when an entry waits for their choice or was refused; never drops one by itself.
 */
export const OutboxFlusher = () => {
  const { t } = useTranslation();
  // The texts of the moment a flush ends; a language change does not start another flush.
  const tRef = useRef(t);
  tRef.current = t;
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id;

  useEffect(() => {
    if (!userId) return;
    let isRunning = false;
    const flush = async (includeRefused: boolean) => {
      if (isRunning || !isOnline()) return;
      isRunning = true;
      try {
        const outcomes = await flushOutbox(userId, FLUSH_API, { includeRefused });
        if (outcomes.some((outcome) => outcome.kind === 'sent'))
          void queryClient.invalidateQueries({ queryKey: projectKeys.all });
        const t = tRef.current;
        for (const outcome of outcomes) {
          if (outcome.kind === 'conflict')
            notifications.show({
              color: 'yellow',
              title: t('offline.data.conflictTitle'),
              message: t('offline.data.conflictText', { name: nameOf(queryClient, outcome) }),
              autoClose: false,
            });
          if (outcome.kind === 'refused')
            notifications.show({
              color: 'red',
              title: t('offline.data.refusedTitle'),
              message: t('offline.data.refusedText', {
                name: nameOf(queryClient, outcome),
                error: errorText(t, outcome.error),
              }),
              autoClose: false,
            });
        }
      } finally {
        isRunning = false;
      }
    };
    void flush(true);
    const stopReconnect = onReconnect(() => void flush(false));
    const timer = setInterval(() => void flush(false), FLUSH_EVERY_MS);
    return () => {
      stopReconnect();
      clearInterval(timer);
    };
  }, [userId, queryClient]);

  return null;
};
