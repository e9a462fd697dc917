import { Group, Radio, Text } from '@mantine/core';

export interface ChoiceCardProps {
  value: string;
  /** A prefix unique on the page (`useId()`): the card is named by its title and described by its hint. */
  idPrefix: string;
  title: string;
  hint: string;
  /** The chosen card is the group's one tab stop; arrows move between the cards. */
  isChosen: boolean;
  disabled?: boolean;
  /** Extra attributes for journeys and styles (`data-starter`, `data-view`). */
  data?: Record<`data-${string}`, string>;
}

/** One option of a radio group drawn as a card: its title, and a line saying what it gives. */
export const ChoiceCard = ({ value, idPrefix, title, hint, isChosen, disabled, data }: ChoiceCardProps) => (
  <Radio.Card
    value={value}
    radius="md"
    p="sm"
    disabled={disabled}
    tabIndex={isChosen && !disabled ? 0 : -1}
    aria-labelledby={`${idPrefix}-${value}-title`}
    aria-describedby={`${idPrefix}-${value}-hint`}
    {...data}
  >
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Radio.Indicator mt={2} disabled={disabled} />
      <div>
        <Text fw={600} size="sm" id={`${idPrefix}-${value}-title`}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" id={`${idPrefix}-${value}-hint`}>
          {hint}
        </Text>
      </div>
    </Group>
  </Radio.Card>
);
