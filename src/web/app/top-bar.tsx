import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isLeftLogoPath } from '../lib/paths.ts';
import { LanguageMenu } from '../ui/language-menu.tsx';
import { Logo } from '../ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import classes from './top-bar.module.css';

interface TopBarProps {
  /** Before the logo, e.g. the navbar burger. */
  leading?: ReactNode;
  /** Shown next to a left logo, e.g. the open project's name. */
  title?: string;
  /** Off where the page has these menus elsewhere (the academy navbar). */
  withMenus?: boolean;
}

/** Spec §2 general bar: a central logo, or a left logo with a title on workspace and academy paths. */
export const TopBar = ({ leading, title, withMenus = true }: TopBarProps) => {
  const { pathname } = useLocation();
  const isLeft = isLeftLogoPath(pathname);
  return (
    <div className={classes.bar} data-logo={isLeft ? 'left' : 'center'}>
      <Group gap="sm" wrap="nowrap" className={classes.start}>
        {leading}
        {isLeft && <Logo title={title} />}
      </Group>
      {!isLeft && (
        <div className={classes.center}>
          <Logo />
        </div>
      )}
      <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.end}>
        {withMenus && (
          <>
            <LanguageMenu />
            <AccountMenu variant="bar" />
          </>
        )}
      </Group>
    </div>
  );
};
