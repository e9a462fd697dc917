import { describe, expect, it } from 'vitest';
import { checkModuleImage } from './module-image.ts';

describe('checkModuleImage', () => {
  it('takes JPEG, PNG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
      expect(checkModuleImage({ type, size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('names what is wrong with anything else', () => {
    expect(checkModuleImage({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(checkModuleImage({ type: 'image/svg+xml', size: 10 })).toBe('wrongFormat');
    expect(checkModuleImage({ type: 'application/pdf', size: 10 })).toBe('notImage');
  });
});
