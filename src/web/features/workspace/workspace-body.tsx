import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircuitCanvas, ComponentsSidebar, PropertiesPanel } from '../../editor/index.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useCatalogue } from './catalogue.ts';
import { CodePane } from './code-pane.tsx';
import { ResizableSplit } from './resizable-split.tsx';
import classes from './workspace.module.css';

interface WorkspaceBodyProps {
  code: string;
  isReadOnly: boolean;
  onCodeChange: (code: string) => void;
  /** Beside the code, on the right: the guide sidebar of a guide workspace. */
  aside?: ReactNode;
  /** Whether the components sidebar starts open (a phone starts with the room for the rest). */
  isComponentsOpenAtFirst?: boolean;
  /** The aside covers the rest (a phone): what is under it is out of reach, for keys and readers too. */
  isCoveredByAside?: boolean;
}

/** The workspace under its top bar: components sidebar, canvas and code.py, and what a page adds. */
export const WorkspaceBody = (props: WorkspaceBodyProps) => {
  const { code, isReadOnly, onCodeChange, aside, isComponentsOpenAtFirst = true, isCoveredByAside } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const sidebarId = useId();
  const [isSidebarOpen, setIsSidebarOpen] = useState(isComponentsOpenAtFirst);
  const catalogue = useCatalogue();
  const items = (catalogue.data ?? []).map((item) => ({ ...item, name: item.names[lang] || item.name }));

  return (
    <main className={classes.body}>
      <div className={classes.underAside} inert={isCoveredByAside}>
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
          end={<CodePane code={code} isReadOnly={isReadOnly} onChange={onCodeChange} />}
        />
      </div>
      {aside}
    </main>
  );
};
