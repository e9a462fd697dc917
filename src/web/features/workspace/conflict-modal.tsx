import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { errorText } from '../projects/error-text.ts';

interface ConflictModalProps {
  opened: boolean;
  onReload: () => Promise<void>;
  onOverwrite: () => void;
}

/**
 * Someone saved this project after it was opened here (409). The user decides: take their copy
 * or keep this one over it. Nothing is sent, and nothing dropped, until then.
 */
export const ConflictModal = ({ opened, onReload, onOverwrite }: ConflictModalProps) => {
  const { t } = useTranslation();
  const [isReloading, setIsReloading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const handleReload = async () => {
    setIsReloading(true);
    setFailure(null);
    try {
      await onReload();
    } catch (error) {
      setFailure(error);
    } finally {
      setIsReloading(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('workspace.conflict.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('workspace.conflict.text')}</Text>
        {failure !== null && (
          <ErrorAlert title={t('workspace.conflict.reloadFailed')} message={errorText(t, failure)} />
        )}
        <Stack gap={4}>
          <Text size="sm">
            <strong>{t('workspace.conflict.reload')}</strong>: {t('workspace.conflict.reloadHint')}
          </Text>
          <Text size="sm">
            <strong>{t('workspace.conflict.overwrite')}</strong>: {t('workspace.conflict.overwriteHint')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void handleReload()} loading={isReloading}>
            {t('workspace.conflict.reload')}
          </Button>
          <Button onClick={onOverwrite} disabled={isReloading}>
            {t('workspace.conflict.overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
