import type { InnerPart } from '../../../domain/circuit/bitdoglab.ts';
import { partText } from '../../editor/part-names.ts';
import type { TFunction } from '../../i18n/i18n.ts';
import { BOARD_LED, type PinOption, type PinPart } from './pin-options.ts';

const innerText = (t: TFunction, name: Exclude<InnerPart, `resistor${string}`>): string =>
  t(`workspace.blocks.inner.${name}`);

const partLabel = (t: TFunction, part: PinPart): string =>
  part.kind === 'part'
    ? partText(t, part.part)
    : innerText(t, part.name as Exclude<InnerPart, `resistor${string}`>);

/** "LED rojo 1 (GP15)", "GP3", "LED de la placa (LED)", "GP40 (no está en la placa)". */
export const pinLabel = (t: TFunction, option: PinOption): string => {
  if (option.isMissing) return t('workspace.blocks.pinMissing', { pin: option.pin });
  if (option.pin === BOARD_LED)
    return t('workspace.blocks.pinWithParts', { parts: t('workspace.blocks.boardLed'), pin: option.pin });
  if (option.parts.length === 0) return option.pin;
  const parts = option.parts.map((part) => partLabel(t, part)).join(', ');
  return t('workspace.blocks.pinWithParts', { parts, pin: option.pin });
};
