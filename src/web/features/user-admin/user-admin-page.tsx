import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { UrlSearchInput } from '../../ui/url-search-input.tsx';
import { useMe } from '../auth/session.ts';
import { parseUserSearch, toUserAdminSearch } from './user-admin-params.ts';
import { UserList } from './user-list.tsx';

/**
 * Spec §2 users-management (super admins; the router's RequiresAdmin keeps everyone else out):
 * find a person by name or e-mail and give or take the tutor and super admin roles. The search
 * lives in the URL.
 */
export const UserAdminPage = () => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseUserSearch(searchParams);
  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={t('userAdmin.title')} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('userAdmin.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        {t('userAdmin.intro')}
      </Text>
      <UrlSearchInput
        value={search}
        onSearch={(next) => setSearchParams(toUserAdminSearch(next), { replace: true })}
        label={t('userAdmin.search')}
        placeholder={t('userAdmin.searchPlaceholder')}
        w={{ base: '100%', xs: 320 }}
      />
      <UserList search={search} meId={me?.user.id} />
    </Stack>
  );
};
