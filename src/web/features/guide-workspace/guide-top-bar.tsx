import { Badge, Button, Divider, Group, Tooltip } from '@mantine/core';
import { IconCopyPlus, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Guide } from '../../../domain/guides.ts';
import { AccountMenu } from '../../app/account-menu.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { CategoryIconMark } from '../../ui/category-icon.tsx';
import { LanguageMenu } from '../../ui/language-menu.tsx';
import { Logo } from '../../ui/logo.tsx';
import { HelpMenu } from '../workspace/help-menu.tsx';
import { HistoryButtons } from '../workspace/history-buttons.tsx';
import type { SaveStatus } from '../workspace/save-state.ts';
import { SaveStatusIndicator } from '../workspace/save-status.tsx';
import classes from './guide-workspace.module.css';

export interface GuideSaveView {
  status: SaveStatus;
  canSave: boolean;
  onRetry?: () => void;
}

interface GuideTopBarProps {
  guide: Guide;
  isTemplateEditing: boolean;
  isReadOnly: boolean;
  save: GuideSaveView;
  /** Absent in template editing: the guide itself is being written there. */
  onMakeItMine?: () => void;
  isCopying?: boolean;
  /** An activity's "Check my work" (issue 25). */
  checks?: ReactNode;
}

/**
 * Spec §2 workspace bar for a guide: logo to home, the guide's name and category, undo and redo,
 * "Make it mine", help, language and profile. Template editing shows its save status instead.
 */
export const GuideTopBar = (props: GuideTopBarProps) => {
  const { guide, isTemplateEditing, isReadOnly, save, onMakeItMine, isCopying = false } = props;
  const { t } = useTranslation();
  return (
    <header className={classes.bar}>
      <div className={classes.logo}>
        <Logo />
      </div>
      <Divider orientation="vertical" className={classes.wideOnly} />
      <h1 className={classes.name} title={guide.name}>
        {guide.name}
      </h1>
      <Badge
        variant="light"
        className={classes.wideOnly}
        leftSection={<CategoryIconMark icon={guide.categoryIcon} size={14} />}
      >
        {guide.categoryName}
      </Badge>
      {isTemplateEditing && (
        // Darker than orange.9, which is below 4.5:1 under white text (WCAG AA).
        <Badge
          color="#a5390b"
          variant="filled"
          data-tour="template-badge"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          className={classes.iconBadge}
        >
          <span className={classes.buttonLabel}>{t('guideWorkspace.templateBadge')}</span>
        </Badge>
      )}
      {/* On a phone a read-only template says so in its notice below the bar, not in a cut-off badge. */}
      <div className={isTemplateEditing && !isReadOnly ? classes.saveStatus : classes.wideOnly}>
        <SaveStatusIndicator
          status={save.status}
          canSave={save.canSave}
          isReadOnly={isReadOnly}
          onRetry={save.onRetry}
        />
      </div>
      <div className={classes.spacer} />
      <Group gap={4} wrap="nowrap">
        <div className={classes.history}>
          <HistoryButtons isReadOnly={isReadOnly} />
        </div>
        {props.checks}
        {onMakeItMine && (
          <Tooltip label={t('guideWorkspace.makeItMine.hint')} multiline maw={260}>
            <Button
              size="compact-md"
              leftSection={<IconCopyPlus size={16} aria-hidden="true" />}
              onClick={onMakeItMine}
              loading={isCopying}
              data-tour="make-it-mine"
              className={classes.makeItMine}
            >
              <span className={classes.buttonLabel}>{t('guideWorkspace.makeItMine.label')}</span>
            </Button>
          </Tooltip>
        )}
        <HelpMenu />
        <div className={classes.language}>
          <LanguageMenu />
        </div>
        <AccountMenu variant="bar" />
      </Group>
    </header>
  );
};
