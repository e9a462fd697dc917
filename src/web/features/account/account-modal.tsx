import { Divider, Modal, Stack, Text } from '@mantine/core';
import type { Me } from '../../../domain/me.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { NameForm } from './name-form.tsx';
import { PasswordForm } from './password-form.tsx';

interface AccountModalProps {
  me: Me;
  opened: boolean;
  onClose: () => void;
}

/** The signed-in person's own account: their name and their password, each saved on its own. */
export const AccountModal = ({ me, opened, onClose }: AccountModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('account.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('account.signedInAs', { email: me.user.email })}
        </Text>
        <NameForm name={me.user.name || me.user.displayName || ''} />
        <Divider />
        <PasswordForm email={me.user.email} />
      </Stack>
    </Modal>
  );
};
