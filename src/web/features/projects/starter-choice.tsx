import { Radio, SimpleGrid } from '@mantine/core';
import { useId } from 'react';
import { PROJECT_STARTERS, type ProjectStarter } from '../../../domain/project-starter.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ChoiceCard } from '../../ui/choice-card.tsx';

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
          <ChoiceCard
            key={starter}
            value={starter}
            idPrefix={id}
            title={t(`projects.modal.starter.${starter}.title`)}
            hint={t(`projects.modal.starter.${starter}.hint`)}
            isChosen={starter === value}
            data={{ 'data-starter': starter }}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
};
