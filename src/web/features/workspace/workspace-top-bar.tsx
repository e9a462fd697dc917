import { ActionIcon, Badge, Divider, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../app/account-menu.tsx';
import { redo, undo, useCanRedo, useCanUndo } from '../../editor/index.ts';
import { LanguageMenu } from '../../ui/language-menu.tsx';
import { Logo } from '../../ui/logo.tsx';
import { useDuplicateInNewTab } from '../projects/use-duplicate-in-new-tab.ts';
import { HelpMenu } from './help-menu.tsx';
import { ImportExportMenu } from './import-export-menu.tsx';
import { ProjectName } from './project-name.tsx';
import type { SaveStatus } from './save-state.ts';
import { SaveStatusIndicator } from './save-status.tsx';
import type { EditableValues } from './use-project-save.ts';
import classes from './workspace.module.css';
import barClasses from './workspace-top-bar.module.css';

interface WorkspaceTopBarProps {
  projectId: string;
  values: EditableValues;
  status: SaveStatus;
  canSave: boolean;
  isReadOnly: boolean;
  onRename: (name: string) => void;
  onRetry?: () => void;
  /** Resolves once what is typed has been saved, so a copy includes it. */
  flush: () => Promise<void>;
}

/** Spec §2 project workspace bar. */
export const WorkspaceTopBar = (props: WorkspaceTopBarProps) => {
  const { projectId, values, status, canSave, isReadOnly, onRename, onRetry, flush } = props;
  const { t } = useTranslation();
  const canUndo = useCanUndo();
  const canRedo = useCanRedo();
  const { duplicateInNewTab, isDuplicating } = useDuplicateInNewTab();

  return (
    <header className={classes.bar}>
      <Logo size={28} />
      <Divider orientation="vertical" />
      <ProjectName name={values.name} canRename={!isReadOnly} onRename={onRename} />
      <Badge variant="light">{t(`projects.categories.${values.category}`)}</Badge>
      <SaveStatusIndicator status={status} canSave={canSave} isReadOnly={isReadOnly} onRetry={onRetry} />
      <div className={barClasses.spacer} />
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('workspace.undo')}>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            onClick={undo}
            data-tour="history"
            disabled={isReadOnly || !canUndo}
            aria-label={t('workspace.undo')}
          >
            <IconArrowBackUp size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('workspace.redo')}>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            onClick={redo}
            data-tour="history"
            disabled={isReadOnly || !canRedo}
            aria-label={t('workspace.redo')}
          >
            <IconArrowForwardUp size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('workspace.duplicate')}>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            onClick={() => void duplicateInNewTab(projectId, flush)}
            loading={isDuplicating}
            aria-label={t('workspace.duplicate')}
          >
            <IconCopy size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <ImportExportMenu projectName={values.name} code={values.code} isReadOnly={isReadOnly} />
        <HelpMenu />
        <LanguageMenu />
        <AccountMenu variant="bar" />
      </Group>
    </header>
  );
};
