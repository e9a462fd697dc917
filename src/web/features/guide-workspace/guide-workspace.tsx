import { useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Guide } from '../../../domain/guides.ts';
import type { Me } from '../../../domain/me.ts';
import { getDiagram } from '../../editor/index.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useLang } from '../../lib/use-lang.ts';
import { GuidedTour, useTour } from '../../tour/index.ts';
import { ConflictModal } from '../../ui/conflict-modal.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { CheckMyWork } from '../checks/check-my-work.tsx';
import { statusOf } from '../workspace/save-state.ts';
import workspaceClasses from '../workspace/workspace.module.css';
import { WorkspaceBody } from '../workspace/workspace-body.tsx';
import { GuideNotice } from './guide-notice.tsx';
import { initialGuidePanel, isPanelOpen, reduceGuidePanel } from './guide-panel-state.ts';
import { GuideSidebar, type GuideSidebarMode } from './guide-sidebar.tsx';
import { type GuideSource, practicalGuideSource } from './guide-source.ts';
import { GuideTopBar } from './guide-top-bar.tsx';
import { useGuideDocument } from './use-guide-document.ts';
import { useMakeItMine } from './use-make-it-mine.ts';

/** Spec §6: the edit toggle is for everyone but students; a manager's "edit" is template editing. */
const useSidebarMode = (source: GuideSource, me: Me, isTemplateEditing: boolean) => {
  const lang = useLang();
  const navigate = useNavigate();
  const [localMode, setLocalMode] = useState<GuideSidebarMode>('read');
  const { editPathOf, mayEditTemplate = (roles: Me['roles']) => roles.superAdmin } = source;
  if (me.roles.student) return { mode: 'read' as const, onModeChange: undefined };
  if (!mayEditTemplate(me.roles) || !editPathOf) return { mode: localMode, onModeChange: setLocalMode };
  return {
    mode: isTemplateEditing ? ('edit' as const) : ('read' as const),
    onModeChange: (mode: GuideSidebarMode) => void navigate(editPathOf(lang, mode === 'edit')),
  };
};

interface GuideWorkspaceProps {
  guide: Guide;
  me: Me;
  isTemplateEditing: boolean;
  /** A practical guide unless said otherwise (an activity's starter guide). */
  source?: GuideSource;
}

/** A guide opened in the real workspace, with its sidebar on the right. */
export const GuideWorkspace = ({
  guide,
  me,
  isTemplateEditing,
  source: givenSource,
}: GuideWorkspaceProps) => {
  const source = givenSource ?? practicalGuideSource(guide.id);
  const document = useGuideDocument(guide, isTemplateEditing, source.template);
  const isPhone = useIsPhone();
  const [panel, dispatch] = useReducer(reduceGuidePanel, undefined, () => initialGuidePanel());
  const { mode, onModeChange } = useSidebarMode(source, me, isTemplateEditing);
  const { makeItMine, isCopying } = useMakeItMine(guide, source.copyToProjects);
  const variant = isTemplateEditing ? 'template' : 'practical-guide';
  const tour = useTour(variant);
  const { state, saver, values } = document;
  const codeRef = useRef(values.code);
  codeRef.current = values.code;
  const isEdited = () => document.isEdited() || values.codeView !== guide.project.view;

  return (
    <div className={workspaceClasses.page}>
      <PageTitle title={guide.name} />
      <GuideTopBar
        guide={guide}
        isTemplateEditing={isTemplateEditing}
        isReadOnly={document.isReadOnly}
        save={{
          status: statusOf(state),
          canSave: document.canSave,
          onRetry: state.conflict ? undefined : () => saver?.saveNow(),
        }}
        onMakeItMine={
          isTemplateEditing
            ? undefined
            : () =>
                makeItMine(
                  isEdited() ? { diagram: getDiagram(), code: values.code, codeView: values.codeView } : null,
                )
        }
        isCopying={isCopying}
        checks={
          source.checks === undefined ? undefined : (
            <CheckMyWork
              owner={source.checks}
              getCode={() => codeRef.current}
              openAtFirst={source.openChecks}
            />
          )
        }
      />
      {isTemplateEditing && <GuideNotice isPublished={document.isReadOnly} refusal={document.refusal} />}
      <WorkspaceBody
        code={values.code}
        isReadOnly={document.isReadOnly}
        onCodeChange={(code) => document.change('code', code)}
        codeView={values.codeView}
        blocks={values.blocks}
        // Followed, the blocks are edited as the code is: in this tab only (nothing is saved).
        onBlocksChange={document.changeAll}
        isComponentsOpenAtFirst={!isPhone}
        isCoveredByAside={isPhone && isPanelOpen(panel)}
        aside={
          <GuideSidebar
            guide={guide}
            panel={panel}
            dispatch={dispatch}
            mode={mode}
            onModeChange={onModeChange}
          />
        }
      />
      {isTemplateEditing && (
        <ConflictModal
          opened={Boolean(state.conflict)}
          textKey="guideAdmin.conflict"
          onReload={document.reloadTheirs}
          onOverwrite={() => saver?.overwrite()}
        />
      )}
      <GuidedTour variant={variant} open={tour.isOpen} onClose={tour.close} />
    </div>
  );
};
