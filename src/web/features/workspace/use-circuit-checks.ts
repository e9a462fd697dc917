import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCircuit } from '../../../domain/circuit/checks.ts';
import { showPartWarnings, useEditorStore } from '../../editor/index.ts';
import { markerTexts, partNamerOf } from './check-texts.ts';
import { setWarnings, useChecksStore } from './checks-store.ts';

/** A pause after the last edit or key press: a drag or a typed word is checked once, at its end. */
const CHECK_DELAY_MS = 250;

/**
 * Keeps the circuit checks current for this workspace: on the diagram, code.py and, while running,
 * the pins the program drives. Writes the warnings for the checks tab and the markers on the canvas.
 */
export const useCircuitChecks = (code: string) => {
  const { t } = useTranslation();
  const diagram = useEditorStore((state) => state.diagram);
  const drivenPins = useChecksStore((state) => state.drivenPins);

  useEffect(() => {
    const timer = setTimeout(() => {
      const warnings = checkCircuit({ diagram, code, drivenPins });
      setWarnings(warnings);
      showPartWarnings(markerTexts(t, warnings, partNamerOf(t, diagram)));
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [diagram, code, drivenPins, t]);

  useEffect(
    () => () => {
      setWarnings([]);
      showPartWarnings({});
    },
    [],
  );
};
