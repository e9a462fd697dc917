import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../domain/academy.ts';
import { type CourseContent, newActivity, newModule } from '../../../domain/course-content.ts';
import { draftOf, isDraftDirty, missingActivityFields, reduceDraft, toCourseUpdate } from './course-draft.ts';

const content = (): CourseContent => ({
  modules: ['a', 'b', 'c'].map((name, i) => ({
    ...newModule(i, name),
    lessons: [
      {
        classActivities: [
          newActivity(name, { id: name, name, InitialProjectDescription: 'd', introductionText: 'i' }),
        ],
        homeActivities: [],
      },
    ],
  })),
});

const course = (fields: Partial<CourseDetail> = {}): CourseDetail => ({
  id: 'c1',
  name: 'Curso',
  description: 'Descripción',
  institution: '',
  modality: 'free',
  imageUrl: null,
  bannerUrl: null,
  backgroundColor: '#667eea',
  moduleCount: 3,
  isPublished: true,
  isRemote: true,
  block: false,
  hasAccess: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  content: content(),
  mentorId: null,
  version: 4,
  ...fields,
});

let n = 0;
const keyOf = () => `k${++n}`;
const png = new File(['x'], 'x.png', { type: 'image/png' });

describe('course draft', () => {
  it('starts clean, with one key per module', () => {
    const draft = draftOf(course(), keyOf);
    expect(draft.moduleKeys).toHaveLength(3);
    expect(isDraftDirty(draft)).toBe(false);
  });

  it('moves module keys with their modules, so cards keep their identity', () => {
    const draft = draftOf(course(), keyOf);
    const [k1, k2, k3] = draft.moduleKeys;
    const moved = reduceDraft(draft, { type: 'moveModule', from: 0, to: 2 });
    expect(moved.moduleKeys).toEqual([k2, k3, k1]);
    expect(moved.content.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'b'],
      ['2', 'c'],
      ['3', 'a'],
    ]);
    expect(isDraftDirty(moved)).toBe(true);
  });

  it('keeps a chosen image with its module, and drops it with the module', () => {
    const draft = draftOf(course(), keyOf);
    const key = draft.moduleKeys[1] as string;
    const withImage = reduceDraft(draft, { type: 'setModuleImage', index: 1, file: png });
    expect(withImage.images[key]).toBe(png);
    expect(isDraftDirty(withImage)).toBe(true);
    const moved = reduceDraft(withImage, { type: 'moveModule', from: 1, to: 0 });
    expect(moved.moduleKeys[0]).toBe(key);
    expect(reduceDraft(moved, { type: 'removeModule', index: 0 }).images).toEqual({});
  });

  it('after a save takes the server copy, unless it was edited meanwhile', () => {
    const draft = reduceDraft(draftOf(course(), keyOf), { type: 'moveModule', from: 0, to: 1 });
    const server = course({ content: draft.content, version: 5 });
    const saved = reduceDraft(draft, {
      type: 'saved',
      course: server,
      sent: draft.content,
      uploadedKeys: [],
    });
    expect(saved.base.version).toBe(5);
    expect(isDraftDirty(saved)).toBe(false);

    const edited = reduceDraft(draft, { type: 'addModule', key: 'new' });
    const later = reduceDraft(edited, {
      type: 'saved',
      course: server,
      sent: draft.content,
      uploadedKeys: [],
    });
    expect(later.content.modules).toHaveLength(4);
    expect(isDraftDirty(later)).toBe(true);
  });

  it('goes on from a banner save’s version, keeping its edits', () => {
    const draft = draftOf(course(), keyOf);
    const renamed = course({ name: 'Nuevo nombre', version: 5 });
    const clean = reduceDraft(draft, { type: 'rebase', course: renamed });
    expect(clean.base.version).toBe(5);
    expect(isDraftDirty(clean)).toBe(false);
    const edited = reduceDraft(draft, { type: 'moveModule', from: 2, to: 0 });
    const rebased = reduceDraft(edited, { type: 'rebase', course: renamed });
    expect(rebased.base.name).toBe('Nuevo nombre');
    expect(rebased.content).toBe(edited.content);
    expect(isDraftDirty(rebased)).toBe(true);
  });

  it('sends the tree with the base course’s own fields and version', () => {
    const draft = draftOf(course(), keyOf);
    const body = toCourseUpdate(draft.content, course({ name: 'Otro', version: 9 }));
    expect(body).toMatchObject({ name: 'Otro', description: 'Descripción', version: 9, isPublished: true });
    expect(body.content).toBe(draft.content);
  });

  it('names the activity fields a save needs and the draft leaves empty', () => {
    const draft = draftOf(course(), keyOf);
    const emptied = reduceDraft(draft, {
      type: 'updateActivity',
      place: { module: 1, list: 'classActivities', index: 0 },
      fields: { name: '  ', introductionText: '' },
    });
    const added = reduceDraft(emptied, {
      type: 'addActivity',
      module: 2,
      list: 'homeActivities',
      randomId: 'x',
    });
    const missing = missingActivityFields(added.content);
    expect([...missing.keys()]).toEqual(['b', 'activity_x']);
    expect(missing.get('b')).toEqual(new Set(['name', 'introductionText']));
    expect(missing.get('activity_x')).toEqual(new Set(['InitialProjectDescription', 'introductionText']));
    expect(missingActivityFields(draft.content).size).toBe(0);
  });
});
