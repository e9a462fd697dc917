import { useEffect } from 'react';
import { checkCircuit } from '../../../domain/circuit/checks.ts';
import { showPartWarnings, useEditorStore } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { markerTexts, partNamerOf } from './check-texts.ts';
import { setWarnings, useChecksStore } from './checks-store.ts';

/** A pause after the last edit or key press: a drag or a typed word is checked once, at its end. */
const CHECK_DELAY_MS = 250;

/**
 * Keeps the circuit checks current for this workspace: on the diagram, code.py and, while running,
 * the pins the program drives. Writes the warnings for the checks tab and the markers on the canvas.
 * The diagram is watched outside React: a drag changes it on every mouse move, and the code pane
 * holding this hook must not re-render (and CodeMirror re-compare its set-up) each time.
 */
export const useCircuitChecks = (code: string) => {
  const { t } = useTranslation();
  const drivenPins = useChecksStore((state) => state.drivenPins);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const { diagram } = useEditorStore.getState();
      const warnings = checkCircuit({ diagram, code, drivenPins });
      setWarnings(warnings);
      showPartWarnings(markerTexts(t, warnings, partNamerOf(t, diagram)));
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, CHECK_DELAY_MS);
    };
    schedule();
    const unsubscribe = useEditorStore.subscribe((state, previous) => {
      if (state.diagram !== previous.diagram) schedule();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [code, drivenPins, t]);

  useEffect(
    () => () => {
      setWarnings([]);
      showPartWarnings({});
    },
    [],
  );
};
