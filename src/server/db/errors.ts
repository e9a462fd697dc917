/** PostgreSQL's error code, from the driver's error or the one drizzle wrapped as its cause. */
const sqlStateOf = (error: unknown): string | undefined => {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
};

/** A row pointed at something that is not there (or no longer is): SQLSTATE 23503. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';

/** A row repeated a unique key (a primary key taken by another row): SQLSTATE 23505. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';
