import { COLOR_LIMITS, type Color, type ColorInput, HEX_COLOR } from '../../../domain/colors.ts';
import { LOCALES, type Locale } from '../../../domain/constants.ts';

/** The colour modal's fields as typed. */
export interface ColorFormValues {
  hex: string;
  names: Record<Locale, string>;
}

/** A new colour starts as the seed's red, so the colour input shows something to change. */
export const toColorFormValues = (color: Color | null): ColorFormValues => ({
  hex: color?.hex ?? '#e03131',
  names: { es: color?.names.es ?? '', pt: color?.names.pt ?? '', en: color?.names.en ?? '' },
});

export type ColorFormProblems = Partial<
  Record<'hex' | `names.${Locale}`, { key: string; vars?: Record<string, number> }>
>;

/** What the server's schema would refuse, field by field, as i18n keys under `colorAdmin.modal`. */
export const checkColorForm = (values: ColorFormValues): ColorFormProblems => {
  const problems: ColorFormProblems = {};
  if (!HEX_COLOR.test(values.hex.trim())) problems.hex = { key: 'colorAdmin.modal.hexInvalid' };
  for (const lang of LOCALES) {
    const name = values.names[lang].trim();
    if (!name) problems[`names.${lang}`] = { key: 'colorAdmin.modal.nameRequired' };
    else if (name.length > COLOR_LIMITS.nameMax)
      problems[`names.${lang}`] = {
        key: 'colorAdmin.modal.nameTooLong',
        vars: { max: COLOR_LIMITS.nameMax },
      };
  }
  return problems;
};

export const toColorBody = (values: ColorFormValues): ColorInput => ({
  hex: values.hex.trim().toLowerCase(),
  names: { es: values.names.es.trim(), pt: values.names.pt.trim(), en: values.names.en.trim() },
});
