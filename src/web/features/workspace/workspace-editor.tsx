import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../domain/projects.ts';
import { CircuitCanvas, ComponentsSidebar, PropertiesPanel } from '../../editor/index.ts';
import { useLang } from '../../lib/use-lang.ts';
import { GuidedTour, useTour } from '../../tour/index.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useCatalogue } from './catalogue.ts';
import { CodePane } from './code-pane.tsx';
import { ConflictModal } from './conflict-modal.tsx';
import { isEditorReadOnly } from './project-rules.ts';
import { ResizableSplit } from './resizable-split.tsx';
import { statusOf } from './save-state.ts';
import { useProjectSave } from './use-project-save.ts';
import classes from './workspace.module.css';
import { WorkspaceTopBar } from './workspace-top-bar.tsx';

/** The opened project: top bar, components sidebar, canvas and code editor, saved as they change. */
export const WorkspaceEditor = ({ project }: { project: Project }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const sidebarId = useId();
  const isReadOnly = isEditorReadOnly(project);
  const { values, change, state, saver, canSave, reloadTheirs } = useProjectSave(project);
  const [isSidebarOpen, setIsSidebarOpen] = useState(true);
  const catalogue = useCatalogue();
  const tour = useTour('user');
  const items = (catalogue.data ?? []).map((item) => ({ ...item, name: item.names[lang] || item.name }));

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
      <main className={classes.body}>
        <aside
          className={classes.sidebar}
          data-collapsed={isSidebarOpen ? undefined : ''}
          aria-label={t('workspace.components')}
        >
          <Tooltip
            label={t(isSidebarOpen ? 'workspace.hideComponents' : 'workspace.showComponents')}
            position="right"
          >
            <ActionIcon
              variant="subtle"
              color="gray.8"
              m={4}
              onClick={() => setIsSidebarOpen((open) => !open)}
              aria-expanded={isSidebarOpen}
              aria-controls={sidebarId}
              aria-label={t(isSidebarOpen ? 'workspace.hideComponents' : 'workspace.showComponents')}
            >
              {isSidebarOpen ? (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden="true" />
              ) : (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
          <div id={sidebarId} hidden={!isSidebarOpen} className={classes.sidebarBody}>
            {!isReadOnly && (
              <div className={classes.catalogue}>
                <ComponentsSidebar catalogue={items} />
              </div>
            )}
            <div className={classes.properties}>
              <PropertiesPanel />
            </div>
          </div>
        </aside>
        <ResizableSplit
          label={t('workspace.resize')}
          start={<CircuitCanvas />}
          end={
            <CodePane code={values.code} isReadOnly={isReadOnly} onChange={(code) => change('code', code)} />
          }
        />
      </main>
      <ConflictModal
        opened={Boolean(state.conflict)}
        onReload={reloadTheirs}
        onOverwrite={() => saver?.overwrite()}
      />
      <GuidedTour variant="user" open={tour.isOpen} onClose={tour.close} />
    </div>
  );
};
