import { Loader, Text, Title } from '@mantine/core';
import type { SubmissionEvent } from '../../../domain/classwork.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import classes from './classwork.module.css';
import type { WorkKey } from './classwork-api.ts';
import { useSubmissionHistory } from './classwork-queries.ts';

const EventLine = ({ event }: { event: SubmissionEvent }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const name = event.actorName ?? t('classwork.history.someone');
  const when = formatDate(lang, event.createdAt, 'short');
  const hasScoreChange = event.action === 'grade' || event.fromScore !== event.score;
  const dash = '—';
  return (
    <li className={classes.event}>
      <Text size="sm">{t(`classwork.history.actions.${event.action}`, { name })}</Text>
      <Text size="xs" c="dimmed">
        <time dateTime={event.createdAt}>{when}</time>
        {' · '}
        {t(
          `classwork.presentation.${event.toStatus === 'calified' ? 'graded' : event.toStatus === 'sent' ? 'sent' : 'returned'}`,
        )}
        {hasScoreChange &&
          ` · ${t('classwork.history.score', { from: event.fromScore ?? dash, to: event.score ?? dash })}`}
        {event.fromProposal && ` · ${t('behaviourChecks.grading.fromProposal')}`}
      </Text>
    </li>
  );
};

/** The activity's history for the tutor, newest first: who did what, when, the score before and after. */
export const SubmissionHistory = ({ work, version }: { work: WorkKey; version: number }) => {
  const { t } = useTranslation();
  const history = useSubmissionHistory(work, version > 0);
  return (
    <section aria-labelledby="history-title" className={classes.history}>
      <Title order={3} fz="sm" id="history-title">
        {t('classwork.history.title')}
      </Title>
      {history.isLoading && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
      {history.isError && (
        <Text size="sm" c="red.8">
          {t('classwork.history.failed')}
        </Text>
      )}
      {(version === 0 || history.data?.length === 0) && (
        <Text size="sm" c="dimmed">
          {t('classwork.history.empty')}
        </Text>
      )}
      {history.data && history.data.length > 0 && (
        <ol className={classes.events}>
          {history.data.map((event) => (
            <EventLine key={event.id} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
};
