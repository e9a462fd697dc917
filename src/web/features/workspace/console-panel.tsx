import { Tabs } from '@mantine/core';
import { useEffect } from 'react';
import type { PinFix } from '../../../domain/circuit/checks.ts';
import { ConsoleWithHints } from '../../code/console-hints.tsx';
import { Plotter } from '../../code/plotter/plotter.tsx';
import { SerialConsole } from '../../code/serial-console.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { BoardConsoleTab } from './board-console-tab.tsx';
import { ChecksPanel, ChecksTabLabel } from './checks-panel.tsx';
import { type ConsoleTab, clearSimulatorConsole, simulatorPlot, useRunStore } from './run-store.ts';
import classes from './workspace.module.css';

const SimulatorTab = ({ onSendLine }: { onSendLine: (line: string) => void }) => {
  const { t } = useTranslation();
  const text = useRunStore((store) => store.console);
  const hint = useRunStore((store) => store.hint);
  const outcome = useRunStore((store) => store.outcome);
  const inputPrompt = useRunStore((store) => store.inputPrompt);
  const isWaiting = useRunStore((store) => store.state === 'waiting-input');
  return (
    <SerialConsole
      label={t('run.console.simulatorLog')}
      text={text}
      content={
        <ConsoleWithHints text={text} hint={hint} hasEnded={outcome === 'finished' || outcome === 'error'} />
      }
      emptyText={t('run.console.empty')}
      onClear={clearSimulatorConsole}
      onSendLine={isWaiting ? onSendLine : undefined}
      inputLabel={inputPrompt?.trim() || t('run.console.input')}
      focusInput
    />
  );
};

interface ConsolePanelProps {
  onSendLine: (line: string) => void;
  /** Rewrites a pin in the code for a check's fix; left out where the code cannot be edited. */
  onFixCode?: (fix: PinFix) => void;
}

/** Under the code: the simulator's serial console, the real board's, the plotter and the checks. */
export const ConsolePanel = ({ onSendLine, onFixCode }: ConsolePanelProps) => {
  const { t } = useTranslation();
  const tab = useRunStore((store) => store.consoleTab);
  const setTab = (consoleTab: ConsoleTab) => useRunStore.setState({ consoleTab });
  // The next workspace opens on the simulator's console.
  useEffect(() => () => useRunStore.setState({ consoleTab: 'simulator' }), []);
  return (
    <section className={classes.consolePanel} aria-label={t('run.console.label')} data-tour="console">
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as ConsoleTab | null) ?? 'simulator')}
        className={classes.consoleTabs}
      >
        <Tabs.List>
          <Tabs.Tab value="simulator">{t('run.console.simulator')}</Tabs.Tab>
          <Tabs.Tab value="board">{t('run.console.board')}</Tabs.Tab>
          <Tabs.Tab value="plotter">{t('run.console.plotter')}</Tabs.Tab>
          <Tabs.Tab value="checks">
            <ChecksTabLabel />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="simulator" className={classes.consoleBody}>
          <SimulatorTab onSendLine={onSendLine} />
        </Tabs.Panel>
        <Tabs.Panel value="board" className={classes.consoleBody} keepMounted>
          <BoardConsoleTab />
        </Tabs.Panel>
        <Tabs.Panel value="plotter" className={classes.consoleBody}>
          <Plotter buffer={simulatorPlot} />
        </Tabs.Panel>
        <Tabs.Panel value="checks" className={classes.consoleBody}>
          <ChecksPanel onFixCode={onFixCode} />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
};
