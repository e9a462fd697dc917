import { ActionIcon, SegmentedControl, Text, Tooltip } from '@mantine/core';
import {
  IconArrowsHorizontal,
  IconArrowsMinimize,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { Guide } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { GuidePageView } from './guide-page-view.tsx';
import { guidePagesOf } from './guide-pages.ts';
import type { GuidePanelEvent, GuidePanelState } from './guide-panel-state.ts';
import { isPanelOpen } from './guide-panel-state.ts';
import classes from './guide-sidebar.module.css';
import { PageButtons, StepPaginator } from './step-paginator.tsx';

export type GuideSidebarMode = 'read' | 'edit';

interface GuideSidebarProps {
  guide: Guide;
  panel: GuidePanelState;
  dispatch: (event: GuidePanelEvent) => void;
  /** Read: one page at a time with the paginator. Edit: the whole guide, as its authors see it. */
  mode: GuideSidebarMode;
  /** Absent for students, who only read (spec §6: the edit toggle is hidden for them). */
  onModeChange?: (mode: GuideSidebarMode) => void;
  /** The grading and feedback panel of an activity (a later issue), shown while it is open. */
  feedback?: ReactNode;
}

const ModeToggle = ({
  mode,
  onChange,
}: {
  mode: GuideSidebarMode;
  onChange: (mode: GuideSidebarMode) => void;
}) => {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      value={mode}
      onChange={(value) => onChange(value as GuideSidebarMode)}
      aria-label={t('guideWorkspace.sidebar.mode')}
      data={[
        { value: 'read', label: t('guideWorkspace.sidebar.read') },
        { value: 'edit', label: t('guideWorkspace.sidebar.edit') },
      ]}
    />
  );
};

/** Spec §2 Guide sidebar, on the right of the workspace: the guide's introduction and steps. */
export const GuideSidebar = ({ guide, panel, dispatch, mode, onModeChange, feedback }: GuideSidebarProps) => {
  const { t } = useTranslation();
  const bodyId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const pages = guidePagesOf(guide);
  const page = pages[Math.min(panel.page, pages.length - 1)] ?? { kind: 'introduction' as const };
  const isOpen = isPanelOpen(panel);
  const toggleLabel = t(
    panel.isExpanded ? 'guideWorkspace.sidebar.hideInstructions' : 'guideWorkspace.sidebar.showInstructions',
  );
  /** A long page scrolls: it takes focus so the keyboard can scroll it too. */
  const contentProps = {
    className: classes.content,
    tabIndex: 0,
    role: 'region',
    'aria-label': t('guideWorkspace.sidebar.content'),
  };
  const widthLabel = t(panel.isWide ? 'guideWorkspace.sidebar.narrow' : 'guideWorkspace.sidebar.wide');

  // A new page starts at its top. (Braces: newer browsers' scrollTo returns a promise, not a cleanup.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    contentRef.current?.scrollTo?.({ top: 0 });
  }, [panel.page]);

  return (
    <aside
      className={classes.sidebar}
      data-open={isOpen || undefined}
      data-wide={panel.isWide || undefined}
      aria-label={t('guideWorkspace.sidebar.label')}
      data-tour="guide-sidebar"
    >
      <div className={classes.header}>
        <Tooltip label={toggleLabel} position="left">
          <ActionIcon
            variant="subtle"
            color="gray.8"
            onClick={() => dispatch({ type: 'toggleInstructions' })}
            aria-expanded={panel.isExpanded}
            aria-controls={bodyId}
            aria-label={toggleLabel}
          >
            {panel.isExpanded ? (
              <IconLayoutSidebarRightCollapse size={20} aria-hidden="true" />
            ) : (
              <IconLayoutSidebarRightExpand size={20} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
        {isOpen && (
          <>
            <Text fw={700} size="sm" className={classes.title}>
              {t('guideWorkspace.sidebar.label')}
            </Text>
            {onModeChange && <ModeToggle mode={mode} onChange={onModeChange} />}
            <Tooltip label={widthLabel} position="left">
              <ActionIcon
                variant="subtle"
                color="gray.8"
                className={classes.widthToggle}
                onClick={() => dispatch({ type: 'toggleWidth' })}
                aria-pressed={panel.isWide}
                aria-label={t('guideWorkspace.sidebar.wide')}
              >
                {panel.isWide ? (
                  <IconArrowsMinimize size={18} aria-hidden="true" />
                ) : (
                  <IconArrowsHorizontal size={18} aria-hidden="true" />
                )}
              </ActionIcon>
            </Tooltip>
          </>
        )}
      </div>
      {panel.isFeedbackOpen && feedback}
      <div id={bodyId} hidden={!panel.isExpanded} className={classes.body}>
        {mode === 'read' ? (
          <>
            <StepPaginator
              pages={pages}
              current={panel.page}
              onGoTo={(target) => dispatch({ type: 'goTo', page: target, pageCount: pages.length })}
            />
            <div ref={contentRef} {...contentProps}>
              <GuidePageView guide={guide} page={page} />
            </div>
            <PageButtons
              current={panel.page}
              pageCount={pages.length}
              onMove={(by) => dispatch({ type: 'move', by, pageCount: pages.length })}
            />
          </>
        ) : (
          <div ref={contentRef} {...contentProps}>
            {pages.map((each) => (
              <div key={each.kind === 'step' ? each.number : 0} className={classes.wholePage}>
                <GuidePageView guide={guide} page={each} />
              </div>
            ))}
          </div>
        )}
      </div>
    </aside>
  );
};
