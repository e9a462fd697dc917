import { describe, expect, it } from 'vitest';
import { paletteGroupOf, partKindName } from '../../../domain/circuit/part-kinds.ts';
import { CATALOGUE } from './components.ts';

describe('the seeded catalogue', () => {
  it('has a palette heading and a student name for every part it offers', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(24);
    const ungrouped = CATALOGUE.filter((c) => paletteGroupOf(c.wokwiType) === 'other').map(
      (c) => c.wokwiType,
    );
    const unnamed = CATALOGUE.filter((c) => partKindName(c.wokwiType) === undefined).map((c) => c.wokwiType);
    expect(ungrouped).toEqual([]);
    expect(unnamed).toEqual([]);
  });

  it('offers something under each heading but "other"', () => {
    const groups = new Set(CATALOGUE.map((c) => paletteGroupOf(c.wokwiType)));
    expect([...groups].sort()).toEqual(['boards', 'breadboard', 'inputs', 'outputs', 'sensors']);
  });
});
