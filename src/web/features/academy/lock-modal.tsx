import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import { contactHref } from './course-view-rules.ts';

interface LockModalProps {
  courseName: string;
  contactEmail: string;
  onClose: () => void;
}

/** Spec §2 Course view: a premium course without access shows this instead of its activities. */
export const LockModal = ({ courseName, contactEmail, onClose }: LockModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('academy.lock.title')}
      centered
      closeButtonProps={{ 'aria-label': t('academy.lock.close') }}
    >
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="#5b2a86" aria-hidden="true">
          <IconLock size={26} />
        </ThemeIcon>
        <Text>{t('academy.lock.text', { name: courseName })}</Text>
      </Stack>
      {/* Outside the Stack: its flex-start alignment would shrink the footer's full-width rule. */}
      <ModalFooter>
        <Button variant="default" onClick={onClose}>
          {t('academy.lock.close')}
        </Button>
        <Button
          component="a"
          href={contactHref(contactEmail, t('academy.lock.subject', { name: courseName }))}
          leftSection={<IconMail size={16} aria-hidden="true" />}
        >
          {t('academy.lock.contact')}
        </Button>
      </ModalFooter>
    </Modal>
  );
};
