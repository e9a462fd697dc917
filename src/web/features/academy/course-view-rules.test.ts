import { describe, expect, it } from 'vitest';
import type { ModuleSummary } from '../../../domain/academy.ts';
import { contactHref, moduleIndexOf } from './course-view-rules.ts';

const activity = (id: string) => ({ id, idStart: `${id}Start`, name: id, description: '' });
const module = (number: number, classIds: string[], homeIds: string[] = []): ModuleSummary => ({
  number: String(number),
  name: `Módulo ${number}`,
  description: '',
  imageUrl: null,
  classActivities: classIds.map(activity),
  homeActivities: homeIds.map(activity),
});

describe('course view', () => {
  const course = { modules: [module(1, ['activity_a']), module(2, ['activity_b'], ['activity_c'])] };

  it('opens on the module of the activity it was reached by, class or home', () => {
    expect(moduleIndexOf(course, 'activity_b')).toBe(1);
    expect(moduleIndexOf(course, 'activity_c')).toBe(1);
    expect(moduleIndexOf(course, 'activity_a')).toBe(0);
  });

  it('opens on the first module otherwise', () => {
    expect(moduleIndexOf(course, undefined)).toBe(0);
    expect(moduleIndexOf(course, 'activity_elsewhere')).toBe(0);
    expect(moduleIndexOf({ modules: [] }, 'activity_a')).toBe(0);
  });

  it('writes the contact e-mail with the subject encoded, and nothing else added to the address', () => {
    const href = contactHref('academia@chispa.test', 'Acceso al curso «Robótica & más»');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('academia@chispa.test');
    expect(url.searchParams.get('subject')).toBe('Acceso al curso «Robótica & más»');
    expect(new URL(contactHref('a@b.c?cc=x@y.z', 's')).searchParams.get('cc')).toBeNull();
  });
});
