import { describe, expect, it } from 'vitest';
import { checkImage } from '../../lib/image-check.ts';
import { BANNER_IMAGE_RULES } from './banner-image.ts';

const MB = 1024 * 1024;
const check = (type: string, size: number) => checkImage({ type, size }, BANNER_IMAGE_RULES);

describe('banner image', () => {
  it('takes JPEG, PNG and GIF up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif']) expect(check(type, 2 * MB)).toBeNull();
  });

  it('refuses a larger file and other formats', () => {
    expect(check('image/png', 2 * MB + 1)).toBe('tooLarge');
    expect(check('image/webp', 1000)).toBe('wrongFormat');
    expect(check('application/pdf', 1000)).toBe('notImage');
  });
});
