import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';

/** The page's path without its `{lang}` segment: switching language keeps the page (and the draft). */
const pageOf = (pathname: string) => pathname.split('/').slice(2).join('/');

/**
 * Unsaved work is not left by accident: the browser asks before closing or reloading the tab,
 * and a navigation inside the app asks in a modal first.
 */
export const LeaveWarning = ({ isDirty }: { isDirty: boolean }) => {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && pageOf(currentLocation.pathname) !== pageOf(nextLocation.pathname),
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={isBlocked}
      onClose={() => blocker.reset?.()}
      title={t('courseEditor.leave.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('courseEditor.leave.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('courseEditor.leave.cancel')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('courseEditor.leave.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
