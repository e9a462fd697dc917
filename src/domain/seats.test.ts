import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_ALPHABET,
  classCodeLookupSchema,
  formatClassCode,
  isClassCode,
  namesOfList,
  nicknameOf,
  normalizeClassCode,
  retryMinutesOf,
  SEAT_LIMITS,
  seatSecretSchema,
  uniqueNickname,
} from './seats.ts';

describe('class codes', () => {
  it('have no look-alike characters', () => {
    for (const c of '01OILUV') expect(CLASS_CODE_ALPHABET).not.toContain(c);
    expect(new Set(CLASS_CODE_ALPHABET).size).toBe(CLASS_CODE_ALPHABET.length);
  });

  it('are read in any case, without spaces, dashes or dots, and printed in two fours', () => {
    expect(normalizeClassCode(' make-r234 ')).toBe('MAKER234');
    expect(normalizeClassCode('ma ke.r2_34')).toBe('MAKER234');
    expect(classCodeLookupSchema.parse({ code: 'make - r234' })).toEqual({ code: 'MAKER234' });
    expect(formatClassCode('MAKER234')).toBe('MAKE-R234');
    expect(isClassCode('MAKER234')).toBe(true);
    expect(isClassCode('MAKER230')).toBe(false);
    expect(isClassCode('MAKER23')).toBe(false);
    expect(classCodeLookupSchema.safeParse({ code: ' - ' }).success).toBe(false);
  });
});

describe('nicknames', () => {
  it('take the first word and the initial of the last', () => {
    expect(nicknameOf('Ana María Pérez')).toBe('Ana P.');
    expect(nicknameOf('  luis  ')).toBe('luis');
    expect(nicknameOf('Ñandú órtiz')).toBe('Ñandú Ó.');
  });

  it('stay within the limit', () => {
    const long = nicknameOf(`${'x'.repeat(40)} Pérez`);
    expect(long.length).toBeLessThanOrEqual(SEAT_LIMITS.nicknameMax);
  });

  it('are made unique in the group without regard to case', () => {
    const taken = new Set(['ana p.']);
    expect(uniqueNickname('Ana P.', taken)).toBe('Ana P. 2');
    expect(uniqueNickname('ANA P.', taken)).toBe('ANA P. 3');
    expect(uniqueNickname('Luis', taken)).toBe('Luis');
    const full = 'y'.repeat(SEAT_LIMITS.nicknameMax);
    taken.add(full);
    expect(uniqueNickname(full, taken)).toHaveLength(SEAT_LIMITS.nicknameMax);
  });
});

describe('a pasted list of names', () => {
  it('gives one name a non-empty line, spaces tidied', () => {
    expect(namesOfList('Ana  Pérez\r\n\n  Luis\rZoe ')).toEqual(['Ana Pérez', 'Luis', 'Zoe']);
    expect(namesOfList(['Ana\nLuis', '', 'Eva'])).toEqual(['Ana', 'Luis', 'Eva']);
  });
});

describe('secrets and waits', () => {
  it('are a known picture and exactly two digits', () => {
    expect(seatSecretSchema.safeParse({ picture: 'star', digits: '07' }).success).toBe(true);
    expect(seatSecretSchema.safeParse({ picture: 'star', digits: '7' }).success).toBe(false);
    expect(seatSecretSchema.safeParse({ picture: 'dragon', digits: '07' }).success).toBe(false);
  });

  it('say whole minutes, at least one', () => {
    expect(retryMinutesOf({ retryAfterSeconds: ['300'] })).toBe(5);
    expect(retryMinutesOf({ retryAfterSeconds: ['301'] })).toBe(6);
    expect(retryMinutesOf({ retryAfterSeconds: ['5'] })).toBe(1);
    expect(retryMinutesOf(undefined)).toBe(1);
  });
});
