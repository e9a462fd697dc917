import type { Color } from '../../domain/colors.ts';
import type { Locale } from '../../domain/constants.ts';

/** The wire colours (`GET /api/colors`) as the properties panel receives them. */
export interface WirePalette {
  colors: readonly Color[] | undefined;
  status: 'pending' | 'error' | 'success';
}

export interface WireColorOption {
  value: string;
  label: string;
}

const sameColor = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The wire colour select: the palette's colours named in the page's language (each hex once), then
 * the wire's own colour when the palette lacks it (an older diagram's `green`, a deleted colour's
 * hex), labelled by `labelOfCurrent`; `value` is the option the select shows. Without a palette
 * (loading, or it failed) the wire keeps its colour as the only choice besides hiding it.
 */
export const wireColorOptions = (
  palette: readonly Color[] | undefined,
  current: string,
  lang: Locale,
  labelOfCurrent: (color: string) => string,
): { options: WireColorOption[]; value: string } => {
  const options: WireColorOption[] = [];
  for (const color of palette ?? []) {
    if (options.some((option) => sameColor(option.value, color.hex))) continue;
    options.push({ value: color.hex, label: color.names[lang] || color.names.es || color.hex });
  }
  if (current === '') return { options, value: '' };
  const listed = options.find((option) => sameColor(option.value, current));
  if (listed) return { options, value: listed.value };
  return { options: [{ value: current, label: labelOfCurrent(current) }, ...options], value: current };
};
