import { describe, expect, it } from 'vitest';
import { canSaveTitle, submitTitle, titleCounter, titleProblemOf } from './title-edit.ts';

describe('banner title edit', () => {
  it('takes 3 to 60 characters once trimmed', () => {
    expect(titleProblemOf('')).toBe('empty');
    expect(titleProblemOf('   ')).toBe('empty');
    expect(titleProblemOf(' ab ')).toBe('tooShort');
    expect(titleProblemOf('abc')).toBeNull();
    expect(titleProblemOf(`  ${'x'.repeat(60)}  `)).toBeNull();
    expect(titleProblemOf('x'.repeat(61))).toBe('tooLong');
    expect(canSaveTitle('ab')).toBe(false);
    expect(canSaveTitle('Robótica')).toBe(true);
  });

  it('unchanged text cancels without saving, even with spaces around it', () => {
    expect(submitTitle('Robótica', 'Robótica')).toEqual({ kind: 'cancel' });
    expect(submitTitle('Robótica', '  Robótica ')).toEqual({ kind: 'cancel' });
  });

  it('saves the trimmed name, and refuses what breaks the rules', () => {
    expect(submitTitle('Robótica', ' Robótica 2 ')).toEqual({ kind: 'save', name: 'Robótica 2' });
    expect(submitTitle('Robótica', '')).toEqual({ kind: 'invalid', problem: 'empty' });
    expect(submitTitle('Robótica', 'ab')).toEqual({ kind: 'invalid', problem: 'tooShort' });
  });

  it('counts n/60', () => {
    expect(titleCounter('')).toBe('0/60');
    expect(titleCounter('Robótica')).toBe('8/60');
  });
});
