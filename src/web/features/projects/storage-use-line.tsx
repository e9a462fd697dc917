import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type StorageUse, toMegabytes } from '../../../domain/storage-use.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { requestJson } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';

/** Read again after every upload, refused or not, so the line says what is kept now. */
export const STORAGE_USE_KEY = ['me', 'storage'] as const;

/** "Your pictures take 12 MB of 100 MB", beside the image field; nothing when there is no quota. */
export const StorageUseLine = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useQuery({
    queryKey: STORAGE_USE_KEY,
    queryFn: () => requestJson<StorageUse>('GET', '/api/me/storage'),
  });
  if (!data || data.quotaBytes === null) return null;
  const megabytes = (bytes: number) => formatNumber(lang, toMegabytes(bytes), 1);
  return (
    <Text size="xs" c="dimmed">
      {t('projects.modal.storageUse', { used: megabytes(data.usedBytes), quota: megabytes(data.quotaBytes) })}
    </Text>
  );
};
