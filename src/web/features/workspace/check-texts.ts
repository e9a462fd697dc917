import type { CircuitWarning, PinFix } from '../../../domain/circuit/checks.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { partLookupOf } from '../../../domain/circuit/part-names.ts';
import { partText } from '../../editor/index.ts';
import type { TFunction } from '../../i18n/i18n.ts';

export interface CheckTexts {
  title: string;
  why: string;
  fix: string;
}

/** How a part is named to the student ("LED rojo 1"); a part the diagram lacks keeps its id. */
export type NamePart = (partId: string) => string;

export const partNamerOf = (t: TFunction, diagram: Pick<Diagram, 'parts'>): NamePart => {
  const partOf = partLookupOf(diagram);
  return (id) => {
    const part = partOf(id);
    return part ? partText(t, part) : id;
  };
};

/** A warning in the student's words, its parts named as the properties panel names them. */
export const checkTexts = (t: TFunction, warning: CircuitWarning, nameOf: NamePart): CheckTexts => {
  const { kind, params, partIds } = warning;
  // CircuitPython's words unless the warning brings the program's own (a MicroPython `Pin(15)`).
  const vars = {
    code: `board.${params.name}`,
    pinCode: `board.${params.pin}`,
    naming: 'board.',
    input: 'switch_to_input(pull=Pull.UP)',
    ...params,
    part: nameOf(partIds[0] ?? ''),
    ...(params.button !== undefined && { button: nameOf(String(params.button)) }),
  };
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
    case 'pinUnused': {
      // With a pin the code uses instead (`name`), the warning names both.
      const uses = params.name !== undefined;
      return {
        title: t(uses ? 'checks.kinds.pinUnused.titleUses' : 'checks.kinds.pinUnused.title', vars),
        why: t(
          !uses
            ? 'checks.kinds.pinUnused.why'
            : params.name === 'LED'
              ? 'checks.kinds.pinUnused.whyBoardLed'
              : 'checks.kinds.pinUnused.whyUses',
          vars,
        ),
        fix: t(uses ? 'checks.kinds.pinUnused.fixUses' : 'checks.kinds.pinUnused.fix', vars),
      };
    }
    default:
      return {
        title: t(`checks.kinds.${kind}.title`, vars),
        why: t(`checks.kinds.${kind}.why`, vars),
        fix: t(`checks.kinds.${kind}.fix`, vars),
      };
  }
};

/** Part id → the titles of the warnings that point at it, for the markers on the canvas. */
export const markerTexts = (
  t: TFunction,
  warnings: readonly CircuitWarning[],
  nameOf: NamePart,
): Record<string, string[]> => {
  const byPart: Record<string, string[]> = Object.create(null);
  for (const warning of warnings) {
    const { title } = checkTexts(t, warning, nameOf);
    for (const id of warning.partIds) byPart[id] = [...(byPart[id] ?? []), title];
  }
  return byPart;
};

/** The one-click fix's button: the use as written and as it will be (`board.LED`, `Pin(15)`). */
export const fixCodeText = (t: TFunction, fix: PinFix): string =>
  t('checks.fixCode', {
    from: fix.fromCode ?? `board.${fix.from}`,
    to: fix.toCode ?? `board.${fix.to}`,
  });
