import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useState } from 'react';
import type { UserAdminRow, UserRolesUpdate } from '../../../domain/user-admin.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { useUpdateRoles } from './user-admin-queries.ts';
import { superAdminChange } from './user-roles.ts';

/**
 * Flipping a role: the tutor switch acts at once, the super admin switch asks first (it gives or
 * takes the whole instance). `busyId` is the person whose roles are being saved.
 */
export const useRoleSwitch = (meId: string | undefined) => {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const update = useUpdateRoles();
  const [busyId, setBusyId] = useState<string | null>(null);

  const save = async (user: UserAdminRow, changes: UserRolesUpdate) => {
    setBusyId(user.id);
    try {
      await update.mutateAsync({ id: user.id, changes });
      alerts.success(t('userAdmin.roles.saved', { name: user.name }));
    } catch (error) {
      alerts.failure(t('userAdmin.roles.failed', { name: user.name }), errorText(t, error));
    } finally {
      setBusyId(null);
    }
  };

  const setTutor = (user: UserAdminRow, tutor: boolean) => void save(user, { tutor });

  const setSuperAdmin = (user: UserAdminRow) => {
    const change = superAdminChange(user, meId);
    openConfirmModal({
      title: t(`userAdmin.confirm.${change}.title`),
      children: <Text size="sm">{t(`userAdmin.confirm.${change}.text`, { name: user.name })}</Text>,
      labels: { confirm: t(`userAdmin.confirm.${change}.confirm`), cancel: t('userAdmin.confirm.cancel') },
      confirmProps: change === 'grant' ? {} : { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () => void save(user, { superAdmin: change === 'grant' }),
    });
  };

  return { busyId, setTutor, setSuperAdmin };
};
