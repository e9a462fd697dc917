import type { Project } from '../../../domain/projects.ts';
import { GuidedTour, useTour } from '../../tour/index.ts';
import { ConflictModal } from '../../ui/conflict-modal.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { isEditorReadOnly } from './project-rules.ts';
import { statusOf } from './save-state.ts';
import { useProjectSave } from './use-project-save.ts';
import classes from './workspace.module.css';
import { WorkspaceBody } from './workspace-body.tsx';
import { WorkspaceTopBar } from './workspace-top-bar.tsx';

/** The opened project: top bar, components sidebar, canvas and code editor, saved as they change. */
export const WorkspaceEditor = ({ project }: { project: Project }) => {
  const isReadOnly = isEditorReadOnly(project);
  const { values, change, state, saver, canSave, reloadTheirs } = useProjectSave(project);
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
      />
      <WorkspaceBody
        code={values.code}
        isReadOnly={isReadOnly}
        onCodeChange={(code) => change('code', code)}
      />
      <ConflictModal
        opened={Boolean(state.conflict)}
        textKey="workspace.conflict"
        onReload={reloadTheirs}
        onOverwrite={() => saver?.overwrite()}
      />
      <GuidedTour variant="user" open={tour.isOpen} onClose={tour.close} />
    </div>
  );
};
