import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFolder, IconLogout, IconSchool, IconUserCog } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import { isAcademyAreaPath } from '../lib/paths.ts';
import { useLang } from '../lib/use-lang.ts';
import menuItemClasses from './menu-item.module.css';
import classes from './profile-menu.module.css';

interface ProfileMenuProps {
  name: string;
  email: string;
  onLogout: () => void;
  /** Opens the account modal (name and password); without it the menu has no Account entry. */
  onAccount?: () => void;
  /** `bar`: an avatar button for top bars; `navbar`: a full-width user button for the dark navbar. */
  variant?: 'bar' | 'navbar';
}

/** Up to two initials, as the avatar shows them: "Ana Silva" → "AS". */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * Spec §2 profile menu: who is signed in, Academy and My projects (not on academy pages), the
 * account, log out.
 */
export const ProfileMenu = ({ name, email, onLogout, onAccount, variant = 'bar' }: ProfileMenuProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lang = useLang();
  const initials = initialsOf(name);
  const showShortcuts = !isAcademyAreaPath(pathname);
  const targetRef = useRef<HTMLButtonElement>(null);
  // The menu button takes the focus before the modal opens, so the modal gives it back there on close.
  const handleAccount = () => {
    targetRef.current?.focus();
    onAccount?.();
  };
  const avatar = (
    <Avatar color="navy" variant="filled" size={variant === 'bar' ? 36 : 38}>
      {initials}
    </Avatar>
  );
  return (
    <Menu position={variant === 'bar' ? 'bottom-end' : 'top-start'} width={260} withArrow>
      <Menu.Target>
        {variant === 'bar' ? (
          <UnstyledButton
            ref={targetRef}
            aria-label={`${initials} · ${t('profile.menu')}`}
            className={classes.avatarButton}
          >
            {avatar}
          </UnstyledButton>
        ) : (
          <UnstyledButton ref={targetRef} className={classes.userButton}>
            <Group wrap="nowrap" gap="sm">
              {avatar}
              <div className={classes.userText}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                <Text size="xs" truncate className={classes.email}>
                  {email}
                </Text>
              </div>
              <IconChevronRight size={16} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.identity}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </div>
        <Menu.Divider />
        {showShortcuts && (
          <>
            <Menu.Item component={Link} to={`/${lang}/academy`} leftSection={<IconSchool size={16} />}>
              {t('profile.academy')}
            </Menu.Item>
            <Menu.Item component={Link} to={`/${lang}/projects`} leftSection={<IconFolder size={16} />}>
              {t('profile.myProjects')}
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        {onAccount && (
          <Menu.Item leftSection={<IconUserCog size={16} />} onClick={handleAccount}>
            {t('profile.account')}
          </Menu.Item>
        )}
        <Menu.Item
          className={menuItemClasses.danger}
          leftSection={<IconLogout size={16} />}
          onClick={onLogout}
        >
          {t('profile.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
