import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../lib/lazy-page.ts';
import { SHELL_AREAS } from './areas.ts';
import {
  currentLocale,
  exists,
  hasAreas,
  loadAreas,
  onLanguageChange,
  setLanguage,
  textsUnder,
  translatorIn,
  useTranslation,
} from './i18n.ts';

const Greeting = () => {
  const { t, i18n } = useTranslation();
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
