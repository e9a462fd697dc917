import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { nicknameSchema, type Seat } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { updateSeat } from './seats-api.ts';
import { refreshSeats } from './seats-queries.ts';

/**
 * A seat's nickname, edited in place: the pencil (or Enter on it) opens the field, Enter saves,
 * Escape puts the old one back. A taken nickname says so under the field.
 */
export const NicknameField = ({ seat }: { seat: Seat }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const label = t('seats.table.nicknameOf', { name: seat.name });

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const save = async (value: string) => {
    const checked = nicknameSchema.safeParse(value);
    if (!checked.success) return setError(t('seats.table.nicknameInvalid'));
    if (checked.data === seat.nickname) return cancel();
    setIsSaving(true);
    try {
      await updateSeat(seat.id, { nickname: checked.data });
      refreshSeats(queryClient, seat.groupId);
      cancel();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setIsSaving(false);
    }
  };

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft !== null) void save(draft);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  if (draft === null)
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {seat.nickname}
        </Text>
        <ActionIcon
          variant="subtle"
          size="md"
          aria-label={t('seats.table.editNickname', { name: seat.name })}
          onClick={() => setDraft(seat.nickname)}
        >
          <IconPencil size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    );

  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <TextInput
        size="xs"
        aria-label={label}
        value={draft}
        error={error}
        disabled={isSaving}
        // The field replaces the button just pressed to open it.
        autoFocus
        maxLength={40}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={handleKey}
        style={{ flex: 1, minWidth: 110 }}
      />
      <ActionIcon
        variant="subtle"
        size="md"
        aria-label={t('seats.table.saveNickname')}
        loading={isSaving}
        onClick={() => void save(draft)}
      >
        <IconCheck size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="md"
        aria-label={t('seats.cancel')}
        onClick={cancel}
        disabled={isSaving}
      >
        <IconX size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
};
