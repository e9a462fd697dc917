import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { InstitutionSummary } from '../../../domain/institutions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { PagedTableState } from '../../ui/paged-table-state.tsx';
import { UrlSearchInput } from '../../ui/url-search-input.tsx';
import { parseInstitutionSearch, toInstitutionSearch } from './institution-admin-params.ts';
import { institutionPath } from './institution-admin-paths.ts';
import { useInstitutionPages } from './institution-admin-queries.ts';
import { InstitutionNameModal, type InstitutionNameSession } from './institution-name-modal.tsx';
import { InstitutionTable } from './institution-table.tsx';
import { useDeleteInstitution } from './use-delete-institution.tsx';

/**
 * Spec §2 educational-institutions-management: the institutions, for super admins (the router's
 * RequiresAdmin keeps everyone else out). The name search lives in the URL; a new institution
 * opens on its own page, where its admins, mentors and courses are added.
 */
export const InstitutionsPage = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseInstitutionSearch(searchParams);
  const pages = useInstitutionPages(search);
  const deletion = useDeleteInstitution();
  const [editing, setEditing] = useState<InstitutionNameSession | null>(null);
  const sessions = useRef(0);
  const open = (institution: InstitutionSummary | null) => {
    sessions.current += 1;
    setEditing({ institution, session: sessions.current });
  };
  const institutions = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={t('institutionAdmin.title')} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('institutionAdmin.title')}
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <UrlSearchInput
          value={search}
          onSearch={(next) => setSearchParams(toInstitutionSearch(next), { replace: true })}
          label={t('institutionAdmin.search.label')}
          placeholder={t('institutionAdmin.search.placeholder')}
          w={{ base: '100%', xs: 280 }}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => open(null)}>
          {t('institutionAdmin.list.new')}
        </Button>
      </Group>
      <PagedTableState
        query={pages}
        rowCount={institutions.length}
        rowHeight={52}
        texts={{
          loadFailed: t('institutionAdmin.list.loadFailed'),
          retry: t('institutionAdmin.list.retry'),
          empty: t(search ? 'institutionAdmin.list.noResults' : 'institutionAdmin.list.empty'),
        }}
      >
        <InstitutionTable
          institutions={institutions}
          busyId={deletion.busyId}
          onEdit={open}
          onDelete={deletion.confirmDelete}
        />
      </PagedTableState>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
        label={t('institutionAdmin.list.loadMore')}
      />
      <InstitutionNameModal
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(created) => void navigate(institutionPath(lang, created.id))}
      />
    </Stack>
  );
};
