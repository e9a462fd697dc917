import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { PROGRAM_FILE } from '../../../domain/code/language.ts';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/i18n.ts';

const STEPS: readonly TranslationKey[] = [
  'board.micropython.thonny.install',
  'board.micropython.thonny.plug',
  'board.micropython.thonny.interpreter',
  'board.micropython.thonny.open',
  'board.micropython.thonny.save',
  'board.micropython.thonny.run',
];

interface ThonnyStepsProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Where the browser cannot talk to a board (no Web Serial: Firefox, Safari, phones), main.py has
 * been downloaded; these are the steps to put it on a MicroPython board with Thonny, the editor
 * MicroPython courses use.
 */
export const ThonnySteps = ({ opened, onClose }: ThonnyStepsProps) => {
  const { t } = useTranslation();
  const file = PROGRAM_FILE.micropython;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('board.micropython.thonny.title', { file })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t('board.micropython.thonny.intro', { file })}</Text>
        <List type="ordered" size="sm" spacing={6} data-thonny-steps="">
          {STEPS.map((key) => (
            <List.Item key={key}>{t(key, { file })}</List.Item>
          ))}
        </List>
        <Text size="sm" c="gray.8">
          {t('board.micropython.thonny.chrome', { file })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('board.micropython.thonny.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
};
