import type { CourseRow } from '../../db/schema/index.ts';
import { fileUrl } from '../files/routes.ts';
import { contentOf } from './write.ts';

/**
 * Where a course's images live (spec §7): `courses/{courseId}/banner/…` and
 * `courses/{courseId}/images/…`. Public files, like the academy that shows them.
 */
export const courseFolderOf = (courseId: string, kind: 'banner' | 'images') => `courses/${courseId}/${kind}`;

/** A stored reference (a URL of ours, or a key) as the key of a file this course owns, or null. */
export const ownedKeyOf = (courseId: string, reference: string | null | undefined): string | null => {
  if (!reference) return null;
  const prefix = fileUrl('');
  const key = reference.startsWith(prefix) ? reference.slice(prefix.length) : reference;
  return key.startsWith(`courses/${courseId}/`) ? key : null;
};

/** Every file the course points at: cover, banner and module images. */
export const ownedKeysOf = (row: CourseRow): string[] => {
  const references = [
    row.image,
    row.imagePath,
    row.bannerImage,
    row.imageBanner,
    ...contentOf(row).modules.map((m) => m.image),
  ];
  const keys = references.map((reference) => ownedKeyOf(row.id, reference));
  return [...new Set(keys.filter((key): key is string => key !== null))];
};
