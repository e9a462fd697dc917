import { ColorSwatch, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PartProperty } from '../../domain/circuit/parts.ts';
import { fractionAttrOfPercent, percentOfFraction } from '../../domain/circuit/percent.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { colorLabel, textFor } from './dynamic-text.ts';
import { ResistanceField } from './resistance-field.tsx';

interface PropertyFieldProps {
  property: PartProperty;
  value: string | undefined;
  isReadOnly: boolean;
  onChange: (value: string) => void;
}

/** A fraction stored as Wokwi does ("0.1"), edited as a percent ("10 %"). */
const PercentField = ({
  label,
  value,
  isReadOnly,
  onChange,
}: Omit<PropertyFieldProps, 'property'> & { label: string }) => {
  const [draft, setDraft] = useState<string | number>(percentOfFraction(value) ?? '');
  const apply = () => {
    const percent = typeof draft === 'number' ? draft : Number.parseFloat(draft);
    if (!Number.isFinite(percent)) return;
    const attr = fractionAttrOfPercent(percent);
    if (attr !== value) onChange(attr);
  };
  return (
    <NumberInput
      size="xs"
      label={label}
      value={draft}
      min={0}
      max={100}
      step={10}
      suffix=" %"
      clampBehavior="strict"
      readOnly={isReadOnly}
      onChange={setDraft}
      onBlur={apply}
      onKeyDown={(event) => event.key === 'Enter' && apply()}
    />
  );
};

const Swatch = ({ color }: { color: string }) => <ColorSwatch color={color} size={14} withShadow />;

/** One editable attr of a part; text and numbers apply on Enter or when leaving the field. */
export const PropertyField = ({ property, value, isReadOnly, onChange }: PropertyFieldProps) => {
  const { t } = useTranslation();
  const label = textFor(t, `editor.props.${property.attr}`, property.attr);
  const [draft, setDraft] = useState(value ?? '');
  const apply = () => draft !== (value ?? '') && onChange(draft);
  const onEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && apply();

  switch (property.kind) {
    case 'resistance':
      return <ResistanceField value={value} isReadOnly={isReadOnly} onChange={onChange} />;
    case 'percent':
      return <PercentField label={label} value={value} isReadOnly={isReadOnly} onChange={onChange} />;
    case 'select':
    case 'color': {
      const isColor = property.kind === 'color';
      const data = property.options.map((option) => ({
        value: option,
        label: isColor ? colorLabel(t, option) : textFor(t, `editor.options.${option}`, option),
      }));
      return (
        <Select
          size="xs"
          label={label}
          data={data}
          value={value ?? null}
          readOnly={isReadOnly}
          allowDeselect={false}
          leftSection={isColor && value ? <Swatch color={value} /> : undefined}
          renderOption={
            isColor
              ? ({ option }) => (
                  <Group gap={6} wrap="nowrap">
                    <Swatch color={option.value} />
                    {option.label}
                  </Group>
                )
              : undefined
          }
          onChange={(next) => next !== null && onChange(next)}
        />
      );
    }
    case 'number':
      return (
        <NumberInput
          size="xs"
          label={label}
          value={draft}
          min={property.min}
          max={property.max}
          step={property.step}
          readOnly={isReadOnly}
          onChange={(next) => setDraft(String(next))}
          onBlur={apply}
          onKeyDown={onEnter}
        />
      );
    case 'text':
      return (
        <TextInput
          size="xs"
          label={label}
          value={draft}
          maxLength={property.maxLength}
          readOnly={isReadOnly}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={apply}
          onKeyDown={onEnter}
        />
      );
  }
};
