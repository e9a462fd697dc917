import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface IconButtonProps extends ActionIconProps {
  /** The tooltip and the accessible name: one text, so what is seen is what is heard. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  type?: 'button' | 'submit';
}

/** An icon-only button that says what it does: a tooltip on hover and keyboard focus, and a name. */
export const IconButton = ({ label, icon, onClick, type = 'button', ...props }: IconButtonProps) => (
  <Tooltip label={label} events={{ hover: true, focus: true, touch: true }}>
    <ActionIcon variant="subtle" color="gray.8" {...props} type={type} onClick={onClick} aria-label={label}>
      {icon}
    </ActionIcon>
  </Tooltip>
);
