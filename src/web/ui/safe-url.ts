/**
 * Which URLs text from the database may point at (guide, course and feedback Markdown). Whatever
 * is not clearly safe is refused: the caller shows the text without the link or the image.
 */

/** Browsers drop control characters and spaces inside a scheme (`java\tscript:`); we refuse them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
/** `//host/…` and `/\host/…` leave this origin although they carry no scheme. */
const OTHER_HOST = /^[/\\]{2}/;

const schemeOf = (url: string): string | null => SCHEME.exec(url)?.[1]?.toLowerCase() ?? null;

const cleaned = (url: string): string | null => {
  const trimmed = url.trim();
  return trimmed === '' || CONTROL_CHARACTERS.test(trimmed) ? null : trimmed;
};

/** A link's target: http(s), mailto, or relative to this site; otherwise null. */
export const safeLinkUrl = (url: string): string | null => {
  const value = cleaned(url);
  if (value === null) return null;
  const scheme = schemeOf(value);
  return scheme === null || LINK_SCHEMES.has(scheme) ? value : null;
};

/** An image's source: this site (a relative path) or https; otherwise null. */
export const safeImageUrl = (url: string): string | null => {
  const value = cleaned(url);
  if (value === null) return null;
  const scheme = schemeOf(value);
  if (scheme === null) return OTHER_HOST.test(value) ? null : value;
  return scheme === 'https' ? value : null;
};
