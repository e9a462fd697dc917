import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import touch from '../../ui/touch-target.module.css';

/** A link back up (to the group's grades), with its arrow. */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Anchor component={Link} to={to} size="sm" className={touch.target}>
    <Group gap={4} wrap="nowrap">
      <IconArrowLeft size={16} aria-hidden="true" />
      {label}
    </Group>
  </Anchor>
);
