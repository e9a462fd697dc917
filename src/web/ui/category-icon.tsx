import { Group, type SelectProps } from '@mantine/core';
import {
  type Icon,
  IconBolt,
  IconBrain,
  IconBulb,
  IconCar,
  IconCategory,
  IconCpu,
  IconDeviceGamepad2,
  IconEye,
  IconHome,
  IconMusic,
  IconPlant,
  IconRobot,
  IconTemperature,
  IconTools,
  IconWifi,
  IconWorld,
} from '@tabler/icons-react';
import type { CategoryIcon, GuideCategory } from '../../domain/guides.ts';

/** The drawing of each category icon key: SVG, so it shows on machines without an emoji font. */
export const CATEGORY_ICON_DRAWINGS: Record<CategoryIcon, Icon> = {
  category: IconCategory,
  robot: IconRobot,
  world: IconWorld,
  temperature: IconTemperature,
  bulb: IconBulb,
  cpu: IconCpu,
  car: IconCar,
  home: IconHome,
  music: IconMusic,
  plant: IconPlant,
  gamepad: IconDeviceGamepad2,
  brain: IconBrain,
  tools: IconTools,
  bolt: IconBolt,
  wifi: IconWifi,
  eye: IconEye,
};

/** A category's icon beside its name: decoration, so hidden from screen readers. */
export const CategoryIconMark = ({ icon, size = 18 }: { icon: CategoryIcon; size?: number }) => {
  const Drawing = CATEGORY_ICON_DRAWINGS[icon] ?? IconCategory;
  return <Drawing size={size} stroke={1.75} aria-hidden="true" data-category-icon={icon} />;
};

/** A category Select's options drawn with each category's icon before its name. */
export const renderCategoryOption =
  (categories: readonly Pick<GuideCategory, 'value' | 'icon'>[]): SelectProps['renderOption'] =>
  ({ option }) => {
    const icon = categories.find((category) => category.value === option.value)?.icon;
    return (
      <Group gap="xs" wrap="nowrap">
        {icon && <CategoryIconMark icon={icon} size={16} />}
        {option.label}
      </Group>
    );
  };
