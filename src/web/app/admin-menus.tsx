import { NavLink } from '@mantine/core';
import { IconBuildingCommunity, IconShieldLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../domain/me.ts';
import { ComingSoonNavLink } from '../ui/coming-soon.tsx';
import classes from './academy-layout.module.css';

type NavKey =
  | 'nav.groupManagement'
  | 'nav.courseManagement'
  | 'nav.institutionManagement'
  | 'nav.guideManagement';

/** Spec §2: institution admins get the Backoffice menu, super admins the SuperAdmin menu. */
const BACKOFFICE: readonly NavKey[] = ['nav.groupManagement', 'nav.courseManagement'];
const SUPER_ADMIN: readonly NavKey[] = [
  'nav.groupManagement',
  'nav.courseManagement',
  'nav.institutionManagement',
  'nav.guideManagement',
];

interface AdminMenuProps {
  label: string;
  icon: ReactNode;
  entries: readonly NavKey[];
}

const AdminMenu = ({ label, icon, entries }: AdminMenuProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={isOpen}
      onChange={setIsOpen}
      aria-expanded={isOpen}
      className={classes.link}
      childrenOffset={28}
    >
      {entries.map((key) => (
        <ComingSoonNavLink key={key} label={t(key)} className={classes.link} />
      ))}
    </NavLink>
  );
};

export const AdminMenus = ({ roles }: { roles: Me['roles'] }) => {
  const { t } = useTranslation();
  return (
    <>
      {roles.institutionAdmin && (
        <AdminMenu
          label={t('nav.backoffice')}
          icon={<IconBuildingCommunity size={20} aria-hidden="true" />}
          entries={BACKOFFICE}
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
