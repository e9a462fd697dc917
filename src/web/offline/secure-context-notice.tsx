import { Alert, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '../features/auth/session.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { pageSecurity, securityProblemOf } from './secure-context.ts';

/** The page's problem, read once: it cannot change without loading the page again. */
const PROBLEM = securityProblemOf(pageSecurity());

/**
 * For those who can act on it (super admins, institution admins): Chispa is served where offline
 * work and the simulator cannot work, and what fixes it (README, "HTTPS on a school network").
 */
export const InsecureOriginAlert = () => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [isClosed, setClosed] = useState(false);
  const canAct = Boolean(me && (me.roles.superAdmin || me.roles.adminOf.length > 0));
  if (!PROBLEM || !canAct || isClosed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconLockOpen aria-hidden="true" />}
      title={t(`offline.pages.insecure.${PROBLEM}.title`)}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => setClosed(true)}
      data-insecure-origin={PROBLEM}
    >
      {t(`offline.pages.insecure.${PROBLEM}.text`)}
    </Alert>
  );
};

/** A plain line where Run is, for a student: the simulator cannot run on this address. */
export const SimulatorBlockedLine = () => {
  const { t } = useTranslation();
  if (!PROBLEM) return null;
  return (
    <Text size="xs" c="dimmed" px="xs" data-insecure-origin={PROBLEM}>
      {t(`offline.pages.insecure.${PROBLEM}.workspace`)}
    </Text>
  );
};
