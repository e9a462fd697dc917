import { ActionIcon, Badge, Button, Divider, Group, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMessage2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GroupActivities, SubmissionView } from '../../../domain/classwork.ts';
import { actionButtonOf } from '../../../domain/submissions.ts';
import { AccountMenu } from '../../app/account-menu.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { activityPath, gradeActivityPath, type WorkQuery } from '../../lib/classroom-paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { LanguageMenu } from '../../ui/language-menu.tsx';
import { Logo } from '../../ui/logo.tsx';
import { HelpMenu } from '../workspace/help-menu.tsx';
import { HistoryButtons } from '../workspace/history-buttons.tsx';
import type { SaveStatus } from '../workspace/save-state.ts';
import { SaveStatusIndicator } from '../workspace/save-status.tsx';
import { neighboursOf } from './activity-rules.ts';
import classes from './classwork.module.css';

export type ActivityPageKind = 'activity' | 'grade';

interface ActivityTopBarProps {
  kind: ActivityPageKind;
  name: string;
  activityId: string;
  work: WorkQuery;
  activities: GroupActivities | undefined;
  submission: SubmissionView;
  save: { status: SaveStatus; canSave: boolean; isReadOnly: boolean; onRetry?: () => void };
  isSending: boolean;
  onSend: () => void;
  onGrade: () => void;
  /** Present when the feedback panel can be shown (spec §4): opens it in the sidebar. */
  onShowFeedback?: () => void;
  /** "Check my work" (issue 25), when the activity has behaviour checks. */
  checks?: React.ReactNode;
}

/** Previous / next activity of the course with 'n/total' (spec §2 activity workspace bar). */
const ActivityArrows = ({
  kind,
  activityId,
  work,
  activities,
}: Pick<ActivityTopBarProps, 'kind' | 'activityId' | 'work' | 'activities'>) => {
  const { t } = useTranslation();
  const lang = useLang();
  const place = neighboursOf(activities, activityId);
  if (!place) return null;
  const pathOf = kind === 'grade' ? gradeActivityPath : activityPath;
  const arrow = (item: { id: string } | null, label: string, icon: React.ReactNode) => {
    const common = { variant: 'subtle', color: 'gray.8', size: 'lg', 'aria-label': label } as const;
    return (
      <Tooltip label={label}>
        {item ? (
          <ActionIcon {...common} component={Link} to={pathOf(lang, item.id, work)}>
            {icon}
          </ActionIcon>
        ) : (
          <ActionIcon {...common} disabled>
            {icon}
          </ActionIcon>
        )}
      </Tooltip>
    );
  };
  return (
    <Group gap={2} wrap="nowrap" data-testid="activity-arrows" data-tour="activity-arrows">
      {arrow(place.previous, t('classwork.previous'), <IconChevronLeft size={20} aria-hidden="true" />)}
      <Text
        size="sm"
        className={classes.counter}
        aria-label={t('classwork.counter', { n: place.n, total: place.total })}
      >
        {place.n}/{place.total}
      </Text>
      {arrow(place.next, t('classwork.next'), <IconChevronRight size={20} aria-hidden="true" />)}
    </Group>
  );
};

/**
 * Spec §2 activity workspace bar: the project bar's logo, name, undo and redo, with a read-only
 * badge, previous / next activity and the status action button of spec §4.
 */
export const ActivityTopBar = (props: ActivityTopBarProps) => {
  const { name, submission, save, isSending, onSend, onGrade, onShowFeedback } = props;
  const { t } = useTranslation();
  const role = submission.viewer === 'student' ? 'student' : 'mentor';
  const button = actionButtonOf(submission.status, role);
  const onAction = button.label === 'send' ? onSend : button.label === 'grade' ? onGrade : undefined;
  return (
    <header className={classes.bar}>
      <Logo />
      <Divider orientation="vertical" className={classes.wideOnly} />
      <h1 className={classes.name} title={name}>
        {name}
      </h1>
      {submission.viewer !== 'student' && (
        <Badge variant="light" className={classes.studentOf}>
          {t('classwork.studentOf', { name: submission.studentName })}
        </Badge>
      )}
      <SaveStatusIndicator
        status={save.status}
        canSave={save.canSave}
        isReadOnly={save.isReadOnly}
        onRetry={save.onRetry}
      />
      <div className={classes.spacer} />
      <Group gap={4} wrap="nowrap" className={classes.actions}>
        <div className={classes.wideOnly}>
          <HistoryButtons isReadOnly={save.isReadOnly} />
        </div>
        <ActivityArrows {...props} />
        {props.checks}
        {onShowFeedback && (
          <Tooltip label={t('classwork.feedback.toggle')}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              size="lg"
              aria-label={t('classwork.feedback.toggle')}
              onClick={onShowFeedback}
            >
              <IconMessage2 size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
        {submission.viewer !== 'reviewer' && (
          <Button
            size="compact-md"
            disabled={!button.isEnabled}
            onClick={onAction}
            loading={isSending}
            data-testid="activity-action"
            data-tour="activity-action"
          >
            {t(`classwork.action.${button.label}`)}
          </Button>
        )}
        <div className={classes.wideOnly}>
          <HelpMenu />
        </div>
        <div className={classes.wideOnly}>
          <LanguageMenu />
        </div>
        <AccountMenu variant="bar" />
      </Group>
    </header>
  );
};
