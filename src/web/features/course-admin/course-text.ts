import { COURSE_LIMITS } from '../../../domain/academy.ts';

/**
 * Spec §9: the course table cuts descriptions at 60 characters (whole characters, so an emoji is
 * never split), marking the cut with an ellipsis.
 */
export const truncateDescription = (
  text: string,
  max: number = COURSE_LIMITS.descriptionTruncate,
): string => {
  const characters = Array.from(text.trim());
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : characters.join('');
};
