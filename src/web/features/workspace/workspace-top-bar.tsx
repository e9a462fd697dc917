import { ActionIcon, Badge, Divider, Group, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { AccountMenu } from '../../app/account-menu.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { LanguageMenu } from '../../ui/language-menu.tsx';
import { Logo } from '../../ui/logo.tsx';
import { useDuplicateInNewTab } from '../projects/use-duplicate-in-new-tab.ts';
import { HelpMenu } from './help-menu.tsx';
import { HistoryButtons } from './history-buttons.tsx';
import { ImportExportMenu } from './import-export-menu.tsx';
import { ProjectName } from './project-name.tsx';
import type { SaveStatus } from './save-state.ts';
import { SaveStatusIndicator } from './save-status.tsx';
import type { EditableValues } from './use-project-save.ts';
import classes from './workspace.module.css';
import { WorkspaceMoreMenu } from './workspace-more-menu.tsx';
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
  /** Edits waiting in the save outbox, and why the server refused the last save (if it did). */
  waiting: number;
  problem: string | null;
}

/** Spec §2 project workspace bar; on a phone, one row with the secondary buttons in a "more" menu. */
export const WorkspaceTopBar = (props: WorkspaceTopBarProps) => {
  const { projectId, values, status, canSave, isReadOnly, onRename, onRetry, flush, waiting, problem } =
    props;
  const statusProps = { status, canSave, isReadOnly, onRetry, waiting, problem };
  const { t } = useTranslation();
  const { duplicateInNewTab, isDuplicating } = useDuplicateInNewTab();
  const isPhone = useIsPhone();

  if (isPhone)
    return (
      <header className={`${classes.bar} ${barClasses.phoneBar}`}>
        <div className={barClasses.phoneLogo}>
          <Logo />
        </div>
        <ProjectName name={values.name} canRename={!isReadOnly} onRename={onRename} />
        <div className={barClasses.phoneSave}>
          <SaveStatusIndicator {...statusProps} />
        </div>
        <div className={barClasses.spacer} />
        <Group gap={4} wrap="nowrap">
          <WorkspaceMoreMenu
            projectName={values.name}
            code={values.code}
            isReadOnly={isReadOnly}
            onDuplicate={() => void duplicateInNewTab(projectId, flush)}
            isDuplicating={isDuplicating}
          />
          <AccountMenu variant="bar" />
        </Group>
      </header>
    );

  return (
    <header className={classes.bar}>
      <Logo />
      <Divider orientation="vertical" />
      <ProjectName name={values.name} canRename={!isReadOnly} onRename={onRename} />
      <Badge variant="light">{t(`projects.categories.${values.category}`)}</Badge>
      <SaveStatusIndicator {...statusProps} />
      <div className={barClasses.spacer} />
      <Group gap={4} wrap="nowrap">
        <HistoryButtons isReadOnly={isReadOnly} />
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
