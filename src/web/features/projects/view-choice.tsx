import { Radio, SimpleGrid } from '@mantine/core';
import { useId } from 'react';
import { CODE_VIEWS, type CodeView } from '../../../domain/blocks/json.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ChoiceCard } from '../../ui/choice-card.tsx';

interface ViewChoiceProps {
  value: CodeView;
  onChange: (view: CodeView) => void;
  /** The starter cannot be written in blocks (MicroPython): Python only, and why. */
  isPythonOnly: boolean;
}

const isCodeView = (value: string): value is CodeView => (CODE_VIEWS as readonly string[]).includes(value);

/** Listed Blocks first: the way a beginner starts (issue 30). */
const SHOWN_VIEWS: readonly CodeView[] = ['blocks', 'python'];

/**
 * How the new project's program is edited (issue 30): Blocks or Python, as two radio cards side by
 * side (arrows move the choice, only the chosen card is a tab stop). A MicroPython starter keeps
 * it on Python, disabled, with the reason under the label.
 */
export const ViewChoice = ({ value, onChange, isPythonOnly }: ViewChoiceProps) => {
  const { t } = useTranslation();
  const id = useId();
  const shown = isPythonOnly ? 'python' : value;
  return (
    <Radio.Group
      value={shown}
      onChange={(next) => isCodeView(next) && onChange(next)}
      label={t('projects.modal.view.label')}
      description={isPythonOnly ? t('projects.modal.view.micropythonOnly') : undefined}
      name="project-view"
      disabled={isPythonOnly}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={4}>
        {SHOWN_VIEWS.map((view) => (
          <ChoiceCard
            key={view}
            value={view}
            idPrefix={id}
            title={t(`projects.modal.view.${view}.title`)}
            hint={t(`projects.modal.view.${view}.hint`)}
            isChosen={view === shown}
            disabled={isPythonOnly}
            data={{ 'data-view': view }}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
};
