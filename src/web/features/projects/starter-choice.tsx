import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { PROJECT_STARTERS, type ProjectStarter } from '../../../domain/project-starter.ts';
import { useTranslation } from '../../i18n/i18n.ts';

interface StarterChoiceProps {
  value: ProjectStarter;
  onChange: (starter: ProjectStarter) => void;
}

const isStarter = (value: string): value is ProjectStarter =>
  (PROJECT_STARTERS as readonly string[]).includes(value);

/**
 * How a new project starts, as radio cards one under the other (a Pico, a BitDogLab, empty):
 * arrows move the choice (Mantine's Radio.Card), and only the chosen card is a tab stop, as in any
 * radio group.
 */
export const StarterChoice = ({ value, onChange }: StarterChoiceProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Radio.Group
      value={value}
      onChange={(next) => isStarter(next) && onChange(next)}
      label={t('projects.modal.starter.label')}
      name="project-starter"
    >
      <SimpleGrid cols={1} spacing="xs" mt={4}>
        {PROJECT_STARTERS.map((starter) => (
          <Radio.Card
            key={starter}
            value={starter}
            radius="md"
            p="sm"
            tabIndex={starter === value ? 0 : -1}
            aria-labelledby={`${id}-${starter}-title`}
            aria-describedby={`${id}-${starter}-hint`}
            data-starter={starter}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600} size="sm" id={`${id}-${starter}-title`}>
                  {t(`projects.modal.starter.${starter}.title`)}
                </Text>
                <Text size="xs" c="dimmed" id={`${id}-${starter}-hint`}>
                  {t(`projects.modal.starter.${starter}.hint`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
};
