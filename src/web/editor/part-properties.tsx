import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DiagramPart } from '../../domain/circuit/diagram.ts';
import { getPartDefinition } from '../../domain/circuit/parts.ts';
import { isBrokenPart } from '../../domain/circuit/repair.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { AdvancedDetails } from './advanced-details.tsx';
import { isDrawableType } from './elements/part-drawing.tsx';
import { partSummaryText } from './part-names.ts';
import classes from './properties-panel.module.css';
import { PropertyField } from './property-field.tsx';
import { dispatch } from './store.ts';

/** Why a part shows as broken on the canvas, and what the user can do about it. */
const BrokenNotice = () => {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="red"
      p="xs"
      title={t('editor.broken.label')}
      icon={<IconAlertTriangle size={16} aria-hidden="true" />}
    >
      <Text size="xs">{t('editor.broken.help')}</Text>
    </Alert>
  );
};

/** The selected part: its name as a student says it, its attrs to edit, its id and type folded away. */
export const PartProperties = ({ part, isReadOnly }: { part: DiagramPart; isReadOnly: boolean }) => {
  const { t, i18n } = useTranslation();
  const properties = getPartDefinition(part.type)?.properties ?? [];
  const isBroken = isBrokenPart(part);
  const savedType = isBroken ? part.attrs.type : part.type;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} component="h3" m={0} className={classes.heading}>
        {partSummaryText(t, part, i18n.language)}
      </Text>
      {(isBroken || !isDrawableType(part.type)) && <BrokenNotice />}
      {!isBroken && properties.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('editor.properties.noProperties')}
        </Text>
      )}
      {properties.map((property) => (
        <PropertyField
          key={`${part.id}:${property.attr}:${part.attrs[property.attr] ?? ''}`}
          property={property}
          value={part.attrs[property.attr]}
          isReadOnly={isReadOnly}
          onChange={(value) =>
            dispatch({ type: 'setPartAttrs', partId: part.id, attrs: { [property.attr]: value } })
          }
        />
      ))}
      <AdvancedDetails
        key={part.id}
        rows={[
          { label: t('editor.properties.id'), value: part.id },
          { label: t('editor.properties.type'), value: savedType ?? '' },
        ]}
      />
    </Stack>
  );
};
