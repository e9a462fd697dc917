import { describe, expect, it } from 'vitest';
import { checkBannerImage } from './banner-image.ts';

const MB = 1024 * 1024;

describe('banner image', () => {
  it('takes JPEG, PNG and GIF up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif'])
      expect(checkBannerImage({ type, size: 2 * MB })).toBeNull();
  });

  it('refuses a larger file and other formats', () => {
    expect(checkBannerImage({ type: 'image/png', size: 2 * MB + 1 })).toBe('tooLarge');
    expect(checkBannerImage({ type: 'image/webp', size: 1000 })).toBe('invalidFormat');
    expect(checkBannerImage({ type: 'application/pdf', size: 1000 })).toBe('invalidFormat');
    expect(checkBannerImage({ type: '', size: 1000 })).toBe('invalidFormat');
  });
});
