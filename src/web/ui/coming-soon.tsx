import { NavLink, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/i18n.ts';

interface ComingSoonNavLinkProps {
  label: string;
  icon?: ReactNode;
  className?: string;
}

/**
 * A navigation entry whose page is not built yet: visible, focusable (so keyboard users get the
 * tooltip), announced as unavailable, and never a link to a route that does not exist.
 */
export const ComingSoonNavLink = ({ label, icon, className }: ComingSoonNavLinkProps) => {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      <Tooltip
        label={t('common.comingSoon')}
        position="right"
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <NavLink
          component="button"
          type="button"
          label={label}
          leftSection={icon}
          aria-disabled="true"
          aria-describedby={hintId}
          data-coming-soon
          className={className}
          onClick={(event) => event.preventDefault()}
        />
      </Tooltip>
      <VisuallyHidden id={hintId}>{t('common.comingSoon')}</VisuallyHidden>
    </>
  );
};
