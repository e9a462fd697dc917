import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { GuideCategory } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { CategoryIconMark } from '../../ui/category-icon.tsx';
import { useCategoryText } from './use-category-text.ts';

export const categoryPath = (lang: string, value: string) =>
  `/${lang}/practical-guides/${encodeURIComponent(value)}`;

/** Links to each category's page (spec §2 practical-guides/{category}), with its icon. */
export const CategoryLinks = ({ categories }: { categories: readonly GuideCategory[] }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const categoryText = useCategoryText();
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby={headingId}>
      <Group gap="xs" wrap="wrap">
        <Text id={headingId} size="sm" fw={600}>
          {t('guides.page.categories')}
        </Text>
        {categories.map((category) => (
          <Button
            key={category.value}
            component={Link}
            to={categoryPath(lang, category.value)}
            variant="light"
            radius="xl"
            size="compact-sm"
            leftSection={<CategoryIconMark icon={category.icon} size={16} />}
          >
            {categoryText(category).name}
          </Button>
        ))}
      </Group>
    </nav>
  );
};
