import { Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHECK_KEYS, passwordChecksOf } from '../../../domain/auth.ts';
import { LIMITS } from '../../../domain/constants.ts';
import classes from './password-checklist.module.css';

interface PasswordChecklistProps {
  id: string;
  password: string;
}

/**
 * Spec §5's password rule as a checklist that ticks while the person types. The list is a polite
 * live region: when an item's state word changes, a screen reader says that item once.
 */
export const PasswordChecklist = ({ id, password }: PasswordChecklistProps) => {
  const { t } = useTranslation();
  const checks = passwordChecksOf(password);
  return (
    <div id={id} className={classes.checklist}>
      <Text size="sm" fw={500} id={`${id}-title`}>
        {t('auth.passwordChecklist.title')}
      </Text>
      <ul aria-labelledby={`${id}-title`} aria-live="polite" className={classes.list}>
        {PASSWORD_CHECK_KEYS.map((key) => {
          const isMet = checks[key];
          return (
            <li key={key} data-check={key} data-met={isMet || undefined} className={classes.item}>
              {isMet ? (
                <IconCircleCheckFilled size={16} aria-hidden="true" className={classes.met} />
              ) : (
                <IconCircle size={16} aria-hidden="true" className={classes.unmet} />
              )}
              <span>
                {t(`auth.passwordChecklist.${key}`, { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
                <VisuallyHidden>
                  {`: ${t(isMet ? 'auth.passwordChecklist.met' : 'auth.passwordChecklist.unmet')}`}
                </VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
