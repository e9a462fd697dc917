/**
 * The locale keys the signed-out pages show: a key, or a prefix standing for every key under it.
 * At build time `light-build.ts` copies only these from src/web/i18n/{es,pt,en}.json into the light
 * client, so the locale files stay the one source of texts without shipping the app's 90 KB of them.
 */
export const LIGHT_KEYS: readonly string[] = [
  'app.name',
  'app.pageTitle',
  'app.logoLink',
  'common.or',
  'common.close',
  'language',
  'landing',
  'auth.passwordToggle',
  'auth.continueWith',
  'auth.login',
  'auth.register',
  'auth.passwordChecklist',
  'fields.email',
  'fields.password',
  'fields.name',
  // validate.ts's keys (ValidationKey), not the app's others.
  'validation.required',
  'validation.email',
  'validation.min',
  'validation.max',
  'validation.passwordRule',
  'validation.commonPassword',
  // Spec §8: what the sign-in, register and provider screens name (see auth-errors.ts).
  'errors.USER_NOT_FOUND',
  'errors.INVALID_CREDENTIALS',
  'errors.RATE_LIMITED',
  'errors.VALIDATION_FAILED',
  'errors.LOGIN_FAILED',
  'errors.EMAIL_IN_USE',
  'errors.POPUP_CLOSED',
  // Issue 27: what the class sign-in's calls answer (its own texts are an area it downloads,
  // class-texts.ts). A lock's wait is always given, so only the plural forms.
  'errors.CLASS_CODE_NOT_FOUND',
  'errors.SEAT_SECRET_WRONG',
  'errors.SEAT_LOCKED_one',
  'errors.SEAT_LOCKED_other',
  'errors.CLASS_CODE_PAUSED_one',
  'errors.CLASS_CODE_PAUSED_other',
];
