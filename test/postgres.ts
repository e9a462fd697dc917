export const TEMPLATE_DB = 'chispa_test_template';

/** The same server and credentials as TEST_DATABASE_URL, another database. */
export const adminUrl = (url: string, database = 'postgres') => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};
