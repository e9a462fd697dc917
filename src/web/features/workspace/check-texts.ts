import type { TFunction } from 'i18next';
import type { CircuitWarning } from '../../../domain/circuit/checks.ts';

export interface CheckTexts {
  title: string;
  why: string;
  fix: string;
}

/**
 * A warning in the student's words. Parts are named by their id for now (`led1`); the friendly
 * names of the properties panel take over once both are in.
 */
export const checkTexts = (t: TFunction, warning: CircuitWarning): CheckTexts => {
  const { kind, params, partIds } = warning;
  const vars = { ...params, part: partIds[0] ?? '' };
  switch (kind) {
    case 'ledWithoutResistor':
      return {
        title: t(
          params.ohms === 0
            ? 'checks.kinds.ledWithoutResistor.title'
            : 'checks.kinds.ledWithoutResistor.titleLowOhms',
          vars,
        ),
        why: t('checks.kinds.ledWithoutResistor.why', vars),
        fix: t('checks.kinds.ledWithoutResistor.fix', vars),
      };
    case 'supplyShort':
      return {
        title: t(
          params.button ? 'checks.kinds.supplyShort.titleButton' : 'checks.kinds.supplyShort.title',
          vars,
        ),
        why: t('checks.kinds.supplyShort.why', vars),
        fix: t('checks.kinds.supplyShort.fix', vars),
      };
    default:
      return {
        title: t(`checks.kinds.${kind}.title`, vars),
        why: t(`checks.kinds.${kind}.why`, vars),
        fix: t(`checks.kinds.${kind}.fix`, vars),
      };
  }
};

/** Part id → the titles of the warnings that point at it, for the markers on the canvas. */
export const markerTexts = (t: TFunction, warnings: readonly CircuitWarning[]): Record<string, string[]> => {
  const byPart: Record<string, string[]> = Object.create(null);
  for (const warning of warnings) {
    const { title } = checkTexts(t, warning);
    for (const id of warning.partIds) byPart[id] = [...(byPart[id] ?? []), title];
  }
  return byPart;
};
