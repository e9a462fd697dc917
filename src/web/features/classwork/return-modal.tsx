import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { SubmissionView } from '../../../domain/classwork.ts';
import { FEEDBACK_MAX } from '../../../domain/submissions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { returnSubmission, type WorkKey } from './classwork-api.ts';
import { MOVE_ALERT_MS, useSubmissionMove } from './classwork-queries.ts';

interface ReturnModalProps {
  opened: boolean;
  onClose: () => void;
  submission: SubmissionView;
  work: WorkKey;
  initialFeedback: string;
}

/** Return for revision (beyond the spec, as Classroom and Moodle do): it says what to fix. */
export const ReturnModal = ({ opened, onClose, submission, work, initialFeedback }: ReturnModalProps) => {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [feedback, setFeedback] = useState(initialFeedback);
  const [isTouched, setIsTouched] = useState(false);
  const move = useSubmissionMove(work, returnSubmission);
  const isBlank = feedback.trim() === '';

  const confirm = () => {
    setIsTouched(true);
    if (isBlank) return;
    move.mutate(
      { feedback, version: submission.version },
      {
        onSuccess: () => {
          alerts.success(t('classwork.return.success'), MOVE_ALERT_MS);
          onClose();
        },
        onError: (error) => alerts.failure(t('classwork.return.failure'), errorText(t, error)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('classwork.return.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('classwork.return.hint')}</Text>
        <Textarea
          label={t('classwork.return.feedback')}
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
          maxLength={FEEDBACK_MAX}
          autosize
          minRows={4}
          required
          error={isTouched && isBlank ? t('classwork.return.required') : undefined}
          data-autofocus
        />
        <ModalFooter>
          <Button variant="default" onClick={onClose}>
            {t('classwork.return.cancel')}
          </Button>
          <Button color="orange.9" onClick={confirm} loading={move.isPending}>
            {t('classwork.return.confirm')}
          </Button>
        </ModalFooter>
      </Stack>
    </Modal>
  );
};
