import { LIMITS } from '../../../domain/constants.ts';
import { checkImage, type ImageProblem, type ImageRules } from '../../lib/image-check.ts';

export type { ImageProblem } from '../../lib/image-check.ts';

/** Spec §5: a project image is a JPEG or PNG of at most 5 MB; the server checks again. */
export const PROJECT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const PROJECT_IMAGE_RULES: ImageRules = {
  types: PROJECT_IMAGE_TYPES,
  maxBytes: LIMITS.projectImageBytes,
};

export const checkProjectImage = (file: { type: string; size: number }): ImageProblem | null =>
  checkImage(file, PROJECT_IMAGE_RULES);
