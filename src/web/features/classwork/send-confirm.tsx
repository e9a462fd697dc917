import { Alert, Button, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { ModalFooter } from '../../ui/modal-footer.tsx';

interface SendConfirmProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §4: the confirmation warning before a student sends an activity (it becomes read only). */
export const SendConfirm = ({ opened, onCancel, onConfirm }: SendConfirmProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('classwork.send.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {t('classwork.send.warning')}
        </Alert>
        <ModalFooter>
          <Button variant="default" onClick={onCancel}>
            {t('classwork.send.cancel')}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {t('classwork.send.confirm')}
          </Button>
        </ModalFooter>
      </Stack>
    </Modal>
  );
};
