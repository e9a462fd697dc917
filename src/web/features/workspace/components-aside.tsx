import { ActionIcon, Tabs, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { type ReactNode, useId, useRef } from 'react';
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

/**
 * A phone's drawer: the parts and the properties in tabs, each with the drawer's whole height.
 * Stacked, the properties of a selected part left two rows of parts.
 */
const DrawerTabs = ({ parts, properties }: { parts: ReactNode; properties: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="parts" className={classes.drawerTabs}>
      <Tabs.List grow>
        <Tabs.Tab value="parts">{t('editor.sidebar.title')}</Tabs.Tab>
        <Tabs.Tab value="properties">{t('editor.properties.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="parts" className={classes.drawerTab}>
        {parts}
      </Tabs.Panel>
      <Tabs.Panel value="properties" className={classes.drawerTab}>
        {properties}
      </Tabs.Panel>
    </Tabs>
  );
};

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

  const parts = (
    <div className={classes.catalogue}>
      <ComponentsSidebar
        catalogue={items}
        onAdded={isDrawer ? closeDrawer : undefined}
        hasTitle={!isDrawer}
      />
    </div>
  );
  const properties = <PropertiesPanel palette={{ colors: colors.data, status: colors.status }} />;

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
        {isDrawer && !isReadOnly ? (
          <DrawerTabs parts={parts} properties={properties} />
        ) : (
          <>
            {!isReadOnly && parts}
            <div className={classes.properties}>{properties}</div>
          </>
        )}
      </div>
    </aside>
  );
};
