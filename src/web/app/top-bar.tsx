import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { OfflineBadge } from '../offline/offline-state-badge.tsx';
import { LanguageMenu } from '../ui/language-menu.tsx';
import { Logo } from '../ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import classes from './top-bar.module.css';

interface TopBarProps {
  /** Before the logo, e.g. the navbar burger. */
  leading?: ReactNode;
  /** Shown next to the logo, e.g. the open project's name. */
  title?: string;
  /** Off where the page has these menus elsewhere (the academy navbar). */
  withMenus?: boolean;
}

/**
 * Spec §2 general bar, with the logo on the left on every page (not centred on some: it stayed
 * put nowhere, docs/decisions.md), a title beside it where there is one.
 */
export const TopBar = ({ leading, title, withMenus = true }: TopBarProps) => (
  <div className={classes.bar} data-logo="left">
    <Group gap="sm" wrap="nowrap" className={classes.start}>
      {leading}
      <Logo title={title} />
    </Group>
    <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.end}>
      <OfflineBadge />
      {withMenus && (
        <>
          <LanguageMenu />
          <AccountMenu variant="bar" />
        </>
      )}
    </Group>
  </div>
);
