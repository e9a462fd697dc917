import { create } from 'zustand';
import type { DiagramPart, DiagramWire } from '../../domain/circuit/diagram.ts';
import type { PartLookup } from '../../domain/circuit/part-names.ts';
import type { TFunction } from '../i18n/i18n.ts';
import { partText, pinText, wireText } from './part-names.ts';

/** A pin with its part, as it was when the thing happened (a deleted part keeps its name). */
export interface PinEnd {
  part: DiagramPart;
  pin: string;
}

/**
 * What the canvas tells a screen reader it just did. Data, not text: the live region words it in
 * the page's language, and the parts are taken before the edit, so a deleted one is still named.
 */
export type Announcement =
  | { kind: 'placed'; part: DiagramPart }
  | { kind: 'moved' | 'rotated' | 'mirrored'; parts: readonly DiagramPart[] }
  | { kind: 'deleted'; parts: readonly DiagramPart[]; wires: readonly DiagramWire[]; partOf: PartLookup }
  | { kind: 'wireStarted'; from: PinEnd }
  | { kind: 'wired'; from: PinEnd; to: PinEnd }
  | { kind: 'wireCancelled' | 'undone' | 'redone' };

/** Past this many things, an announcement counts them instead of naming each. */
const MAX_NAMED = 3;

const listText = (t: TFunction, names: readonly string[], locale: string): string =>
  names.length > MAX_NAMED
    ? t('editor.announce.items', { count: names.length })
    : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);

const partsText = (t: TFunction, parts: readonly DiagramPart[], locale: string) =>
  listText(
    t,
    parts.map((part) => partText(t, part)),
    locale,
  );

/** The sentence a screen reader hears: "Moviste LED rojo 1", "Cable de GP15 de … a A de …". */
export const announcementText = (t: TFunction, announcement: Announcement, locale: string): string => {
  switch (announcement.kind) {
    case 'placed':
      return t('editor.announce.placed', { part: partText(t, announcement.part) });
    case 'moved':
    case 'rotated':
    case 'mirrored':
      return t(`editor.announce.${announcement.kind}`, { parts: partsText(t, announcement.parts, locale) });
    case 'deleted': {
      const { parts, wires, partOf } = announcement;
      const names = [...parts.map((part) => partText(t, part)), ...wires.map((w) => wireText(t, w, partOf))];
      return t('editor.announce.deleted', { items: listText(t, names, locale) });
    }
    case 'wireStarted':
      return t('editor.announce.wireStarted', {
        from: pinText(t, announcement.from.part, announcement.from.pin),
      });
    case 'wired':
      return t('parts.wire', {
        from: pinText(t, announcement.from.part, announcement.from.pin),
        to: pinText(t, announcement.to.part, announcement.to.pin),
      });
    case 'wireCancelled':
    case 'undone':
    case 'redone':
      return t(`editor.announce.${announcement.kind}`);
  }
};

/** The latest announcement; `serial` tells two equal ones apart, so both are read. View state only. */
export const useAnnouncement = create<{ announcement: Announcement | null; serial: number }>()(() => ({
  announcement: null,
  serial: 0,
}));

export const announce = (announcement: Announcement) =>
  useAnnouncement.setState((state) => ({ announcement, serial: state.serial + 1 }));
