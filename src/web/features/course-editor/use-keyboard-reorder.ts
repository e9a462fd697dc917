import { type Dispatch, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  type ActivityPlace,
  moveActivity,
  moveModule,
  placeOfActivity,
  stepActivityPlace,
} from '../../../domain/course-order.ts';
import type { CourseDraft, DraftAction } from './course-draft.ts';
import type { Announcer } from './use-announcer.ts';

/** What the keyboard holds: a module (by its key) or an activity (by id), and the draft before. */
type Grabbed =
  | { kind: 'module'; key: string; before: CourseDraft }
  | { kind: 'activity'; id: string; before: CourseDraft };

const handleIdOf = (grabbed: Grabbed) => (grabbed.kind === 'module' ? `m:${grabbed.key}` : `a:${grabbed.id}`);
export const moduleHandleId = (key: string) => `m:${key}`;
export const activityHandleId = (id: string) => `a:${id}`;

const isPick = (key: string) => key === ' ' || key === 'Enter';
const stepOf = (key: string): -1 | 1 | null =>
  key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : key === 'ArrowDown' || key === 'ArrowRight' ? 1 : null;

/**
 * Reordering from a focused handle: Space or Enter picks the item up, the arrows move it (an
 * activity walks on into the next list or module), Space or Enter drops it, Escape puts it back.
 * Focus follows the handle wherever the item lands; every step is announced.
 */
export const useKeyboardReorder = (
  draft: CourseDraft,
  dispatch: Dispatch<DraftAction>,
  announcer: Announcer,
) => {
  const [grabbed, setGrabbed] = useState<Grabbed | null>(null);
  const handles = useRef(new Map<string, HTMLElement>());

  // A moved item may be drawn anew (another list, another module): give its handle focus back.
  useLayoutEffect(() => {
    if (!grabbed) return;
    const handle = handles.current.get(handleIdOf(grabbed));
    if (handle && document.activeElement !== handle) handle.focus();
  });

  const registerHandle = (id: string) => (element: HTMLElement | null) => {
    if (element) handles.current.set(id, element);
    else handles.current.delete(id);
  };

  const finish = (event: 'dropped' | 'cancelled', item: Grabbed) => {
    const landed = event === 'cancelled' ? item.before : draft;
    if (event === 'cancelled') dispatch({ type: 'restore', draft: item.before });
    if (item.kind === 'module')
      announcer.announceModule(event, landed.content, landed.moduleKeys.indexOf(item.key));
    else announcer.announceActivity(event, landed.content, item.id);
    setGrabbed(null);
  };

  const onModuleKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const key = draft.moduleKeys[index];
    if (key === undefined) return;
    const isHeld = grabbed?.kind === 'module' && grabbed.key === key;
    const step = stepOf(event.key);
    if (isPick(event.key)) {
      event.preventDefault();
      if (isHeld) finish('dropped', grabbed);
      else {
        setGrabbed({ kind: 'module', key, before: draft });
        announcer.announceModule('picked', draft.content, index);
      }
    } else if (isHeld && event.key === 'Escape') {
      event.preventDefault();
      finish('cancelled', grabbed);
    } else if (isHeld && step !== null) {
      event.preventDefault();
      const to = index + step;
      if (to < 0 || to >= draft.content.modules.length) return;
      dispatch({ type: 'moveModule', from: index, to });
      announcer.announceModule('moved', moveModule(draft.content, index, to), to);
    }
  };

  const onActivityKeyDown = (id: string) => (event: KeyboardEvent<HTMLElement>) => {
    const place = placeOfActivity(draft.content, id);
    if (!place) return;
    const isHeld = grabbed?.kind === 'activity' && grabbed.id === id;
    const step = stepOf(event.key);
    if (isPick(event.key)) {
      event.preventDefault();
      if (isHeld) finish('dropped', grabbed);
      else {
        setGrabbed({ kind: 'activity', id, before: draft });
        announcer.announceActivity('picked', draft.content, id);
      }
    } else if (isHeld && event.key === 'Escape') {
      event.preventDefault();
      finish('cancelled', grabbed);
    } else if (isHeld && step !== null) {
      event.preventDefault();
      moveActivityBy(place, step);
    }
  };

  const moveActivityBy = (from: ActivityPlace, step: -1 | 1) => {
    const to = stepActivityPlace(draft.content, from, step);
    if (!to) return;
    dispatch({ type: 'moveActivity', from, to });
    const isNewList = to.module !== from.module || to.list !== from.list;
    const id = draft.content.modules[from.module]?.lessons[0]?.[from.list][from.index]?.id ?? '';
    announcer.announceActivity('moved', moveActivity(draft.content, from, to), id, isNewList);
  };

  return {
    grabbedHandle: grabbed ? handleIdOf(grabbed) : null,
    registerHandle,
    onModuleKeyDown,
    onActivityKeyDown,
    /** Focus left for another control: the item stays where it was moved. */
    onHandleBlur: (event: { relatedTarget: EventTarget | null }) => {
      if (grabbed && event.relatedTarget) finish('dropped', grabbed);
    },
  };
};
