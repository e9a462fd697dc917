import { DEFAULT_LOCALE, type Locale } from '../../../domain/constants.ts';
import type { GuideCategory } from '../../../domain/guides.ts';

export interface CategoryText {
  name: string;
  description: string;
}

/**
 * A category as a page in `lang` shows it. Categories are written in Spanish (the default
 * locale), so a Spanish page shows them as the guide managers last wrote them; another page shows
 * our translation where there is one (the seeded categories), else what was written.
 */
export const categoryTextIn = (
  lang: Locale,
  category: Pick<GuideCategory, 'value' | 'name' | 'description'>,
  translations: Readonly<Record<string, Partial<CategoryText>>>,
): CategoryText => {
  const translated =
    lang === DEFAULT_LOCALE
      ? undefined
      : Object.hasOwn(translations, category.value)
        ? translations[category.value]
        : undefined;
  return {
    name: translated?.name || category.name,
    description: translated?.description || category.description,
  };
};
