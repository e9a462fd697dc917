import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import {
  formatResistance,
  parseResistance,
  RESISTANCE_PRESETS,
  resistanceAttr,
} from '../../domain/circuit/resistance.ts';
import { useTranslation } from '../i18n/i18n.ts';

interface ResistanceFieldProps {
  /** The stored attr: ohms as Wokwi writes them ("220", "4700"). */
  value: string | undefined;
  isReadOnly: boolean;
  onChange: (value: string) => void;
}

/**
 * A resistor's value: the common ones a click away, any other typed as on a part's label
 * ("4.7k", "4k7", "1000"). It is stored as Wokwi stores it, shown with its unit.
 */
export const ResistanceField = ({ value, isReadOnly, onChange }: ResistanceFieldProps) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const ohms = parseResistance(value ?? '');
  const [draft, setDraft] = useState(ohms === undefined ? (value ?? '') : formatResistance(ohms, locale));
  const [isInvalid, setIsInvalid] = useState(false);
  const presetsId = useId();
  const preset = RESISTANCE_PRESETS.find((p) => p === ohms);

  const store = (next: number) => {
    const attr = resistanceAttr(next);
    if (attr !== value) onChange(attr);
  };
  const apply = () => {
    const typed = parseResistance(draft);
    setIsInvalid(typed === undefined);
    if (typed !== undefined) store(typed);
  };

  return (
    <Stack gap={6}>
      <Text id={presetsId} size="xs" fw={500}>
        {t('editor.properties.resistancePresets')}
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        role="radiogroup"
        aria-labelledby={presetsId}
        readOnly={isReadOnly}
        value={preset === undefined ? '' : String(preset)}
        data={RESISTANCE_PRESETS.map((p) => ({ value: String(p), label: formatResistance(p, locale) }))}
        onChange={(next) => store(Number(next))}
      />
      <TextInput
        size="xs"
        label={t('editor.properties.resistance')}
        description={t('editor.properties.resistanceHint')}
        value={draft}
        readOnly={isReadOnly}
        error={isInvalid ? t('editor.properties.resistanceInvalid') : undefined}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setIsInvalid(false);
        }}
        onBlur={apply}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
      />
    </Stack>
  );
};
