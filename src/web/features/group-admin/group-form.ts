import { GROUP_LIMITS, type GroupInput, type GroupRow } from '../../../domain/groups.ts';

/** The create / edit form's values (spec §5 group form: name, schedule, course and mentor required). */
export interface GroupFormValues {
  name: string;
  schedule: string;
  courseId: string;
  mentorId: string;
  isRemote: boolean;
}

export const newGroupValues = (): GroupFormValues => ({
  name: '',
  schedule: '',
  courseId: '',
  mentorId: '',
  isRemote: true,
});

export const toGroupFormValues = (group: GroupRow): GroupFormValues => ({
  name: group.name,
  schedule: group.schedule,
  courseId: group.course.id,
  mentorId: group.mentor?.id ?? '',
  isRemote: group.isRemote,
});

type FieldProblem = 'required' | 'max';

/** What the form refuses before sending, field by field (the server checks the same again). */
export const checkGroupForm = (
  values: GroupFormValues,
): Partial<Record<keyof GroupFormValues, FieldProblem>> => {
  const problems: Partial<Record<keyof GroupFormValues, FieldProblem>> = {};
  const text = { name: GROUP_LIMITS.nameMax, schedule: GROUP_LIMITS.scheduleMax } as const;
  for (const field of ['name', 'schedule'] as const) {
    const value = values[field].trim();
    if (!value) problems[field] = 'required';
    else if (value.length > text[field]) problems[field] = 'max';
  }
  if (!values.courseId) problems.courseId = 'required';
  if (!values.mentorId) problems.mentorId = 'required';
  return problems;
};

export const toGroupInput = (values: GroupFormValues): GroupInput => ({
  name: values.name.trim(),
  schedule: values.schedule.trim(),
  courseId: values.courseId,
  mentorId: values.mentorId,
  isRemote: values.isRemote,
});
