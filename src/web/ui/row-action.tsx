import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** The tooltip and the accessible name, which names the row ('Delete «3.º A»'). */
  label: string;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  color?: string;
}

/** An icon button in a management table's actions column. */
export const RowAction = ({ label, children, ...props }: RowActionProps) => (
  <Tooltip label={label} withArrow openDelay={400}>
    <ActionIcon variant="subtle" size="lg" aria-label={label} {...props}>
      {children}
    </ActionIcon>
  </Tooltip>
);
