import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GroupActivities, SubmissionView } from '../../../domain/classwork.ts';
import type { Guide } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { gradeActivityPath, type WorkQuery } from '../../lib/classroom-paths.ts';
import { errorText } from '../../lib/error-text.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { initialGuidePanel, isPanelOpen, reduceGuidePanel } from '../guide-workspace/guide-panel-state.ts';
import { GuideSidebar } from '../guide-workspace/guide-sidebar.tsx';
import { ActivityEditor } from './activity-editor.tsx';
import { panelModeOf, templateOf } from './activity-rules.ts';
import type { ActivityPageKind } from './activity-top-bar.tsx';
import { sendSubmission } from './classwork-api.ts';
import { MOVE_ALERT_MS, useSubmissionMove } from './classwork-queries.ts';
import { FeedbackPanel } from './feedback-panel.tsx';
import { SendConfirm } from './send-confirm.tsx';

interface ActivityWorkspaceProps {
  kind: ActivityPageKind;
  activityId: string;
  work: WorkQuery;
  submission: SubmissionView;
  activities: GroupActivities | undefined;
  guide: Guide;
  projectId: string | null;
}

/**
 * Spec §2 activity workspace: the student's project in the board workspace, the activity's guide in
 * the sidebar with the grading and feedback panel, and the activity bar. A move (the student's
 * send, the tutor's grade or return, live from another tab) opens the project again as it is now.
 */
export const ActivityWorkspace = (props: ActivityWorkspaceProps) => {
  const { kind, activityId, work, submission, guide, projectId } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const isPhone = useIsPhone();
  const mode = panelModeOf(submission);
  const isFeedbackShown = mode !== 'hidden' || kind === 'grade';
  const [panel, dispatch] = useReducer(reduceGuidePanel, undefined, () =>
    initialGuidePanel({ isFeedbackOpen: isFeedbackShown }),
  );
  const [pendingFlush, setPendingFlush] = useState<(() => Promise<void>) | null>(null);
  const workKey = { groupId: work.groupId, activityId, studentId: work.studentUid };
  const send = useSubmissionMove(workKey, (key, version: number) => sendSubmission(key, version));

  // A move that brings the feedback (sent, graded, returned) opens it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every move (a new version) opens it again.
  useEffect(() => {
    if (isFeedbackShown) dispatch({ type: 'openFeedback' });
  }, [isFeedbackShown, submission.version]);

  const confirmSend = async () => {
    const flush = pendingFlush;
    setPendingFlush(null);
    try {
      await flush?.();
      await send.mutateAsync(submission.version);
      alerts.success(t('classwork.send.success'), MOVE_ALERT_MS);
    } catch (error) {
      alerts.failure(t('classwork.send.failure'), errorText(t, error));
    }
  };

  const feedback = isFeedbackShown ? (
    <FeedbackPanel submission={submission} mode={mode} work={workKey} />
  ) : null;
  return (
    <>
      <ActivityEditor
        key={`${projectId}:${submission.version}`}
        projectId={projectId}
        template={templateOf(guide, submission)}
        kind={kind}
        activityId={activityId}
        work={work}
        activities={props.activities}
        submission={submission}
        isSending={send.isPending}
        onSend={(flush) => setPendingFlush(() => flush)}
        onGrade={() =>
          kind === 'grade'
            ? dispatch({ type: 'openFeedback' })
            : void navigate(gradeActivityPath(lang, activityId, work))
        }
        onShowFeedback={isFeedbackShown ? () => dispatch({ type: 'openFeedback' }) : undefined}
        isCoveredByAside={isPhone && isPanelOpen(panel)}
        aside={
          <GuideSidebar guide={guide} panel={panel} dispatch={dispatch} mode="read" feedback={feedback} />
        }
      />
      <SendConfirm
        opened={pendingFlush !== null}
        onCancel={() => setPendingFlush(null)}
        onConfirm={() => void confirmSend()}
      />
    </>
  );
};
