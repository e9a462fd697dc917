import { LIMITS } from '../../../domain/constants.ts';
import type { ImageRules } from '../../lib/image-check.ts';

/** Spec §5, §9: course cover and lesson images are JPEG, PNG, GIF or WebP up to 5 MB. */
export const COURSE_IMAGE_RULES: ImageRules = {
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: LIMITS.courseImageBytes,
};
