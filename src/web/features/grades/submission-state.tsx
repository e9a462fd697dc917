import { Group, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconCircleDashed,
  IconClockHour4,
  IconSend,
} from '@tabler/icons-react';
import type { SubmissionPresentation } from '../../../domain/submissions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ON_STATE_COLOR } from '../../ui/state-colors.ts';

/** Each state with its own icon and colour; the word is always written, so colour is never alone. */
const LOOK: Record<SubmissionPresentation, { icon: typeof IconSend; color: string }> = {
  inProgress: { icon: IconClockHour4, color: 'blue.9' },
  sent: { icon: IconSend, color: 'indigo.9' },
  graded: { icon: IconCircleCheck, color: ON_STATE_COLOR },
  returned: { icon: IconArrowBackUp, color: 'grape.9' },
  notReceived: { icon: IconCircleDashed, color: 'gray.7' },
};

/** A submission's state (spec §4 presentation) as an icon and its word. */
export const SubmissionState = ({ presentation }: { presentation: SubmissionPresentation }) => {
  const { t } = useTranslation();
  const { icon: Icon, color } = LOOK[presentation];
  return (
    <Group gap={4} wrap="nowrap" c={color}>
      <Icon size={16} aria-hidden="true" />
      <Text span size="sm" c={color} style={{ whiteSpace: 'nowrap' }}>
        {t(`grades.state.${presentation}`)}
      </Text>
    </Group>
  );
};

/** A score as spec §5 writes it (x/100), or nothing while ungraded. */
export const scoreText = (score: number | null) => (score === null ? '' : `${score}/100`);

/** The score the behaviour checks proposed for what was handed in (issue 25), when they ran. */
export const CheckedScore = ({ score }: { score: number | null | undefined }) => {
  const { t } = useTranslation();
  if (score === null || score === undefined) return null;
  return (
    <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="checked-score">
      {t('behaviourChecks.grading.checkedScore', { score })}
    </Text>
  );
};
