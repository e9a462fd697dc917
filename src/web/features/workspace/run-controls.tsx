import { Badge, Button, Loader, Tooltip } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import type { RunState } from '../../code/simulator/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isActive, useRunStore } from './run-store.ts';
import classes from './workspace.module.css';

const STATE_COLORS: Record<RunState, string> = {
  idle: 'gray',
  starting: 'blue',
  running: 'green',
  'waiting-input': 'yellow',
  finished: 'gray',
  error: 'red',
  stopped: 'orange',
};

/** Run / Stop for the simulator, and the program's state next to it (announced when it changes). */
export const RunControls = ({ onRun, onStop }: { onRun: () => void; onStop: () => void }) => {
  const { t } = useTranslation();
  const state = useRunStore((store) => store.state);
  const isRunning = isActive(state);
  const label = t(isRunning ? 'run.stop' : 'run.run');
  return (
    <>
      {/* In a narrow pane the button is its icon: the tooltip says its word. */}
      <Tooltip label={label} openDelay={400}>
        <Button
          size="compact-sm"
          // Red and green dark enough under white text (WCAG AA 4.5:1).
          color={isRunning ? '#c92a2a' : '#087f5b'}
          leftSection={
            isRunning ? (
              <IconPlayerStopFilled size={14} aria-hidden="true" />
            ) : (
              <IconPlayerPlayFilled size={14} aria-hidden="true" />
            )
          }
          onClick={isRunning ? onStop : onRun}
          aria-keyshortcuts="Control+Enter"
          data-tour="run"
          className={classes.runButton}
        >
          <span className={classes.runLabel}>{label}</span>
        </Button>
      </Tooltip>
      <output aria-live="polite" data-run-state={state} className={classes.runState}>
        {state !== 'idle' && (
          <Badge
            variant="dot"
            color={STATE_COLORS[state]}
            size="sm"
            className={classes.runState}
            leftSection={state === 'starting' ? <Loader size={10} color="blue" /> : undefined}
          >
            {t(`run.state.${state}`)}
          </Badge>
        )}
      </output>
    </>
  );
};
