/** A NUL, or half of a surrogate pair (it cannot be encoded as UTF-8). */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text PostgreSQL cannot store in a text or jsonb column. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The largest value of a PostgreSQL `integer` column; counters and versions stay below it. */
export const INT4_MAX = 2_147_483_647;
