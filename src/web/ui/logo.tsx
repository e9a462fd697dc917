import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import { useLang } from '../lib/use-lang.ts';
import { LOGO_SIZE } from './app-bar.ts';
import classes from './logo.module.css';

const LogoMark = ({ size }: { size: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="var(--mantine-color-navy-9)" />
    <path d="M18 4 8 18h7l-2 10 11-15h-7l1-9z" fill="#ffc53d" />
  </svg>
);

interface LogoProps {
  /** Shown after the name, e.g. the open project's name on workspace pages. */
  title?: string;
  size?: number;
}

/** The mark and name, linking to the start of the app (home or the landing page, by the root rule). */
export const Logo = ({ title, size = LOGO_SIZE }: LogoProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Link to={`/${lang}`} className={classes.link} aria-label={t('app.logoLink')}>
        <LogoMark size={size} />
        <Text component="span" fw={800} fz="lg" className={classes.name}>
          {t('app.name')}
        </Text>
      </Link>
      {title && (
        <Text component="span" fw={600} truncate>
          {title}
        </Text>
      )}
    </Group>
  );
};
