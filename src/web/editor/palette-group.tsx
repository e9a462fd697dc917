import { SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { PaletteGroup as Group } from '../../domain/circuit/part-kinds.ts';
import { useTranslation } from '../i18n/i18n.ts';

/** One heading of the parts palette (Boards, Outputs…) and its tiles. */
export const PaletteGroup = ({ group, children }: { group: Group; children: ReactNode }) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={headingId}>
      <Text id={headingId} component="h3" m={0} size="xs" fw={700} c="gray.7" tt="uppercase">
        {t(`editor.sidebar.groups.${group}`)}
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {children}
      </SimpleGrid>
    </Stack>
  );
};
