import { Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import type { TFunction } from '../../i18n/i18n.ts';

/** A confirmation before taking something off an institution: what it is, then what follows. */
export const confirmRemoval = (
  t: TFunction,
  texts: { title: string; question: string; consequence: string },
  onConfirm: () => void,
) =>
  openConfirmModal({
    title: texts.title,
    children: (
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {texts.question}
        </Text>
        <Text size="sm">{texts.consequence}</Text>
      </Stack>
    ),
    labels: { confirm: t('institutionAdmin.remove.confirm'), cancel: t('institutionAdmin.remove.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': t('common.close') },
    onConfirm,
  });
