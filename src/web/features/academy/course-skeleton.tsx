import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n.ts';

/** The course view's shape while it loads: banner, a row of modules, the lesson. */
export const CourseSkeleton = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={1400} role="status" aria-label={t('common.loading')}>
      <Skeleton h={200} radius="lg" />
      <Group gap="md" wrap="nowrap" style={{ overflow: 'hidden' }}>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
          <Skeleton key={index} h={150} radius="lg" style={{ flex: '1 0 200px' }} />
        ))}
      </Group>
      <Skeleton h={180} radius="lg" />
    </Stack>
  );
};
