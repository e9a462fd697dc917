/** What an image field accepts: its MIME types and its size limit (the server checks again). */
export interface ImageRules {
  types: readonly string[];
  maxBytes: number;
}

export type ImageProblem = 'tooLarge' | 'notImage' | 'wrongFormat';

/** Why `file` cannot be taken under `rules`, or null when it can. */
export const checkImage = (file: { type: string; size: number }, rules: ImageRules): ImageProblem | null => {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (!rules.types.includes(file.type)) return 'wrongFormat';
  if (file.size > rules.maxBytes) return 'tooLarge';
  return null;
};
