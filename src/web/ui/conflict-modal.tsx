import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { errorText } from '../lib/error-text.ts';
import { ErrorAlert } from './error-alert.tsx';

interface ConflictModalProps {
  opened: boolean;
  /** Where its texts live: title, text, reload, reloadHint, overwrite, overwriteHint, failed. */
  textKey: 'workspace.conflict' | 'guideAdmin.conflict' | 'courseAdmin.conflict' | 'courseEditor.conflict';
  onReload: () => Promise<void>;
  onOverwrite: () => void | Promise<void>;
  /** Projects: keep both, the server's as it is and a copy with this tab's work (texts keepBoth, keepBothHint). */
  onKeepBoth?: () => Promise<void>;
}

type Choice = 'reload' | 'overwrite' | 'keepBoth';

/**
 * Someone saved this (a project, a guide, a course) after it was opened here: a 409 on a stale version.
 * The user decides: take the saved one, keep theirs over it, or (projects) keep both. Nothing is
 * sent, and nothing dropped, until then.
 */
export const ConflictModal = ({ opened, textKey, onReload, onOverwrite, onKeepBoth }: ConflictModalProps) => {
  const { t } = useTranslation();
  const text = (key: string) => t(`${textKey}.${key}` as never);
  const [running, setRunning] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const run = async (which: Choice, action: () => void | Promise<void>) => {
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
      title={text('title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{text('text')}</Text>
        {failure !== null && <ErrorAlert title={text('failed')} message={errorText(t, failure)} />}
        <Stack gap={4}>
          <Text size="sm">
            <strong>{text('reload')}</strong>: {text('reloadHint')}
          </Text>
          <Text size="sm">
            <strong>{text('overwrite')}</strong>: {text('overwriteHint')}
          </Text>
          {onKeepBoth && (
            <Text size="sm">
              <strong>{text('keepBoth')}</strong>: {text('keepBothHint')}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void run('reload', onReload)}
            loading={running === 'reload'}
            disabled={running !== null && running !== 'reload'}
          >
            {text('reload')}
          </Button>
          {onKeepBoth && (
            <Button
              variant="default"
              onClick={() => void run('keepBoth', onKeepBoth)}
              loading={running === 'keepBoth'}
              disabled={running !== null && running !== 'keepBoth'}
            >
              {text('keepBoth')}
            </Button>
          )}
          <Button
            onClick={() => void run('overwrite', onOverwrite)}
            loading={running === 'overwrite'}
            disabled={running !== null && running !== 'overwrite'}
          >
            {text('overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
