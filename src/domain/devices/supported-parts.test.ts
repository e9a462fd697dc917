import { describe, expect, it } from 'vitest';
import { PART_KINDS } from '../circuit/part-kinds.ts';
import { PASSIVE_PARTS, SUPPORTED_PARTS } from './supported-parts.ts';

describe('the supported parts table', () => {
  it('lists every part of the palette', () => {
    expect(SUPPORTED_PARTS.map((part) => part.type)).toEqual(Object.keys(PART_KINDS));
  });

  it('leaves no active part without a module that drives it in the simulator', () => {
    const dead = SUPPORTED_PARTS.filter((part) => part.modules.length === 0 && !PASSIVE_PARTS.has(part.type));
    expect(dead.map((part) => part.type)).toEqual([]);
  });
});
