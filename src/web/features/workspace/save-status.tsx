import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDeviceFloppy,
  IconPencil,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useOnline } from '../../offline/connection.ts';
import type { SaveStatus } from './save-state.ts';

const ICONS: Record<SaveStatus, ReactNode> = {
  saved: <IconCircleCheck size={16} aria-hidden="true" color="var(--mantine-color-green-8)" />,
  unsaved: <IconPencil size={16} aria-hidden="true" />,
  saving: <Loader size={12} aria-hidden="true" />,
  retrying: <IconRefresh size={16} aria-hidden="true" color="var(--mantine-color-orange-9)" />,
  error: <IconAlertTriangle size={16} aria-hidden="true" color="var(--mantine-color-red-9)" />,
};

interface SaveStatusProps {
  status: SaveStatus;
  /** False for projects that are never saved here (read-only, guides, activities). */
  canSave: boolean;
  isReadOnly: boolean;
  /** Absent while nothing can be retried (a conflict waits for its own choice). */
  onRetry?: () => void;
  /** Edits kept on this computer waiting to be sent (the save outbox); absent where there is none. */
  waiting?: number;
  /** Why the server refused the last save (not a conflict), told beside the status. */
  problem?: string | null;
}

/** Spec §4 save status indicator; changes are announced politely. */
export const SaveStatusIndicator = (props: SaveStatusProps) => {
  const { status, canSave, isReadOnly, onRetry, waiting, problem } = props;
  const { t } = useTranslation();
  const isOnline = useOnline();
  const isKeptHere = canSave && !isReadOnly && waiting !== undefined && !isOnline;
  if (isReadOnly)
    return (
      <Badge color="gray" variant="filled" size="lg">
        {t('workspace.readOnly')}
      </Badge>
    );
  return (
    <Group gap={6} wrap="nowrap" data-tour="save-status">
      <Group
        gap={6}
        wrap="nowrap"
        role="status"
        aria-live="polite"
        data-save-status={canSave ? status : 'off'}
        data-offline={isKeptHere || undefined}
      >
        {canSave && (isKeptHere ? <IconDeviceFloppy size={16} aria-hidden="true" /> : ICONS[status])}
        <Text size="sm" c={status === 'error' ? 'red.9' : 'dimmed'}>
          {isKeptHere
            ? t('workspace.save.offline')
            : canSave
              ? t(`workspace.save.${status}`)
              : t('workspace.save.off')}
          {canSave && waiting && (isKeptHere || status === 'retrying' || status === 'error')
            ? ` · ${t('workspace.save.waiting', { count: waiting })}`
            : ''}
        </Text>
        {canSave && problem && status === 'error' && (
          <Text size="sm" c="red.9">
            {problem}
          </Text>
        )}
      </Group>
      {canSave && !isKeptHere && (status === 'error' || status === 'retrying') && onRetry && (
        <Button size="compact-xs" variant="default" onClick={onRetry}>
          {t('workspace.save.retry')}
        </Button>
      )}
    </Group>
  );
};
