import type { z } from 'zod';
import { DEFAULTS, type Difficulty, type Locale } from '../../../domain/constants.ts';
import { type CreateGuide, createGuideSchema } from '../../../domain/guide-admin.ts';
import { GUIDE_LIMITS, type Guide } from '../../../domain/guides.ts';
import { newStepRow, type StepRow } from './guide-steps.ts';

/** The guide form as plain data: its values, the §9 defaults, its checks and the bodies it becomes. */

export interface GuideFormValues {
  name: string;
  description: string;
  category: string;
  difficulty: Difficulty;
  /** Minutes; NumberInput gives '' while empty. */
  estimatedTime: number | string;
  language: Locale;
  isActive: boolean;
  titleIntroduction: string;
  /** The introduction paragraphs, separated by a blank line. */
  introduction: string;
  initialProjectDescription: string;
  tags: string[];
  steps: StepRow[];
  /** A new guide image chosen, uploaded on save. */
  imageFile: File | null;
}

/** Every field of a guide the API writes. */
export type GuideFields = Required<CreateGuide>;

/** Spec §9 defaults (robotics, beginner, 60 minutes, active) and the default first step, shown pre-filled. */
export const newGuideValues = (language: Locale): GuideFormValues => ({
  name: '',
  description: '',
  category: DEFAULTS.guideCategory,
  difficulty: DEFAULTS.difficulty,
  estimatedTime: DEFAULTS.estimatedTimeMinutes,
  language,
  isActive: true,
  titleIntroduction: '',
  introduction: '',
  initialProjectDescription: '',
  tags: [],
  steps: [newStepRow({ stepName: DEFAULTS.firstStep })],
  imageFile: null,
});

export const toFormValues = (guide: Guide): GuideFormValues => ({
  name: guide.name,
  description: guide.description,
  category: guide.category,
  difficulty: guide.difficulty,
  estimatedTime: guide.estimatedTime,
  language: guide.language,
  isActive: guide.isActive,
  titleIntroduction: guide.titleIntroduction,
  introduction: guide.introduction.join('\n\n'),
  initialProjectDescription: guide.initialProjectDescription,
  tags: [...guide.tags],
  steps: guide.steps.map((step) => newStepRow({ ...step, details: step.details.join('\n') })),
  imageFile: null,
});

const splitParagraphs = (text: string) =>
  text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the form says, as the API takes it; a step's pending image counts once it is uploaded. */
export const toGuideFields = (values: GuideFormValues): GuideFields => ({
  name: values.name.trim(),
  description: values.description.trim(),
  category: values.category.trim(),
  difficulty: values.difficulty,
  estimatedTime: Number(values.estimatedTime),
  language: values.language,
  isActive: values.isActive,
  titleIntroduction: values.titleIntroduction.trim(),
  introduction: splitParagraphs(values.introduction),
  initialProjectDescription: values.initialProjectDescription.trim(),
  tags: [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))],
  steps: values.steps.map((step) => ({
    stepName: step.stepName.trim(),
    description: step.description.trim(),
    details: splitLines(step.details),
    explanation: step.explanation.trim(),
    image: step.image,
  })),
});

/** Only what changed since `before`, so a save never rewrites what someone else did not touch. */
export const changedFields = (before: GuideFields, after: GuideFields): Partial<GuideFields> => {
  const changes: Partial<Record<keyof GuideFields, unknown>> = {};
  for (const key of Object.keys(after) as (keyof GuideFields)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as Partial<GuideFields>;
};

/** A message as data: the i18n key to show and its variables. */
export interface FormProblem {
  key: string;
  vars?: Record<string, number>;
}

/** Steps keep their own fields (`steps.2.stepName`); list items report on their list (`introduction`). */
const fieldPathOf = (path: readonly PropertyKey[]): string => {
  const [field, index, inner] = path.map(String);
  return field === 'steps' && index !== undefined && inner ? `steps.${index}.${inner}` : (field ?? '');
};

const problemOf = (issue: z.core.$ZodIssue): FormProblem => {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { key: 'validation.max', vars: { count: Number(issue.maximum) } };
  if (issue.code === 'too_big' && issue.origin === 'array')
    return { key: 'guideAdmin.validation.tooMany', vars: { count: Number(issue.maximum) } };
  return { key: 'validation.invalid' };
};

const isMinutes = (value: number | string) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 1 &&
  value <= GUIDE_LIMITS.estimatedTimeMax;

/**
 * The form's problems by Mantine field path; empty when it may be sent. The name is required
 * (spec §5); every other limit is the server's own schema.
 */
export const checkGuideForm = (values: GuideFormValues): Record<string, FormProblem> => {
  const errors: Record<string, FormProblem> = {};
  if (!values.name.trim()) errors.name = { key: 'validation.required' };
  if (!values.category.trim()) errors.category = { key: 'validation.required' };
  if (!isMinutes(values.estimatedTime))
    errors.estimatedTime = {
      key: 'guideAdmin.validation.minutes',
      vars: { min: 1, max: GUIDE_LIMITS.estimatedTimeMax },
    };
  const parsed = createGuideSchema.safeParse(toGuideFields(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = fieldPathOf(issue.path);
    errors[path] ??= problemOf(issue);
  }
  return errors;
};
