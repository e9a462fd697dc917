import { Alert, Button, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { SubmissionView } from '../../../domain/classwork.ts';
import { FEEDBACK_MAX, isValidScore } from '../../../domain/submissions.ts';
import { requestPartFocus } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { SubmittedChecks } from '../checks/submitted-checks.tsx';
import classes from './classwork.module.css';
import { gradeSubmission, type WorkKey } from './classwork-api.ts';
import { MOVE_ALERT_MS, useSubmissionMove } from './classwork-queries.ts';
import { ReturnModal } from './return-modal.tsx';
import { SubmissionHistory } from './submission-history.tsx';

const Score = ({ score }: { score: number | null }) => {
  const { t } = useTranslation();
  return (
    <Text fz={28} fw={700} data-testid="feedback-score">
      {score === null ? t('classwork.feedback.noScore') : t('classwork.feedback.outOf', { score })}
    </Text>
  );
};

/** The feedback as the student (and a reviewer) reads it: score x/100, Markdown without raw HTML. */
const FeedbackRead = ({ submission }: { submission: SubmissionView }) => {
  const { t } = useTranslation();
  const isReturned = submission.presentation === 'returned';
  return (
    <Stack gap="xs">
      {isReturned && (
        <Alert color="orange" variant="light">
          {t(
            submission.viewer === 'student'
              ? 'classwork.feedback.returnedStudent'
              : 'classwork.feedback.returnedTutor',
          )}
        </Alert>
      )}
      <Text size="sm" fw={600}>
        {t('classwork.feedback.score')}
      </Text>
      <Score score={submission.score} />
      <Text size="sm" fw={600}>
        {t('classwork.feedback.feedback')}
      </Text>
      <div data-testid="feedback-text">
        {submission.feedback?.trim() ? (
          <Markdown headingLevel={4}>{submission.feedback}</Markdown>
        ) : (
          <Text size="sm" c="dimmed">
            {t('classwork.feedback.noObservations')}
          </Text>
        )}
      </div>
    </Stack>
  );
};

/** The mentor's grading: score (save disabled unless 0–100, whole), feedback, return for revision. */
const FeedbackEdit = ({ submission, work }: { submission: SubmissionView; work: WorkKey }) => {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [score, setScore] = useState<number | string>(submission.score ?? '');
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const [isReturning, setIsReturning] = useState(false);
  /** The score the checks proposed, when the tutor took it (the history says so if it is kept). */
  const [proposal, setProposal] = useState<number | null>(null);
  const grade = useSubmissionMove(work, gradeSubmission);
  const value = typeof score === 'number' ? score : null;
  const isValid = isValidScore(value);

  const save = () => {
    if (!isValidScore(value)) return;
    grade.mutate(
      {
        score: value,
        feedback,
        version: submission.version,
        fromProposal: proposal !== null && proposal === value,
      },
      {
        onSuccess: () => alerts.success(t('classwork.feedback.saved'), MOVE_ALERT_MS),
        onError: (error) => alerts.failure(t('classwork.feedback.saveFailed'), errorText(t, error)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <SubmittedChecks
        work={work}
        isTutor
        onUseProposed={(proposed) => {
          setScore(proposed);
          setProposal(proposed);
        }}
        onShowPart={(partId) => requestPartFocus([partId])}
      />
      <NumberInput
        label={t('classwork.feedback.score')}
        description={t('classwork.feedback.scoreHint')}
        value={score}
        onChange={setScore}
        min={0}
        max={100}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        suffix="/100"
        error={score !== '' && !isValid ? t('classwork.feedback.gradeRange') : undefined}
        data-testid="grade-input"
      />
      <Textarea
        label={t('classwork.feedback.feedback')}
        description={t('classwork.feedback.feedbackHint')}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
        maxLength={FEEDBACK_MAX}
        autosize
        minRows={4}
        maxRows={12}
      />
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
          onClick={() => setIsReturning(true)}
        >
          {t('classwork.return.open')}
        </Button>
        <Button onClick={save} disabled={!isValid} loading={grade.isPending}>
          {t('classwork.feedback.save')}
        </Button>
      </Group>
      <ReturnModal
        opened={isReturning}
        onClose={() => setIsReturning(false)}
        submission={submission}
        work={work}
        initialFeedback={feedback}
      />
    </Stack>
  );
};

interface FeedbackPanelProps {
  submission: SubmissionView;
  mode: 'edit' | 'read' | 'hidden';
  work: WorkKey;
}

/**
 * Spec §4 feedback panel, in the guide sidebar: the mentor edits it once the work was sent, the
 * student reads it (score x/100, the default no-observations text); the mentor sees the history.
 */
export const FeedbackPanel = ({ submission, mode, work }: FeedbackPanelProps) => {
  const { t } = useTranslation();
  const isReviewer = submission.viewer !== 'student';
  return (
    <section
      className={classes.feedback}
      aria-labelledby="feedback-title"
      data-testid="feedback-panel"
      data-tour="feedback-panel"
    >
      <Title order={2} fz="md" id="feedback-title">
        {t('classwork.feedback.title')}
      </Title>
      {mode === 'hidden' && (
        <Text size="sm" c="dimmed">
          {t('classwork.feedback.notReceived')}
        </Text>
      )}
      {mode === 'edit' && <FeedbackEdit key={submission.version} submission={submission} work={work} />}
      {mode === 'read' && <FeedbackRead submission={submission} />}
      {mode === 'read' && isReviewer && <SubmittedChecks work={work} isTutor />}
      {isReviewer && <SubmissionHistory work={work} version={submission.version} />}
    </section>
  );
};
