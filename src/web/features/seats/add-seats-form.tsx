import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPrinter, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { namesOfList, SEAT_LIMITS } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { seatCardsPath } from '../../lib/classroom-paths.ts';
import { errorText } from '../../lib/error-text.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { createSeats } from './seats-api.ts';
import { refreshSeats } from './seats-queries.ts';

/**
 * Seats from a pasted list: one name a line (blank lines skipped). The count of names shows as the
 * list is typed; once made, the new seats' cards are one click away.
 */
export const AddSeatsForm = ({ groupId }: { groupId: string }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<number | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const names = namesOfList(text);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (names.length === 0) return setFieldError(t('seats.add.empty'));
    if (names.length > SEAT_LIMITS.namesPerRequest)
      return setFieldError(t('seats.add.tooMany', { count: SEAT_LIMITS.namesPerRequest }));
    const tooLong = names.find((name) => name.length > SEAT_LIMITS.nameMax);
    if (tooLong) return setFieldError(t('seats.add.tooLong', { name: tooLong, max: SEAT_LIMITS.nameMax }));
    setFieldError(null);
    setFailure(null);
    setMade(null);
    setIsSaving(true);
    try {
      const created = await createSeats(groupId, { names });
      setMade(created.seats.length);
      setText('');
      refreshSeats(queryClient, groupId);
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('seats.add.label')}
          description={t('seats.add.hint')}
          placeholder={t('seats.add.placeholder')}
          autosize
          minRows={3}
          maxRows={12}
          value={text}
          error={fieldError}
          disabled={isSaving}
          spellCheck={false}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button
            type="submit"
            loading={isSaving}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            {names.length === 0 ? t('seats.add.submitEmpty') : t('seats.add.submit', { count: names.length })}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {names.length > 0 && t('seats.add.counted', { count: names.length })}
          </Text>
        </Group>
        {failure && <ErrorAlert title={t('seats.add.failed')} message={failure} />}
        {made !== null && (
          <Group gap="sm" role="status">
            <Text size="sm" fw={600}>
              {t('seats.add.made', { count: made })}
            </Text>
            <Button
              component={Link}
              to={seatCardsPath(lang, groupId)}
              size="xs"
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden="true" />}
            >
              {t('seats.cards.printAll')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
};
