import { LIMITS } from '../../../domain/constants.ts';

/** Spec §5: course cover and lesson (module) images are JPEG, PNG, GIF or WebP up to 5 MB; the server checks again. */
export const MODULE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export type ModuleImageProblem = 'tooLarge' | 'notImage' | 'wrongFormat';

export const checkModuleImage = (file: { type: string; size: number }): ModuleImageProblem | null => {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (!(MODULE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongFormat';
  if (file.size > LIMITS.courseImageBytes) return 'tooLarge';
  return null;
};
