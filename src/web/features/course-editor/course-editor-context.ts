import { createContext, type Dispatch, useContext } from 'react';
import type { ActivityField, CourseDraft, DraftAction } from './course-draft.ts';
import type { useDragReorder } from './use-drag-reorder.ts';
import type { useKeyboardReorder } from './use-keyboard-reorder.ts';

/** What every card of the editor works with: the draft, its edits, and the two ways to reorder. */
export interface CourseEditorContextValue {
  draft: CourseDraft;
  dispatch: Dispatch<DraftAction>;
  keyboard: ReturnType<typeof useKeyboardReorder>;
  drag: ReturnType<typeof useDragReorder>;
  /** Fields a save needs and the draft leaves empty, by activity id. */
  missing: Map<string, Set<ActivityField>>;
  /** Activities the server has (their starter project exists and can be edited). */
  savedActivityIds: Set<string>;
  /** The id of the text explaining how a handle reorders. */
  handleHintId: string;
  isSaving: boolean;
}

export const CourseEditorContext = createContext<CourseEditorContextValue | null>(null);

export const useCourseEditorContext = () => {
  const value = useContext(CourseEditorContext);
  if (!value) throw new Error('useCourseEditorContext outside the course editor');
  return value;
};
