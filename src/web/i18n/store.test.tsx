import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SHELL_AREAS } from './areas.ts';

/**
 * The texts module as a page first meets it: imported afresh, since unit files share their worker
 * (vitest.config.ts, `isolate: false`) and an earlier file may have held every text already.
 */
let texts: typeof import('./i18n.ts');
let lazyPage: typeof import('../lib/lazy-page.ts')['lazyPage'];
beforeAll(async () => {
  vi.resetModules();
  texts = await import('./i18n.ts');
  ({ lazyPage } = await import('../lib/lazy-page.ts'));
});
const currentLocale = () => texts.currentLocale();
const exists = (key: string) => texts.exists(key);
const hasAreas: typeof import('./i18n.ts')['hasAreas'] = (...args) => texts.hasAreas(...args);
const loadAreas: typeof import('./i18n.ts')['loadAreas'] = (...args) => texts.loadAreas(...args);
const onLanguageChange: typeof import('./i18n.ts')['onLanguageChange'] = (listener) =>
  texts.onLanguageChange(listener);
const setLanguage: typeof import('./i18n.ts')['setLanguage'] = (lang) => texts.setLanguage(lang);
const textsUnder: typeof import('./i18n.ts')['textsUnder'] = (...args) => texts.textsUnder(...args);
const translatorIn: typeof import('./i18n.ts')['translatorIn'] = (lang) => texts.translatorIn(lang);

const Greeting = () => {
  const { t, i18n } = texts.useTranslation();
  return (
    <p lang={i18n.language}>
      {t('home.greeting', { name: '<b>Ana</b>' })} · {t('projects.card.updated', { date: '1/2' })}
    </p>
  );
};

/** One module state for the file: the tests run in order, as the app would. */
describe('the app texts', () => {
  it('downloads only the areas asked for, each in the language asked for', async () => {
    await loadAreas('es', SHELL_AREAS);
    setLanguage('es');
    expect(hasAreas('es', ['shell'])).toBe(true);
    expect(hasAreas('es', ['projects'])).toBe(false);
    const t = translatorIn('es');
    expect(t('common.close')).toBe('Cerrar');
    // Not downloaded yet: the key, which is why pages download their areas before they render.
    expect(t('home.pageTitle')).toBe('home.pageTitle');
    expect(exists('home.pageTitle')).toBe(false);
  });

  it('downloads a page’s areas with its code (lazyPage)', async () => {
    const Page = () => null;
    const route = await lazyPage(async () => ({ Page }), 'Page', ['projects', 'parts'])();
    expect(route.Component).toBe(Page);
    expect(hasAreas('es', ['projects', 'parts'])).toBe(true);
    expect(hasAreas('pt', ['projects'])).toBe(false);
    expect(exists('home.pageTitle')).toBe(true);
    expect(translatorIn('es')('parts.names.led.red')).toBe('LED rojo');
  });

  it('renders in the current language, values as text', () => {
    const html = renderToString(<Greeting />);
    expect(html).toContain('lang="es"');
    expect(html).toContain('¡Hola, &lt;b&gt;Ana&lt;/b&gt;!');
  });

  it('switches language only once every area asked for so far is held in it', async () => {
    const switched: string[] = [];
    const stop = onLanguageChange(() => switched.push(currentLocale()));
    expect(hasAreas('pt')).toBe(false);
    await loadAreas('pt');
    expect(hasAreas('pt')).toBe(true);
    expect(hasAreas('pt', ['shell', 'projects', 'parts'])).toBe(true);
    expect(hasAreas('pt', ['workspace'])).toBe(false);
    const esT = translatorIn('es');
    setLanguage('pt');
    setLanguage('pt');
    stop();
    setLanguage('en');
    expect(switched).toEqual(['pt']);
    setLanguage('pt');
    expect(translatorIn('es')).toBe(esT);
    expect(translatorIn('pt')).not.toBe(esT);
    const html = renderToString(<Greeting />);
    expect(html).toContain('lang="pt"');
    expect(html).toContain('Olá, &lt;b&gt;Ana&lt;/b&gt;!');
  });

  it('gives the texts under a prefix as an object (returnObjects)', () => {
    const categories = textsUnder('pt', 'guides.categories') as Record<string, { name: string }>;
    expect(categories.iot?.name).toBe('IoT');
    expect(Object.keys(textsUnder('pt', 'no.such.prefix'))).toEqual([]);
  });
});
