import { SegmentedControl } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { requestCodeEditor } from '../../code/code-editor-loader.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { RunControls } from './run-controls.tsx';
import { isActive, useRunStore } from './run-store.ts';
import classes from './workspace.module.css';

type Pane = 'circuit' | 'code';

interface PhonePanesProps {
  /** The circuit pane; `isLive`: drawn small above the code while its program runs. */
  circuit: (isLive: boolean) => ReactNode;
  code: ReactNode;
  onRun: () => void;
  onStop: () => void;
}

/**
 * A phone shows one pane at a time, chosen in the row above it with Run / Stop beside the switch.
 * Both stay mounted (the hidden one only hidden), so switching loses no editor state nor typing.
 * While a program runs, the code's tab keeps the circuit in a strip above it: the student sees
 * the LED blink the code makes blink.
 */
export const PhonePanes = ({ circuit, code, onRun, onStop }: PhonePanesProps) => {
  const { t } = useTranslation();
  const [pane, setPane] = useState<Pane>('circuit');
  const isRunning = useRunStore((store) => isActive(store.state));
  const isLive = pane === 'code' && isRunning;
  return (
    <div className={classes.phonePanes}>
      <div className={classes.paneSwitch}>
        <SegmentedControl
          size="xs"
          value={pane}
          onChange={(value) => {
            // The code's tab: the person reaches for the code, CodeMirror downloads.
            if (value === 'code') requestCodeEditor();
            setPane(value as Pane);
          }}
          aria-label={t('workspace.pane.label')}
          data={[
            { value: 'circuit', label: t('workspace.pane.circuit') },
            { value: 'code', label: t('workspace.pane.code') },
          ]}
        />
        <RunControls onRun={onRun} onStop={onStop} />
      </div>
      <div
        className={classes.phonePane}
        hidden={pane !== 'circuit' && !isLive}
        data-live={isLive || undefined}
      >
        {circuit(isLive)}
      </div>
      <div className={classes.phonePane} hidden={pane !== 'code'}>
        {code}
      </div>
    </div>
  );
};
