import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { CourseDetail } from '../../../domain/academy.ts';
import { fetchCourse } from '../course-admin/course-admin-api.ts';
import type { SaveStatus } from '../workspace/save-state.ts';
import {
  type ActivityField,
  type CourseDraft,
  draftOf,
  isDraftDirty,
  missingActivityFields,
  reduceDraft,
  toCourseUpdate,
} from './course-draft.ts';
import { saveCourse, uploadModuleImage } from './course-editor-api.ts';
import { courseEditorKeys } from './course-editor-queries.ts';

/** Why the last save did not go through: fields left empty (spec §5), or the server's answer. */
export type SaveFailure = { kind: 'missing' } | { kind: 'refused'; error: unknown };

const randomKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The course editor's draft and its save: PUT the tree with the version it started from, then
 * upload the module images chosen meanwhile. A stale version opens the conflict choice; any other
 * failure keeps the draft as it is, to save again.
 */
export const useCourseEditor = (course: CourseDetail) => {
  const queryClient = useQueryClient();
  const [draft, dispatch] = useReducer(reduceDraft, course, (first) => draftOf(first, randomKey));
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [hasConflict, setHasConflict] = useState(false);
  /** After a save refused for empty fields, they stay marked (and unmark as they are filled). */
  const [isMissingShown, setIsMissingShown] = useState(false);
  const latest = useRef<CourseDraft>(draft);
  latest.current = draft;
  const isDirty = isDraftDirty(draft);
  const missing = useMemo(
    () => (isMissingShown ? missingActivityFields(draft.content) : new Map<string, Set<ActivityField>>()),
    [isMissingShown, draft.content],
  );

  // A newer server copy (a live event, another tab) replaces an untouched draft; an edited one
  // keeps its work and meets the newer version as a conflict when it saves.
  useEffect(() => {
    const current = latest.current;
    if (course.version !== current.base.version && !isDraftDirty(current))
      dispatch({ type: 'reset', course, keyOf: randomKey });
  }, [course]);

  const store = (saved: CourseDetail) => queryClient.setQueryData(courseEditorKeys.detail(saved.id), saved);

  /** Sends the draft over `base` (its own base, or the server's newer copy to overwrite). */
  const send = async (base: CourseDetail) => {
    const current = latest.current;
    if (missingActivityFields(current.content).size > 0) {
      setIsMissingShown(true);
      setFailure({ kind: 'missing' });
      return false;
    }
    setIsSaving(true);
    setFailure(null);
    try {
      const sent = current.content;
      const result = await saveCourse(base.id, toCourseUpdate(sent, base));
      if (result.kind === 'conflict') {
        setHasConflict(true);
        return false;
      }
      let saved = result.course;
      const uploadedKeys: string[] = [];
      try {
        for (const [index, key] of current.moduleKeys.entries()) {
          const file = current.images[key];
          if (!file) continue;
          saved = await uploadModuleImage(base.id, index, file);
          uploadedKeys.push(key);
        }
      } finally {
        store(saved);
        dispatch({ type: 'saved', course: saved, sent, uploadedKeys });
      }
      setHasConflict(false);
      return true;
    } catch (error) {
      setFailure({ kind: 'refused', error });
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  const fetchFresh = async () => {
    const fresh = await fetchCourse(course.id);
    store(fresh);
    return fresh;
  };

  const status: SaveStatus = isSaving
    ? 'saving'
    : failure || hasConflict
      ? 'error'
      : isDirty
        ? 'unsaved'
        : 'saved';

  return {
    draft,
    dispatch,
    isDirty,
    isSaving,
    status,
    failure,
    missing,
    hasConflict,
    save: () => send(latest.current.base),
    /** The conflict choice 'reload theirs': the server's copy replaces this draft. */
    reloadTheirs: async () => {
      const fresh = await fetchFresh();
      dispatch({ type: 'reset', course: fresh, keyOf: randomKey });
      setFailure(null);
      setIsMissingShown(false);
      setHasConflict(false);
    },
    /** The conflict choice 'keep mine': this draft saved over the server's newer copy. */
    overwrite: async () => {
      await send(await fetchFresh());
    },
    dismissFailure: () => setFailure(null),
    /**
     * The banner saved the course's name, description or image: the very next version, so the
     * draft goes on from it. Anything later than that is someone else's, met as a conflict on save.
     */
    takeBannerSave: (saved: CourseDetail) => {
      if (saved.version === latest.current.base.version + 1) dispatch({ type: 'rebase', course: saved });
    },
  };
};
