import { describe, expect, it } from 'vitest';
import {
  chooseInstitution,
  INSTITUTION_CHOICE_KEY,
  rememberedInstitution,
  rememberInstitution,
  withInstitutionParam,
} from './institution-choice.ts';

const A = { id: 'a', name: 'Colegio A' };
const B = { id: 'b', name: 'Escuela B' };

const mapStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('chooseInstitution', () => {
  it('takes the institution the URL names when the user may open it', () => {
    expect(chooseInstitution([A, B], 'b', 'a')).toBe(B);
  });

  it('falls back to the remembered one, then the first, for an id the user does not run', () => {
    expect(chooseInstitution([A, B], 'someone-elses', 'b')).toBe(B);
    expect(chooseInstitution([A, B], 'someone-elses', 'gone')).toBe(A);
    expect(chooseInstitution([A, B], null, null)).toBe(A);
  });

  it('has nothing to choose for someone who runs no institution', () => {
    expect(chooseInstitution([], 'a', 'a')).toBeNull();
  });
});

describe('the remembered choice', () => {
  it('is kept and read back', () => {
    const storage = mapStorage();
    expect(rememberedInstitution(storage)).toBeNull();
    rememberInstitution('b', storage);
    expect(storage.getItem(INSTITUTION_CHOICE_KEY)).toBe('b');
    expect(rememberedInstitution(storage)).toBe('b');
  });

  it('is nothing when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberedInstitution(broken)).toBeNull();
    expect(() => rememberInstitution('a', broken)).not.toThrow();
  });
});

it('keeps the filters beside the institution', () => {
  expect(withInstitutionParam(new URLSearchParams('name=robot&institution=x'), 'a').toString()).toBe(
    'name=robot&institution=a',
  );
});
