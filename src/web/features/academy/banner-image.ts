import { LIMITS } from '../../../domain/constants.ts';

/** Spec §5 course banner upload: JPEG, PNG or GIF up to 2 MB (the server checks again); 1200×300 px recommended. */
export const BANNER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const BANNER_RECOMMENDED = { width: 1200, height: 300 } as const;

export type BannerImageProblem = 'tooLarge' | 'invalidFormat';

export const checkBannerImage = (file: { type: string; size: number }): BannerImageProblem | null => {
  if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'invalidFormat';
  if (file.size > LIMITS.courseBannerBytes) return 'tooLarge';
  return null;
};
