import { describe, expect, it } from 'vitest';
import { checkGroupForm, newGroupValues, toGroupInput } from './group-form.ts';

describe('the group form', () => {
  it('needs name, schedule, course and mentor (spec §5)', () => {
    expect(checkGroupForm({ ...newGroupValues(), name: '  ' })).toEqual({
      name: 'required',
      schedule: 'required',
      courseId: 'required',
      mentorId: 'required',
    });
  });

  it('sends trimmed values once complete', () => {
    const values = { name: ' 3.º A ', schedule: ' Lunes ', courseId: 'c', mentorId: 'm', isRemote: false };
    expect(checkGroupForm(values)).toEqual({});
    expect(toGroupInput(values)).toEqual({
      name: '3.º A',
      schedule: 'Lunes',
      courseId: 'c',
      mentorId: 'm',
      isRemote: false,
    });
    expect(checkGroupForm({ ...values, name: 'x'.repeat(121) })).toEqual({ name: 'max' });
  });
});
