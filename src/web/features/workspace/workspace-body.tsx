import { type ReactNode, useRef, useState } from 'react';
import type { CodeView, WorkspaceJson } from '../../../domain/blocks/json.ts';
import { CircuitCanvas } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useCatalogue } from './catalogue.ts';
import { type BlocksChange, CodePane } from './code-pane.tsx';
import { ComponentsAside } from './components-aside.tsx';
import { PhonePanes } from './phone-panes.tsx';
import { ResizableSplit } from './resizable-split.tsx';
import { useSimulator } from './use-simulator.ts';
import classes from './workspace.module.css';

interface WorkspaceBodyProps {
  code: string;
  isReadOnly: boolean;
  onCodeChange: (code: string) => void;
  /** How the program is edited, and the blocks kept for it (issue 30); Python with none when not given. */
  codeView?: CodeView;
  blocks?: WorkspaceJson | null;
  /** A switch of view or an edit of blocks; not given where neither may change (read only). */
  onBlocksChange?: (change: BlocksChange) => void;
  /** Beside the code, on the right: the guide sidebar of a guide workspace. */
  aside?: ReactNode;
  /** Whether the components sidebar starts open (by default: not on a phone, where it covers the canvas). */
  isComponentsOpenAtFirst?: boolean;
  /** The aside covers the rest (a phone): what is under it is out of reach, for keys and readers too. */
  isCoveredByAside?: boolean;
}

/**
 * The workspace under its top bar: components sidebar, canvas and code.py, and what a page adds.
 * On a phone the canvas and the code take turns, full width, and the sidebar is a drawer.
 */
export const WorkspaceBody = (props: WorkspaceBodyProps) => {
  const { code, isReadOnly, onCodeChange, aside, isComponentsOpenAtFirst, isCoveredByAside } = props;
  const { codeView, blocks, onBlocksChange } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const isPhone = useIsPhone();
  // A phone's Run sits outside the code pane: it runs what the pane would (from blocks, traced).
  const runRef = useRef<(() => void) | null>(null);
  const [isSidebarOpen, setIsSidebarOpen] = useState(isComponentsOpenAtFirst ?? !isPhone);
  // Across the breakpoint the sidebar takes that width's default: a drawer starts closed.
  const [wasPhone, setWasPhone] = useState(isPhone);
  if (wasPhone !== isPhone) {
    setWasPhone(isPhone);
    setIsSidebarOpen(!isPhone);
  }
  const simulator = useSimulator();
  const catalogue = useCatalogue();
  const items = (catalogue.data ?? []).map((item) => ({ ...item, name: item.names[lang] || item.name }));

  const sidebar = (
    <ComponentsAside
      items={items}
      isReadOnly={isReadOnly}
      isOpen={isSidebarOpen}
      onOpenChange={setIsSidebarOpen}
      isDrawer={isPhone}
    />
  );
  const codePane = (
    <CodePane
      runRef={runRef}
      code={code}
      isReadOnly={isReadOnly}
      onChange={onCodeChange}
      codeView={codeView}
      blocks={blocks}
      onBlocksChange={isReadOnly ? undefined : onBlocksChange}
      simulator={simulator}
      hasRunControls={!isPhone}
    />
  );

  return (
    <main className={classes.body}>
      <div className={classes.underAside} inert={isCoveredByAside}>
        {isPhone ? (
          <PhonePanes
            circuit={(isLive) => (
              <>
                {!isLive && sidebar}
                <CircuitCanvas isCompact={isLive} />
              </>
            )}
            code={codePane}
            onRun={() => (runRef.current ? runRef.current() : simulator.run(code))}
            onStop={simulator.stop}
          />
        ) : (
          <>
            {sidebar}
            <ResizableSplit label={t('workspace.resize')} start={<CircuitCanvas />} end={codePane} />
          </>
        )}
      </div>
      {aside}
    </main>
  );
};
