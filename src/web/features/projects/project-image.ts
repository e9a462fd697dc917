import { LIMITS } from '../../../domain/constants.ts';

/** Spec §5: a project image is a JPEG or PNG of at most 5 MB; the server checks again. */
export const PROJECT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export type ImageProblem = 'tooLarge' | 'notImage' | 'wrongFormat';

export const checkProjectImage = (file: { type: string; size: number }): ImageProblem | null => {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (!(PROJECT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongFormat';
  if (file.size > LIMITS.projectImageBytes) return 'tooLarge';
  return null;
};
