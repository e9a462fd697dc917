import { describe, expect, it } from 'vitest';
import {
  ALL_TOUR_DONE_KEYS,
  isTourDone,
  markTourDone,
  type TourStorage,
  tourDoneKey,
} from './tour-storage.ts';

const memoryStorage = (): TourStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
};

const brokenStorage: TourStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('tour storage', () => {
  it('remembers completion per variant', () => {
    const storage = memoryStorage();
    expect(isTourDone('user', storage)).toBe(false);
    markTourDone('user', storage);
    expect(isTourDone('user', storage)).toBe(true);
    expect(isTourDone('student', storage)).toBe(false);
    expect(storage.map.get('chispa.tour.user.done')).toBe('1');
  });

  it('has one key per variant', () => {
    expect(tourDoneKey('practical-guide')).toBe('chispa.tour.practical-guide.done');
    expect(ALL_TOUR_DONE_KEYS).toHaveLength(8);
    expect(new Set(ALL_TOUR_DONE_KEYS).size).toBe(8);
  });

  it('never throws when storage does: unreadable counts as done, an unwritable mark is dropped', () => {
    expect(isTourDone('user', brokenStorage)).toBe(true);
    expect(() => markTourDone('user', brokenStorage)).not.toThrow();
  });
});
