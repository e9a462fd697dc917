import { type Dispatch, type DragEvent, useRef, useState } from 'react';
import {
  type ActivityListKind,
  type ActivityPlace,
  activityListOf,
  dropIndexOf,
  moveActivity,
  moveModule,
  placeOfActivity,
} from '../../../domain/course-order.ts';
import type { CourseDraft, DraftAction } from './course-draft.ts';
import type { Announcer } from './use-announcer.ts';

type Dragged = { kind: 'module'; key: string } | { kind: 'activity'; id: string };

/** Where a drop would land now: before or after an item (by its handle id), or at a list's end. */
export interface DropMark {
  target: string;
  isAfter: boolean;
}

const isLowerHalf = (event: DragEvent<HTMLElement>) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

/**
 * Reordering by mouse or touch-pad with HTML5 drag and drop: the handle is dragged (showing its
 * whole card), a module card or an activity row takes a drop on its upper or lower half, and an
 * activity list takes one at its end (the way into an empty list).
 */
export const useDragReorder = (draft: CourseDraft, dispatch: Dispatch<DraftAction>, announcer: Announcer) => {
  const [dragged, setDragged] = useState<Dragged | null>(null);
  // What is dragged as the handlers see it at once: the first dragover can come before React has
  // rendered the dragstart's state, and one not accepted then refuses the drop where it lands.
  const draggedNow = useRef<Dragged | null>(null);
  const [mark, setMark] = useState<DropMark | null>(null);

  const end = () => {
    draggedNow.current = null;
    setDragged(null);
    setMark(null);
  };

  const start = (item: Dragged) => (event: DragEvent<HTMLElement>) => {
    event.stopPropagation();
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', item.kind === 'module' ? item.key : item.id);
    const card = event.currentTarget.closest('[data-drag-card]');
    if (card) event.dataTransfer.setDragImage(card, 24, 24);
    draggedNow.current = item;
    setDragged(item);
  };

  const over =
    (kind: Dragged['kind'], target: string, isEnd = false) =>
    (event: DragEvent<HTMLElement>) => {
      if (draggedNow.current?.kind !== kind) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      const isAfter = isEnd || isLowerHalf(event);
      if (mark?.target !== target || mark.isAfter !== isAfter) setMark({ target, isAfter });
    };

  const dropModule = (index: number) => (event: DragEvent<HTMLElement>) => {
    const dragged = draggedNow.current;
    if (dragged?.kind !== 'module') return;
    event.preventDefault();
    event.stopPropagation();
    const from = draft.moduleKeys.indexOf(dragged.key);
    const to = dropIndexOf(from, index, isLowerHalf(event));
    end();
    if (from < 0 || from === to) return;
    dispatch({ type: 'moveModule', from, to });
    announcer.announceModule('dropped', moveModule(draft.content, from, to), to);
  };

  const dropActivity =
    (target: ActivityPlace | { module: number; list: ActivityListKind; index: null }) =>
    (event: DragEvent<HTMLElement>) => {
      const dragged = draggedNow.current;
      if (dragged?.kind !== 'activity') return;
      event.preventDefault();
      event.stopPropagation();
      const from = placeOfActivity(draft.content, dragged.id);
      end();
      if (!from) return;
      const isSameList = from.module === target.module && from.list === target.list;
      const index =
        target.index === null
          ? activityListOf(draft.content, target.module, target.list).length - (isSameList ? 1 : 0)
          : dropIndexOf(isSameList ? from.index : null, target.index, isLowerHalf(event));
      const to = { module: target.module, list: target.list, index };
      const moved = moveActivity(draft.content, from, to);
      if (moved === draft.content) return;
      dispatch({ type: 'moveActivity', from, to });
      announcer.announceActivity('dropped', moved, dragged.id, !isSameList);
    };

  return {
    mark,
    isDragging: dragged !== null,
    moduleHandleProps: (key: string) => ({
      draggable: true,
      onDragStart: start({ kind: 'module', key }),
      onDragEnd: end,
    }),
    activityHandleProps: (id: string) => ({
      draggable: true,
      onDragStart: start({ kind: 'activity', id }),
      onDragEnd: end,
    }),
    moduleDropProps: (index: number, handleId: string) => ({
      onDragOver: over('module', handleId),
      onDrop: dropModule(index),
    }),
    activityDropProps: (place: ActivityPlace, handleId: string) => ({
      onDragOver: over('activity', handleId),
      onDrop: dropActivity(place),
    }),
    listDropProps: (module: number, list: ActivityListKind, listId: string) => ({
      onDragOver: over('activity', listId, true),
      onDrop: dropActivity({ module, list, index: null }),
    }),
  };
};
