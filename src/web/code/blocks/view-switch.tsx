import { SegmentedControl, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { CodeView } from '../../../domain/blocks/json.ts';
import { useTranslation } from '../../i18n/i18n.ts';

interface ViewSwitchProps {
  view: CodeView;
  /** Blocks write CircuitPython only: a MicroPython project cannot switch to them. */
  canShowBlocks: boolean;
  onChange: (view: CodeView) => void;
}

/**
 * "Python | Bloques" beside the program's name: a radio group (arrows move, as Mantine's
 * SegmentedControl does), its Blocks option disabled with the reason for a MicroPython project.
 */
export const ViewSwitch = ({ view, canShowBlocks, onChange }: ViewSwitchProps) => {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <Tooltip label={t('workspace.blocks.micropythonOnly')} disabled={canShowBlocks} multiline w={240}>
      <div data-code-view={view}>
        <SegmentedControl
          size="xs"
          aria-label={t('workspace.blocks.view')}
          aria-describedby={canShowBlocks ? undefined : reasonId}
          value={view}
          onChange={(value) => onChange(value as CodeView)}
          data={[
            { value: 'python', label: t('workspace.blocks.python') },
            { value: 'blocks', label: t('workspace.blocks.blocks'), disabled: !canShowBlocks },
          ]}
        />
        {!canShowBlocks && (
          <VisuallyHidden id={reasonId}>{t('workspace.blocks.micropythonOnly')}</VisuallyHidden>
        )}
      </div>
    </Tooltip>
  );
};
