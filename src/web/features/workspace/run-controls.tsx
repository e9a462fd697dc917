import { Badge, Button, Loader } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunState } from '../../code/simulator/index.ts';
import { isActive, useRunStore } from './run-store.ts';

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
  return (
    <>
      {isRunning ? (
        <Button
          size="compact-sm"
          color="#c92a2a"
          leftSection={<IconPlayerStopFilled size={14} aria-hidden="true" />}
          onClick={onStop}
          aria-keyshortcuts="Control+Enter"
          data-tour="run"
        >
          {t('run.stop')}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          color="#087f5b"
          leftSection={<IconPlayerPlayFilled size={14} aria-hidden="true" />}
          onClick={onRun}
          aria-keyshortcuts="Control+Enter"
          data-tour="run"
        >
          {t('run.run')}
        </Button>
      )}
      <output aria-live="polite" data-run-state={state}>
        {state !== 'idle' && (
          <Badge
            variant="dot"
            color={STATE_COLORS[state]}
            size="sm"
            leftSection={state === 'starting' ? <Loader size={10} color="blue" /> : undefined}
          >
            {t(`run.state.${state}`)}
          </Badge>
        )}
      </output>
    </>
  );
};
