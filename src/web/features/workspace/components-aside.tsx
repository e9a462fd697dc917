import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { type CatalogueItem, ComponentsSidebar, PropertiesPanel } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useColors } from '../../lib/colors.ts';
import classes from './workspace.module.css';

interface ComponentsAsideProps {
  items: readonly CatalogueItem[];
  isReadOnly: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A phone: the sidebar opens over the canvas, and closes (Escape, or a part added) to show it. */
  isDrawer: boolean;
}

/** The components sidebar and the properties panel, with the button that shows or hides them. */
export const ComponentsAside = ({
  items,
  isReadOnly,
  isOpen,
  onOpenChange,
  isDrawer,
}: ComponentsAsideProps) => {
  const { t } = useTranslation();
  const bodyId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const label = t(isOpen ? 'workspace.hideComponents' : 'workspace.showComponents');
  const colors = useColors();

  /** Closed as a drawer, focus goes back to the button that opens it, never to the page. */
  const closeDrawer = () => {
    onOpenChange(false);
    toggleRef.current?.focus();
  };

  return (
    <aside
      className={classes.sidebar}
      data-collapsed={isOpen ? undefined : ''}
      data-drawer={isDrawer ? '' : undefined}
      aria-label={t('workspace.components')}
      onKeyDown={(event) => {
        if (isDrawer && isOpen && event.key === 'Escape') {
          event.stopPropagation();
          closeDrawer();
        }
      }}
    >
      <Tooltip label={label} position="right">
        <ActionIcon
          ref={toggleRef}
          variant="subtle"
          color="gray.8"
          m={4}
          onClick={() => onOpenChange(!isOpen)}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          aria-label={label}
        >
          {isOpen ? (
            <IconLayoutSidebarLeftCollapse size={20} aria-hidden="true" />
          ) : (
            <IconLayoutSidebarLeftExpand size={20} aria-hidden="true" />
          )}
        </ActionIcon>
      </Tooltip>
      <div id={bodyId} hidden={!isOpen} className={classes.sidebarBody}>
        {!isReadOnly && (
          <div className={classes.catalogue}>
            <ComponentsSidebar catalogue={items} onAdded={isDrawer ? closeDrawer : undefined} />
          </div>
        )}
        <div className={classes.properties}>
          <PropertiesPanel palette={{ colors: colors.data, status: colors.status }} />
        </div>
      </div>
    </aside>
  );
};
