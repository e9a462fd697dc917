import { useTranslation } from 'react-i18next';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useLang } from '../../lib/use-lang.ts';
import { type CategoryText, categoryTextIn } from './category-text.ts';

/** Names and describes a category in the page's language, where we have a translation. */
export const useCategoryText = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const translations = t('guides.categories', { returnObjects: true }) as Record<string, CategoryText>;
  return (category: Pick<GuideCategory, 'value' | 'name' | 'description'>) =>
    categoryTextIn(lang, category, translations);
};
