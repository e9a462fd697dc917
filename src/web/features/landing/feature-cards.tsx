import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandPython, IconCircuitResistor, IconSchool } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'canvas', Icon: IconCircuitResistor },
  { key: 'python', Icon: IconBrandPython },
  { key: 'academy', Icon: IconSchool },
] as const;

/** The three things Chispa offers (spec §1): circuit canvas, CircuitPython, the academy. */
export const FeatureCards = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} ta="center" fz={{ base: 22, sm: 26 }} mb="lg">
        {t('landing.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map(({ key, Icon }) => (
          <Card key={key} withBorder radius="lg" padding="lg" shadow="xs">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
              <Icon size={28} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {t(`landing.features.${key}.title`)}
            </Title>
            <Text c="dimmed" size="sm" mt="xs">
              {t(`landing.features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
};
