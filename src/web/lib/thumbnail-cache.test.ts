import { describe, expect, it } from 'vitest';
import {
  isFresh,
  keysToEvict,
  THUMBNAIL_DRAWING_VERSION,
  thumbnailKey,
  thumbnailStamp,
} from './thumbnail-cache.ts';

describe('thumbnail cache keys', () => {
  it('keys a thumbnail by what it shows and stamps it with the change it was drawn from', () => {
    expect(thumbnailKey('guide', 'g1')).toBe('guide:g1');
    expect(thumbnailKey('project', 'g1')).not.toBe(thumbnailKey('guide', 'g1'));
    expect(thumbnailStamp('2026-01-02T03:04:05.000Z')).toBe(
      `2026-01-02T03:04:05.000Z#v${THUMBNAIL_DRAWING_VERSION}`,
    );
  });

  it('a thumbnail is fresh only for the updatedAt it was drawn from', () => {
    const record = { stamp: thumbnailStamp('2026-01-02T03:04:05.000Z') };
    expect(isFresh(record, thumbnailStamp('2026-01-02T03:04:05.000Z'))).toBe(true);
    expect(isFresh(record, thumbnailStamp('2026-01-02T03:04:06.000Z'))).toBe(false);
    expect(isFresh(undefined, thumbnailStamp('2026-01-02T03:04:05.000Z'))).toBe(false);
    expect(
      isFresh({ stamp: '2026-01-02T03:04:05.000Z#v0' }, thumbnailStamp('2026-01-02T03:04:05.000Z')),
    ).toBe(false);
  });

  it('evicts the oldest beyond the limit', () => {
    const entries = [
      { key: 'c', storedAt: 3 },
      { key: 'a', storedAt: 1 },
      { key: 'd', storedAt: 4 },
      { key: 'b', storedAt: 2 },
    ];
    expect(keysToEvict(entries, 2)).toEqual(['a', 'b']);
    expect(keysToEvict(entries, 4)).toEqual([]);
    expect(keysToEvict(entries, 10)).toEqual([]);
  });
});
