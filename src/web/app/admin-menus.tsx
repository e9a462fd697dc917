import { NavLink } from '@mantine/core';
import { IconBuildingCommunity, IconShieldLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Locale } from '../../domain/constants.ts';
import type { Me } from '../../domain/me.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { useLang } from '../lib/use-lang.ts';
import { ComingSoonNavLink } from '../ui/coming-soon.tsx';
import classes from './academy-layout.module.css';

type NavKey =
  | 'nav.groupManagement'
  | 'nav.courseManagement'
  | 'nav.institutionManagement'
  | 'nav.guideManagement'
  | 'nav.catalogueManagement'
  | 'nav.userManagement'
  | 'nav.colorManagement';

/** A menu entry; one without a `path` is a page not built yet, shown as 'coming soon'. */
interface MenuEntry {
  key: NavKey;
  path?: (lang: Locale) => string;
  /** The guided tour's anchor (`data-tour`), for the entries a tour shows. */
  tour?: string;
}

/** Spec §2: institution admins get the Backoffice menu, super admins the SuperAdmin menu. */
const courseManagement: MenuEntry = {
  key: 'nav.courseManagement',
  path: (lang) => `/${lang}/create-groups-management`,
};
const groupManagement: MenuEntry = {
  key: 'nav.groupManagement',
  path: (lang) => `/${lang}/groups-management`,
};
/** Spec §2 institution-scoped screens: an institution admin's group and course management. */
const BACKOFFICE: readonly MenuEntry[] = [
  { key: 'nav.groupManagement', path: (lang) => `/${lang}/groups-management-test` },
  {
    key: 'nav.courseManagement',
    path: (lang) => `/${lang}/create-groups-management-test`,
    tour: 'backoffice-courses',
  },
];
const SUPER_ADMIN: readonly MenuEntry[] = [
  groupManagement,
  courseManagement,
  { key: 'nav.institutionManagement', path: (lang) => `/${lang}/educational-institutions-management` },
  { key: 'nav.guideManagement', path: (lang) => `/${lang}/practical-guides-management` },
  { key: 'nav.catalogueManagement', path: (lang) => `/${lang}/catalogue-management` },
  { key: 'nav.userManagement', path: (lang) => `/${lang}/users-management` },
  { key: 'nav.colorManagement', path: (lang) => `/${lang}/colors-management` },
];

interface AdminMenuProps {
  label: string;
  icon: ReactNode;
  entries: readonly MenuEntry[];
  tour?: string;
}

const AdminMenu = ({ label, icon, entries, tour }: AdminMenuProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  // The menu starts open on one of its own pages, so the current entry is visible.
  // The admin tour (spec §2) points at the Backoffice's entries: a page with a tour opens the menu.
  const [isOpen, setIsOpen] = useState(() => entries.some((entry) => entry.path?.(lang) === pathname));
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={isOpen}
      onChange={setIsOpen}
      aria-expanded={isOpen}
      data-tour={tour}
      className={classes.link}
      childrenOffset={28}
    >
      {entries.map(({ key, path, tour: entryTour }) => {
        if (!path) return <ComingSoonNavLink key={key} label={t(key)} className={classes.link} />;
        const to = path(lang);
        return (
          <NavLink
            key={key}
            component={Link}
            to={to}
            label={t(key)}
            active={pathname === to}
            aria-current={pathname === to ? 'page' : undefined}
            data-tour={entryTour}
            className={classes.link}
          />
        );
      })}
    </NavLink>
  );
};

export const AdminMenus = ({ roles }: { roles: Me['roles'] }) => {
  const { t } = useTranslation();
  return (
    <>
      {roles.adminOf.length > 0 && (
        <AdminMenu
          label={t('nav.backoffice')}
          icon={<IconBuildingCommunity size={20} aria-hidden="true" />}
          entries={BACKOFFICE}
          tour="backoffice-menu"
        />
      )}
      {roles.superAdmin && (
        <AdminMenu
          label={t('nav.superAdmin')}
          icon={<IconShieldLock size={20} aria-hidden="true" />}
          entries={SUPER_ADMIN}
        />
      )}
    </>
  );
};
