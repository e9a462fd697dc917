import { Button, Group, Progress, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { PROGRAM_FILE } from '../../../domain/code/language.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { cancelUpload } from './board-upload.ts';
import { useRunStore } from './run-store.ts';

/** While main.py goes to a MicroPython board: how much of it has gone, and a way to stop. */
export const UploadProgress = () => {
  const { t } = useTranslation();
  const upload = useRunStore((store) => store.upload);
  if (!upload) return null;
  const { sent, total } = upload;
  const text = t('board.micropython.sending', { file: PROGRAM_FILE.micropython, sent, total });
  return (
    <Group gap="xs" wrap="nowrap" data-upload-progress="">
      <Progress
        w={80}
        value={total > 0 ? (sent / total) * 100 : 0}
        aria-label={t('board.micropython.progressLabel')}
      />
      <Text size="xs" c="gray.8" role="status">
        {text}
      </Text>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconX size={14} aria-hidden="true" />}
        onClick={cancelUpload}
      >
        {t('board.micropython.cancel')}
      </Button>
    </Group>
  );
};
