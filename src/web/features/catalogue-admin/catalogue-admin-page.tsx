import { Alert, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { homePath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { useCatalogue } from '../workspace/catalogue.ts';
import { CatalogueItemModal } from './catalogue-item-modal.tsx';
import { filterAnyLanguage } from './catalogue-search.ts';
import { CatalogueTable } from './catalogue-table.tsx';
import { useDeleteConfirm } from './use-delete-confirm.tsx';

/** Issue 3: super admins list, add, edit and delete the component catalogue; anyone else is told they cannot. */
export const CatalogueAdminPage = () => {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={t('catalogueAdmin.title')} />
      {isPending ? <TableSkeleton /> : me?.roles.superAdmin ? <CatalogueManager /> : <NoAccess />}
    </Stack>
  );
};

/** `null` while closed; `{ item: null }` adds, `{ item }` edits. */
type Editing = { item: CatalogueItem | null } | null;

const CatalogueManager = () => {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useDeleteConfirm();
  const items = filterAnyLanguage(catalogue.data ?? [], search);

  const handleSearch = (value: string) => setSearchParams(value ? { search: value } : {}, { replace: true });

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('catalogueAdmin.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ item: null })}
        >
          {t('catalogueAdmin.add')}
        </Button>
      </Group>
      <TextInput
        type="search"
        value={search}
        onChange={(event) => handleSearch(event.currentTarget.value)}
        aria-label={t('catalogueAdmin.search')}
        placeholder={t('catalogueAdmin.search')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        w={{ base: '100%', sm: 320 }}
      />
      <div aria-live="polite" aria-busy={catalogue.isFetching}>
        {catalogue.isPending && <TableSkeleton />}
        {catalogue.isError && (
          <Alert color="red" variant="light" title={t('catalogueAdmin.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              {errorText(t, catalogue.error)}
              <Button size="xs" variant="white" color="red.9" onClick={() => void catalogue.refetch()}>
                {t('catalogueAdmin.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {catalogue.isSuccess && items.length === 0 && (
          <Text c="dimmed">
            {search ? t('catalogueAdmin.noResults', { search }) : t('catalogueAdmin.empty')}
          </Text>
        )}
        {items.length > 0 && (
          <CatalogueTable items={items} onEdit={(item) => setEditing({ item })} onDelete={confirmDelete} />
        )}
      </div>
      <CatalogueItemModal
        item={editing?.item ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
};

const TableSkeleton = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
        <Skeleton key={index} h={44} radius="sm" />
      ))}
    </Stack>
  );
};

const NoAccess = () => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('catalogueAdmin.title')}
      </Title>
      <Alert
        color="red"
        variant="light"
        title={t('catalogueAdmin.noAccess.title')}
        icon={<IconLock aria-hidden="true" />}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('catalogueAdmin.noAccess.text')}</Text>
          <Button component={Link} to={homePath(lang)} size="xs" variant="default">
            {t('catalogueAdmin.noAccess.home')}
          </Button>
        </Stack>
      </Alert>
    </>
  );
};
