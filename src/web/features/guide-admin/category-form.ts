import {
  type CreateGuideCategory,
  createGuideCategorySchema,
  type UpdateGuideCategory,
} from '../../../domain/guide-admin.ts';
import type { CategoryIcon, GuideCategory } from '../../../domain/guides.ts';
import type { FormProblem } from './guide-form.ts';

/** The category form as plain data: its values, its checks and the bodies it becomes. */

export interface CategoryFormValues {
  value: string;
  text: string;
  name: string;
  icon: CategoryIcon;
  description: string;
}

export const toCategoryValues = (category: GuideCategory | null): CategoryFormValues => ({
  value: category?.value ?? '',
  text: category?.text ?? '',
  name: category?.name ?? '',
  icon: category?.icon ?? 'category',
  description: category?.description ?? '',
});

/** `POST` body: value and text always, the optional fields only when filled in. */
export const toCreateCategoryBody = (values: CategoryFormValues): CreateGuideCategory => {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    value: values.value.trim(),
    text: values.text.trim(),
    name: optional(values.name),
    icon: values.icon,
    description: optional(values.description),
  };
};

/** `PATCH` body: only what changed (a new value moves the category's guides along on the server). */
export const toUpdateCategoryBody = (
  before: GuideCategory,
  values: CategoryFormValues,
): UpdateGuideCategory => {
  const trimmed = (text: string) => text.trim();
  const after: CategoryFormValues = {
    value: trimmed(values.value),
    text: trimmed(values.text),
    name: trimmed(values.name),
    icon: values.icon,
    description: trimmed(values.description),
  };
  return Object.fromEntries(
    Object.entries(after).filter(([key, text]) => text !== before[key as keyof CategoryFormValues]),
  );
};

/** Value and text are required (spec §5); the value's shape and every length are the server's schema. */
export const checkCategoryForm = (values: CategoryFormValues): Record<string, FormProblem> => {
  const errors: Record<string, FormProblem> = {};
  const parsed = createGuideCategorySchema.safeParse(toCreateCategoryBody(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const isEmpty = !values[field as keyof CategoryFormValues]?.trim();
    errors[field] = isEmpty
      ? { key: 'validation.required' }
      : issue.code === 'too_big'
        ? { key: 'validation.max', vars: { count: Number(issue.maximum) } }
        : field === 'value'
          ? { key: 'guideAdmin.categories.validation.value' }
          : { key: 'validation.invalid' };
  }
  return errors;
};

/** An update with nothing in it is not sent. */
export const isEmptyUpdate = (body: UpdateGuideCategory): boolean => Object.keys(body).length === 0;
