import type { GuideCategory } from '../../../domain/guides.ts';
import { textsUnder, useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { type CategoryText, categoryTextIn } from './category-text.ts';

/** Names and describes a category in the page's language, where we have a translation. */
export const useCategoryText = () => {
  const { i18n } = useTranslation();
  const lang = useLang();
  const translations = textsUnder(i18n.language, 'guides.categories') as Record<string, CategoryText>;
  return (category: Pick<GuideCategory, 'value' | 'name' | 'description'>) =>
    categoryTextIn(lang, category, translations);
};
