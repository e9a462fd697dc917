import { useNavigate } from 'react-router';
import type { Project } from '../../../domain/projects.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useWaitingEntries } from '../../offline/outbox.ts';
import { waitingChanges } from '../../offline/outbox-entry.ts';
import { GuidedTour, useTour } from '../../tour/index.ts';
import { ConflictModal } from '../../ui/conflict-modal.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { boardPath } from '../projects/project-paths.ts';
import { isEditorReadOnly } from './project-rules.ts';
import type { SavedField } from './save-state.ts';
import { statusOf } from './save-state.ts';
import { useOfflineLeaveGuard } from './use-leave-guards.tsx';
import { useProjectSave } from './use-project-save.ts';
import classes from './workspace.module.css';
import { WorkspaceBody } from './workspace-body.tsx';
import { WorkspaceTopBar } from './workspace-top-bar.tsx';

/** The opened project: top bar, components sidebar, canvas and code editor, saved as they change. */
export const WorkspaceEditor = ({ project, pending }: { project: Project; pending?: SavedField[] }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const isReadOnly = isEditorReadOnly(project);
  const { values, change, changeAll, state, saver, canSave, reloadTheirs, keepBoth, refusal } =
    useProjectSave(project, pending);
  const waiting = waitingChanges(useWaitingEntries(useMe().data?.user.id));
  useOfflineLeaveGuard(canSave && statusOf(state) !== 'saved');
  const tour = useTour('user');

  return (
    <div className={classes.page}>
      <PageTitle title={values.name} />
      <WorkspaceTopBar
        projectId={project.id}
        values={values}
        status={statusOf(state)}
        canSave={canSave}
        isReadOnly={isReadOnly}
        onRename={(name) => change('name', name)}
        onRetry={state.conflict ? undefined : () => saver?.saveNow()}
        flush={() => saver?.flush() ?? Promise.resolve()}
        waiting={waiting}
        problem={refusal ? errorText(t, new ApiError(refusal.status, refusal.code, '')) : null}
      />
      <WorkspaceBody
        code={values.code}
        isReadOnly={isReadOnly}
        onCodeChange={(code) => change('code', code)}
        codeView={values.codeView}
        blocks={values.blocks}
        onBlocksChange={canSave ? changeAll : undefined}
      />
      <ConflictModal
        opened={Boolean(state.conflict)}
        textKey="workspace.conflict"
        onReload={reloadTheirs}
        onOverwrite={() => saver?.overwrite()}
        onKeepBoth={async () => {
          const copy = await keepBoth();
          await navigate(boardPath(lang, copy.id));
        }}
      />
      <GuidedTour variant="user" open={tour.isOpen} onClose={tour.close} />
    </div>
  );
};
