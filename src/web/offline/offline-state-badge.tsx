import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../i18n/i18n.ts';
import { useOnline } from './connection.ts';

/**
 * A quiet word in the top bar while offline, so the student knows why pages wait. The live region
 * is always there and only its text changes: a screen reader says it once when the connection goes.
 */
export const OfflineBadge = () => {
  const { t } = useTranslation();
  const isOnline = useOnline();
  return (
    <div role="status" data-offline-badge="">
      {!isOnline && (
        <Badge
          color="gray"
          variant="light"
          leftSection={<IconWifiOff size={12} aria-hidden="true" />}
          title={t('offline.pages.badgeHint')}
        >
          {t('offline.pages.badge')}
        </Badge>
      )}
    </div>
  );
};
