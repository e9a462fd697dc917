import { COURSE_LIMITS } from '../../../domain/academy.ts';

/**
 * Spec §4 banner title edit (view → editing → saved or cancelled) and §5 course title rules:
 * trimmed length 3 to 60, save disabled below 3, empty has its own message.
 */
export type TitleProblem = 'empty' | 'tooShort' | 'tooLong';

export const titleProblemOf = (draft: string): TitleProblem | null => {
  const length = draft.trim().length;
  if (length === 0) return 'empty';
  if (length < COURSE_LIMITS.nameMin) return 'tooShort';
  if (length > COURSE_LIMITS.nameMax) return 'tooLong';
  return null;
};

export const canSaveTitle = (draft: string) => titleProblemOf(draft) === null;

/** What Enter (or the save button) does with the text typed. */
export type TitleSubmit =
  | { kind: 'cancel' }
  | { kind: 'invalid'; problem: TitleProblem }
  | { kind: 'save'; name: string };

export const submitTitle = (original: string, draft: string): TitleSubmit => {
  const name = draft.trim();
  // Spec §4: unchanged text cancels without saving.
  if (name === original.trim()) return { kind: 'cancel' };
  const problem = titleProblemOf(draft);
  return problem ? { kind: 'invalid', problem } : { kind: 'save', name };
};

/** The n/60 counter under the field. */
export const titleCounter = (draft: string) => `${draft.length}/${COURSE_LIMITS.nameMax}`;
