import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import type { GroupActivities, SubmissionView } from '../../../domain/classwork.ts';
import type { Project } from '../../../domain/projects.ts';
import type { WorkQuery } from '../../lib/classroom-paths.ts';
import { openWithEntry } from '../../offline/outbox-entry.ts';
import { GuidedTour, useTour } from '../../tour/index.ts';
import { ConflictModal } from '../../ui/conflict-modal.tsx';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { CheckMyWork } from '../checks/check-my-work.tsx';
import { activityChecksOwner } from '../checks/checks-api.ts';
import { projectKeys } from '../projects/project-queries.ts';
import { isEditorReadOnly } from '../workspace/project-rules.ts';
import { type SavedField, statusOf } from '../workspace/save-state.ts';
import { useOutboxEntry } from '../workspace/use-outbox-entry.ts';
import { fetchProjectAfterLeavingSaves, useProjectSave } from '../workspace/use-project-save.ts';
import workspaceClasses from '../workspace/workspace.module.css';
import { WorkspaceBody } from '../workspace/workspace-body.tsx';
import { type ActivityPageKind, ActivityTopBar } from './activity-top-bar.tsx';

export interface ActivityEditorProps {
  kind: ActivityPageKind;
  activityId: string;
  work: WorkQuery;
  activities: GroupActivities | undefined;
  submission: SubmissionView;
  /** The guide sidebar with its feedback panel. */
  aside: ReactNode;
  /** The sidebar covers the workspace (a phone): what is under it is out of reach. */
  isCoveredByAside: boolean;
  isSending: boolean;
  /** Send was asked for; `flush` resolves once what is typed has been saved. */
  onSend: (flush: () => Promise<void>) => void;
  onGrade: () => void;
  onShowFeedback?: () => void;
}

/** The opened project in the board workspace, saved as it changes while it is the student's to edit. */
const ActivityEditorView = ({
  project,
  pending,
  ...props
}: ActivityEditorProps & { project: Project; pending?: SavedField[] }) => {
  const isReadOnly = isEditorReadOnly(project);
  const { values, change, changeAll, state, saver, canSave, reloadTheirs } = useProjectSave(project, pending);
  const flush = () => saver?.flush() ?? Promise.resolve();
  const codeRef = useRef(values.code);
  codeRef.current = values.code;
  const { work, submission, activityId } = props;
  // Started once the project is on screen: the tour's targets are there to point at.
  const tourVariant = submission.viewer === 'student' ? 'activity' : 'grading';
  const tour = useTour(tourVariant);
  return (
    <div className={workspaceClasses.page}>
      <PageTitle title={values.name} />
      <ActivityTopBar
        {...props}
        name={values.name}
        save={{
          status: statusOf(state),
          canSave,
          isReadOnly,
          onRetry: state.conflict ? undefined : () => saver?.saveNow(),
        }}
        onSend={() => props.onSend(flush)}
        checks={
          <CheckMyWork
            owner={activityChecksOwner(activityId)}
            getCode={() => codeRef.current}
            work={
              submission.viewer === 'student'
                ? { groupId: work.groupId, activityId, studentId: work.studentUid }
                : undefined
            }
          />
        }
      />
      <WorkspaceBody
        code={values.code}
        isReadOnly={isReadOnly}
        onCodeChange={(code) => change('code', code)}
        codeView={values.codeView}
        blocks={values.blocks}
        // Read only to the tutor and while handed in: the view is looked at, never switched for good.
        onBlocksChange={canSave ? changeAll : undefined}
        aside={props.aside}
        isCoveredByAside={props.isCoveredByAside}
      />
      <ConflictModal
        opened={Boolean(state.conflict)}
        textKey="workspace.conflict"
        onReload={reloadTheirs}
        onOverwrite={() => saver?.overwrite()}
      />
      <GuidedTour variant={tourVariant} open={tour.isOpen} onClose={tour.close} />
    </div>
  );
};

/**
 * The student's project as the server holds it now (never an older cached copy): read only when
 * it is handed in or someone else's. With no project yet (a tutor before the student opened the
 * activity), `template` shows the activity's starter project, never saved.
 */
export const ActivityEditor = (
  props: ActivityEditorProps & { projectId: string | null; template: Project },
) => {
  const { projectId, template, ...rest } = props;
  const project = useQuery({
    queryKey: projectKeys.detail(projectId ?? ''),
    queryFn: () => fetchProjectAfterLeavingSaves(projectId ?? ''),
    enabled: projectId !== null,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Edits of an earlier visit still in the save outbox open with the project (offline/outbox.ts).
  const waiting = useOutboxEntry(projectId ?? '');
  if (projectId === null) return <ActivityEditorView {...rest} project={template} />;
  if (project.isError) throw project.error;
  if (!project.data || !project.isFetchedAfterMount || !waiting.isReady) return <FullPageLoader />;
  const opened = openWithEntry(project.data, waiting.entry);
  return <ActivityEditorView {...rest} project={opened.project} pending={opened.pending} />;
};
