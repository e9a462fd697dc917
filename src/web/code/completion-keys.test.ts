import { describe, expect, it } from 'vitest';
import { entersCompletion } from './completion-keys.ts';

describe('Enter with a completion list open', () => {
  it('is a new line after a complete word, even when a longer choice is selected', () => {
    expect(entersCompletion('False', 'False', ['False'])).toBe(false);
    expect(entersCompletion('time', 'time', ['time', 'timeit'])).toBe(false);
    expect(entersCompletion('time', 'timeit', ['timeit', 'time'])).toBe(false);
  });

  it('takes the choice when what is typed is a strict prefix of it', () => {
    expect(entersCompletion('Fal', 'False', ['False'])).toBe(true);
    expect(entersCompletion('digi', 'digitalio', ['digitalio'])).toBe(true);
  });

  it('is a new line when the choice does not start with what is typed (a fuzzy match)', () => {
    expect(entersCompletion('slp', 'sleep', ['sleep'])).toBe(false);
    expect(entersCompletion('', 'sleep', ['sleep'])).toBe(true);
  });
});
