import 'i18next';
import type es from './es.json';

/** Translation keys are typed from es.json, the source locale. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
    returnNull: false;
  }
}
