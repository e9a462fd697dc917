import { Stack, Tabs, Title } from '@mantine/core';
import { IconCategory, IconListDetails } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { CategoriesPanel } from './categories-panel.tsx';
import {
  type GuideAdminFilters,
  type GuideAdminTab,
  parseGuideAdminFilters,
  parseGuideAdminTab,
  toGuideAdminSearch,
} from './guide-admin-params.ts';
import { GuidesPanel } from './guides-panel.tsx';

/**
 * Spec §2 practical-guides-management (super admins; the router's RequiresAdmin keeps everyone
 * else out): the guides with their stats, and the guide categories. Tab and filters live in the URL.
 */
export const GuideAdminPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseGuideAdminTab(searchParams);
  const filters = parseGuideAdminFilters(searchParams);

  const show = (next: GuideAdminTab, nextFilters: GuideAdminFilters, replace: boolean) =>
    setSearchParams(toGuideAdminSearch(next, nextFilters), { replace });

  return (
    <Stack gap="lg" maw={1400}>
      <PageTitle title={t('guideAdmin.title')} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('guideAdmin.title')}
      </Title>
      <Tabs
        value={tab}
        onChange={(next) => show(next === 'categories' ? 'categories' : 'guides', filters, false)}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="guides" leftSection={<IconListDetails size={16} aria-hidden="true" />}>
            {t('guideAdmin.tabs.guides')}
          </Tabs.Tab>
          <Tabs.Tab value="categories" leftSection={<IconCategory size={16} aria-hidden="true" />}>
            {t('guideAdmin.tabs.categories')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="guides" pt="lg">
          <GuidesPanel filters={filters} onFilters={(next) => show('guides', next, true)} />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="lg">
          <CategoriesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
