import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from './closest-name.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('led', 'led')).toBe(0);
    expect(editDistance('Directon', 'Direction')).toBe(1);
    expect(editDistance('valeu', 'value')).toBe(1);
    expect(editDistance('time', 'tiem')).toBe(1);
    expect(editDistance('abc', '')).toBe(3);
  });
});

describe('closestName', () => {
  it('prefers the same word in other capitals', () => {
    expect(closestName('true', ['tree', 'True'])).toBe('True');
  });

  it('takes the nearest within about one mistake in three letters', () => {
    expect(closestName('Directon', ['DigitalInOut', 'Direction', 'DriveMode'])).toBe('Direction');
    expect(closestName('slep', ['sleep', 'monotonic'])).toBe('sleep');
  });

  it('says nothing when no candidate is close, or the word itself is the only one', () => {
    expect(closestName('zzz', ['led', 'board'])).toBeUndefined();
    expect(closestName('led', ['led'])).toBeUndefined();
  });
});
