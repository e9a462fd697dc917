import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Color } from '../../../domain/colors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useColors } from '../../lib/colors.ts';
import { errorText } from '../../lib/error-text.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { ColorModal } from './color-modal.tsx';
import { ColorTable } from './color-table.tsx';
import { useDeleteColor } from './use-delete-color.tsx';

/** `null` while closed; `{ color: null }` adds, `{ color }` edits. */
type Editing = { color: Color | null } | null;

/**
 * Spec §2 colors-management (super admins; the router's RequiresAdmin keeps everyone else out):
 * the wire palette the circuit editor offers, each colour named in every language.
 */
export const ColorAdminPage = () => {
  const { t } = useTranslation();
  const colors = useColors();
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useDeleteColor();
  return (
    <Stack gap="lg" maw={1000}>
      <PageTitle title={t('colorAdmin.title')} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('colorAdmin.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ color: null })}
        >
          {t('colorAdmin.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" maw={720}>
        {t('colorAdmin.intro')}
      </Text>
      <div aria-live="polite" aria-busy={colors.isFetching}>
        {colors.isPending && (
          <Stack gap="xs" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
              <Skeleton key={index} h={44} radius="sm" />
            ))}
          </Stack>
        )}
        {colors.isError && (
          <Alert color="red" variant="light" title={t('colorAdmin.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              {errorText(t, colors.error)}
              <Button size="xs" variant="white" color="red.9" onClick={() => void colors.refetch()}>
                {t('colorAdmin.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {colors.isSuccess && colors.data.length === 0 && <Text c="dimmed">{t('colorAdmin.empty')}</Text>}
        {colors.isSuccess && colors.data.length > 0 && (
          <ColorTable
            colors={colors.data}
            onEdit={(color) => setEditing({ color })}
            onDelete={confirmDelete}
          />
        )}
      </div>
      <ColorModal color={editing?.color ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </Stack>
  );
};
