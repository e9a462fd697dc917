import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GuidePage } from '../src/domain/guides.ts';
import { waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { t, text } from './support/texts.ts';

const journey = setUpJourney();

const guidesFromApi = async (page: Page, query: string) =>
  (await page.evaluate(async (q) => (await fetch(`/api/guides?${q}`)).json(), query)) as GuidePage;

const guideLinks = (page: Page, scope = page.locator('main')) =>
  scope.getByRole('link').filter({ hasText: t('guides.card.minutes_other', { count: '' }).trim() });

describe('practical guides', () => {
  it("home offers the 4 most recent published guides in the page's language next to the plus tile; each opens in a new tab", async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.goto('/es/home');
    const section = page.getByRole('region', { name: t('home.createProject.title') });
    await section.getByRole('button', { name: t('home.createProject.newProject') }).waitFor();

    const newest = await guidesFromApi(page, 'limit=4&language=es');
    expect(newest.items).toHaveLength(4);
    const links = guideLinks(page, section);
    await links.nth(3).waitFor();
    expect(await links.count()).toBe(4);
    for (const [index, guide] of newest.items.entries()) {
      const link = links.nth(index);
      expect(await link.getAttribute('href')).toBe(`/es/practical-guide/${guide.id}`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.textContent()).toContain(`${guide.name} ${t('guides.card.newTab')}`);
    }

    // A Portuguese home offers the Portuguese versions, not the Spanish guides they translate.
    await page.goto('/pt/home');
    const inPortuguese = await guidesFromApi(page, 'limit=4&language=pt');
    expect(inPortuguese.items.map((guide) => guide.id)).toContain('practical_puerta_automatica_pt');
    const portugueseLinks = page
      .getByRole('region', { name: text('pt', 'home.createProject.title') })
      .locator('a[href^="/pt/practical-guide/"]');
    await expect.poll(() => portugueseLinks.count()).toBe(inPortuguese.items.length);
    for (const [index, guide] of inPortuguese.items.entries())
      expect(await portugueseLinks.nth(index).getAttribute('href')).toBe(`/pt/practical-guide/${guide.id}`);

    await page.goto('/es/home');
    await section.getByRole('link', { name: t('home.createProject.seeAll') }).click();
    await waitForPath(page, '/es/recommended-projects');
    await page.getByRole('heading', { level: 1, name: t('guides.page.title') }).waitFor();
  });

  it('recommended projects filters by difficulty and search, kept in the address', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.goto('/es/recommended-projects');
    const list = page.getByRole('list', { name: t('guides.page.title') });
    await list.waitFor();
    const all = await guidesFromApi(page, 'limit=20&language=es');
    expect(await list.getByRole('listitem').count()).toBe(all.items.length);

    await page.getByRole('combobox', { name: t('guides.page.difficulty') }).click();
    await page.getByRole('option', { name: t('guides.difficulty.beginner') }).click();
    await page.waitForURL(/difficulty=beginner/);
    const beginners = await guidesFromApi(page, 'limit=20&language=es&difficulty=beginner');
    expect(beginners.items.length).toBeGreaterThan(0);
    expect(beginners.items.length).toBeLessThan(all.items.length);
    await expect
      .poll(() => list.getByRole('listitem').count(), { timeout: 5_000 })
      .toBe(beginners.items.length);

    await page.reload();
    await list.waitFor();
    expect(await page.getByRole('combobox', { name: t('guides.page.difficulty') }).inputValue()).toBe(
      t('guides.difficulty.beginner'),
    );

    await page.getByRole('searchbox', { name: t('guides.page.search') }).fill('zzz-nada');
    await page.getByText(t('guides.page.noResults')).waitFor();
    expect(page.url()).toContain('search=zzz-nada');

    await page.getByRole('button', { name: t('guides.page.clear') }).click();
    await list.waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});
