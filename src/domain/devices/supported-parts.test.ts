import { describe, expect, it } from 'vitest';
import { PART_KINDS } from '../circuit/part-kinds.ts';
import { isPassivePart, supportedParts } from './supported-parts.ts';

describe('the supported parts table', () => {
  it('lists every part of the palette', () => {
    expect(supportedParts().map((part) => part.type)).toEqual(Object.keys(PART_KINDS));
  });

  it('leaves no active part without a module that drives it in the simulator', () => {
    const dead = supportedParts().filter((part) => part.modules.length === 0 && !isPassivePart(part.type));
    expect(dead.map((part) => part.type)).toEqual([]);
  });
});
