import { AppShell, NavLink, ScrollArea } from '@mantine/core';
import { IconFolder, IconHome, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { academyPath } from '../features/academy/academy-paths.ts';
import { useMe } from '../features/auth/session.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { groupsPath } from '../lib/classroom-paths.ts';
import { homePath } from '../lib/paths.ts';
import { useLang } from '../lib/use-lang.ts';
import { LanguageMenu } from '../ui/language-menu.tsx';
import classes from './academy-layout.module.css';
import { AccountMenu } from './account-menu.tsx';
import { AdminMenus } from './admin-menus.tsx';

const ICON = { size: 20, 'aria-hidden': true } as const;

/** Spec §2 left navigation: home, academy, groups ('my groups' for tutors), projects, admin menus. */
export const AcademyNav = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const home = homePath(lang);
  const projects = `/${lang}/projects`;
  const groups = groupsPath(lang);
  const academy = academyPath(lang);
  // The course pages belong to the academy's entry too.
  const isInAcademy =
    pathname === academy || pathname.startsWith(`${academy}/`) || pathname.startsWith(`/${lang}/course/`);

  return (
    <>
      <AppShell.Section grow component={ScrollArea} className={classes.section}>
        <NavLink
          component={Link}
          to={home}
          label={t('nav.home')}
          leftSection={<IconHome {...ICON} />}
          active={pathname === home}
          aria-current={pathname === home ? 'page' : undefined}
          className={classes.link}
        />
        <NavLink
          component={Link}
          to={academy}
          label={t('nav.academy')}
          leftSection={<IconSchool {...ICON} />}
          active={isInAcademy}
          aria-current={pathname === academy ? 'page' : undefined}
          className={classes.link}
        />
        <NavLink
          component={Link}
          to={groups}
          label={t(me?.roles.tutor ? 'nav.myGroups' : 'nav.courses')}
          leftSection={<IconUsersGroup {...ICON} />}
          active={pathname === groups}
          aria-current={pathname === groups ? 'page' : undefined}
          className={classes.link}
        />
        <NavLink
          component={Link}
          to={projects}
          label={t('nav.projects')}
          leftSection={<IconFolder {...ICON} />}
          active={pathname === projects}
          aria-current={pathname === projects ? 'page' : undefined}
          className={classes.link}
        />
        {me && <AdminMenus roles={me.roles} />}
      </AppShell.Section>
      <AppShell.Section className={classes.footer}>
        <LanguageMenu variant="white" />
        <AccountMenu variant="navbar" />
      </AppShell.Section>
    </>
  );
};
