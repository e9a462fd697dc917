import { LIMITS } from '../../../domain/constants.ts';
import type { ImageRules } from '../../lib/image-check.ts';

/** Spec §5 course banner upload: JPEG, PNG or GIF up to 2 MB (the server checks again). */
export const BANNER_IMAGE_RULES: ImageRules = {
  types: ['image/jpeg', 'image/png', 'image/gif'],
  maxBytes: LIMITS.courseBannerBytes,
};

/** Spec §5, §9: the banner size the modal recommends. */
export const BANNER_RECOMMENDED = { width: 1200, height: 300 } as const;
