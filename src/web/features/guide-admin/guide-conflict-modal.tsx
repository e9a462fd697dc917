import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { errorText } from '../projects/error-text.ts';

interface GuideConflictModalProps {
  opened: boolean;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<void>;
}

/**
 * Someone saved this guide after it was opened here (409 GUIDE_VERSION_CONFLICT). The user
 * decides: take the saved guide, or save these changes over it. Nothing is lost until then.
 */
export const GuideConflictModal = ({ opened, onReload, onOverwrite }: GuideConflictModalProps) => {
  const { t } = useTranslation();
  const [running, setRunning] = useState<'reload' | 'overwrite' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const run = async (which: 'reload' | 'overwrite', action: () => Promise<void>) => {
    setRunning(which);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('guideAdmin.conflict.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('guideAdmin.conflict.text')}</Text>
        {failure !== null && (
          <ErrorAlert title={t('guideAdmin.conflict.failed')} message={errorText(t, failure)} />
        )}
        <Stack gap={4}>
          <Text size="sm">
            <strong>{t('guideAdmin.conflict.reload')}</strong>: {t('guideAdmin.conflict.reloadHint')}
          </Text>
          <Text size="sm">
            <strong>{t('guideAdmin.conflict.overwrite')}</strong>: {t('guideAdmin.conflict.overwriteHint')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void run('reload', onReload)}
            loading={running === 'reload'}
            disabled={running === 'overwrite'}
          >
            {t('guideAdmin.conflict.reload')}
          </Button>
          <Button
            onClick={() => void run('overwrite', onOverwrite)}
            loading={running === 'overwrite'}
            disabled={running === 'reload'}
          >
            {t('guideAdmin.conflict.overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
