import type { DiagramPart, DiagramWire } from '../../domain/circuit/diagram.ts';
import { isBoardType } from '../../domain/circuit/part-kinds.ts';
import {
  boardPinLabel,
  describePart,
  describeWire,
  type PartLookup,
  type PartName,
  summarizePart,
  type WireEndName,
} from '../../domain/circuit/part-names.ts';
import { formatResistance } from '../../domain/circuit/resistance.ts';
import type { TFunction } from '../i18n/i18n.ts';
import { textFor } from './dynamic-text.ts';

/** The domain's name of a part in the page's language: "LED rojo 1", "Resistencia (r01)". */
export const partNameText = (t: TFunction, name: PartName): string => {
  const base =
    name.key === 'other'
      ? t('parts.names.other', { type: name.type ?? '' })
      : textFor(t, `parts.names.${name.key}`, name.key);
  if (name.number !== undefined) return t('parts.numbered', { name: base, number: name.number });
  if (name.tag !== undefined) return t('parts.tagged', { name: base, tag: name.tag });
  return base;
};

export const partText = (t: TFunction, part: DiagramPart): string => partNameText(t, describePart(part));

/** The header of a part's properties: its name and, for a resistor, its value ("Resistencia 1 · 220 Ω"). */
export const partSummaryText = (t: TFunction, part: DiagramPart, locale: string): string => {
  const { name, resistance } = summarizePart(part);
  const text = partNameText(t, name);
  return resistance === undefined
    ? text
    : t('parts.withValue', { name: text, value: formatResistance(resistance, locale) });
};

const endText = (t: TFunction, end: WireEndName): string => {
  switch (end.kind) {
    case 'pin':
      return end.pin;
    case 'part':
      return partNameText(t, end.name);
    case 'missing':
      return t('parts.missing');
  }
};

/** "Cable de GP15 a LED rojo 1". */
export const wireText = (t: TFunction, wire: DiagramWire, partOf: PartLookup): string => {
  const { from, to } = describeWire(wire, partOf);
  return t('parts.wire', { from: endText(t, from), to: endText(t, to) });
};

/** The part names of the locale's `editor.pins.feminine` list, whose pins read "da …" in Portuguese. */
const feminineNames = (t: TFunction): ReadonlySet<string> =>
  new Set(t('editor.pins.feminine').split(/\s+/).filter(Boolean));

/**
 * A pin as a screen reader names it: "GP15 de Raspberry Pi Pico", "A do LED vermelho 1". A board's
 * pin goes by its printed label (`GND.3` → `GND`), as wires name it.
 */
/**
 * What a drawing says a pin is, in the page's language: the drawings' own words are English
 * ("Anode", "Segment A", "Digit 2 Common"); a description we have no words for is left out, and a
 * GPIO number is the same in every language.
 */
export const pinDescriptionText = (t: TFunction, description: string | undefined): string | undefined => {
  if (!description) return undefined;
  if (/^GPIO\d+$/.test(description)) return description;
  const numbered = /^(Anode|Cathode)(?: (\d+))?$/.exec(description);
  if (numbered) {
    const key = numbered[1] === 'Anode' ? 'anode' : 'cathode';
    return numbered[2] === undefined
      ? t(`editor.pins.${key}`)
      : t(`editor.pins.${key}Numbered`, { number: numbered[2] });
  }
  const segment = /^Segment ([A-G])$/.exec(description);
  if (segment) return t('editor.pins.segment', { letter: segment[1] });
  const digit = /^Digit (\d) Common$/.exec(description);
  if (digit) return t('editor.pins.digitCommon', { number: digit[1] });
  if (description === 'Common' || description === 'Common pin') return t('editor.pins.common');
  if (description === 'Decimal Point') return t('editor.pins.decimalPoint');
  if (description === 'Colon') return t('editor.pins.colon');
  return undefined;
};

/** A pin's tooltip: its name, and what it is when the drawing says ("A · Ánodo"). */
export const pinTitle = (t: TFunction, pin: { name: string; description?: string }): string => {
  const description = pinDescriptionText(t, pin.description);
  return description ? `${pin.name} · ${description}` : pin.name;
};

export const pinText = (t: TFunction, part: DiagramPart, pin: string): string => {
  const name = describePart(part);
  const key = feminineNames(t).has(name.key) ? 'editor.pins.nameFeminine' : 'editor.pins.name';
  return t(key, { pin: isBoardType(part.type) ? boardPinLabel(pin) : pin, part: partNameText(t, name) });
};
