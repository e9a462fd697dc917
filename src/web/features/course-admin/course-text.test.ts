import { describe, expect, it } from 'vitest';
import { truncateDescription } from './course-text.ts';

describe('course table description', () => {
  it('keeps up to 60 characters and marks a longer text as cut', () => {
    expect(truncateDescription('a'.repeat(60))).toBe('a'.repeat(60));
    expect(truncateDescription('a'.repeat(61))).toBe(`${'a'.repeat(60)}…`);
    // The 60th character is a space: the cut does not end in one.
    expect(truncateDescription(`${'abcdefghi '.repeat(6)}más`)).toBe(`${'abcdefghi '.repeat(6).trimEnd()}…`);
  });

  it('never splits a character made of two code units', () => {
    expect(truncateDescription('🤖'.repeat(61))).toBe(`${'🤖'.repeat(60)}…`);
    expect(truncateDescription('🤖🤖🤖', 2)).toBe('🤖🤖…');
  });
});
