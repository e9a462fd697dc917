import { Accordion, Text } from '@mantine/core';
import { useTranslation } from '../i18n/i18n.ts';
import classes from './properties-panel.module.css';

export interface AdvancedRow {
  label: string;
  value: string;
}

/**
 * What a developer or a Wokwi user looks for (ids, types, raw pin references), folded away by
 * default so a student reads names; the toggle is a button, so Enter and Space open it.
 */
export const AdvancedDetails = ({ rows }: { rows: readonly AdvancedRow[] }) => {
  const { t } = useTranslation();
  return (
    <Accordion variant="contained" chevronPosition="left" classNames={{ control: classes.advancedControl }}>
      <Accordion.Item value="advanced">
        <Accordion.Control>
          <Text size="xs" fw={500}>
            {t('editor.properties.advanced')}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <dl className={classes.details}>
            {rows.map((row) => (
              <div key={row.label}>
                <Text component="dt" size="xs" c="dimmed">
                  {row.label}
                </Text>
                <Text component="dd" size="xs" ff="monospace" className={classes.value}>
                  {row.value}
                </Text>
              </div>
            ))}
          </dl>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
};
