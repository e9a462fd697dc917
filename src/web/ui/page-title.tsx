import { useTranslation } from '../i18n/i18n.ts';

/** The document title for a page; React 19 hoists `<title>` into the head. */
export const PageTitle = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  return <title>{t('app.pageTitle', { page: title })}</title>;
};
