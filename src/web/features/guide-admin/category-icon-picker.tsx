import { Radio, SimpleGrid, Tooltip } from '@mantine/core';
import { CATEGORY_ICONS, type CategoryIcon } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { CategoryIconMark } from '../../ui/category-icon.tsx';
import classes from './category-icon-picker.module.css';

interface CategoryIconPickerProps {
  value: CategoryIcon;
  onChange: (icon: CategoryIcon) => void;
  disabled: boolean;
}

/** One icon of the set, chosen like a radio button (arrow keys move between them), each named. */
export const CategoryIconPicker = ({ value, onChange, disabled }: CategoryIconPickerProps) => {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('guideAdmin.categories.modal.icon')}
      value={value}
      onChange={(next) => onChange(next as CategoryIcon)}
    >
      <SimpleGrid cols={{ base: 4, xs: 8 }} spacing={6} mt={6}>
        {CATEGORY_ICONS.map((icon) => {
          const name = t(`guideAdmin.categories.icons.${icon}`);
          return (
            <Tooltip key={icon} label={name} events={{ hover: true, focus: true, touch: false }}>
              <Radio.Card value={icon} aria-label={name} disabled={disabled} className={classes.card}>
                <CategoryIconMark icon={icon} size={24} />
              </Radio.Card>
            </Tooltip>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
};
