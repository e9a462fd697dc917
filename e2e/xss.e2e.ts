import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../src/domain/catalogue.ts';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { led, makeDiagram, pico, wire } from '../src/domain/circuit/test-builders.ts';
import { copyNameOf, type Project, type ProjectPage } from '../src/domain/projects.ts';
import { bodyOf, newApiClient, signIn } from './support/api-client.ts';
import { waitForPath } from './support/browser.ts';
import {
  expectNothingInjected,
  expectShownSafely,
  hostileStrings,
  recordDialogs,
} from './support/hostile.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

// Without the page's Content-Security-Policy, so a string the page treated as markup would run
// and be caught, instead of being stopped by the policy and going unnoticed.
const journey = setUpJourney({ contextOptions: { bypassCSP: true } });

const USER_NAMES = hostileStrings('name');
const PROJECT_NAMES = hostileStrings('proj');
const LED_LABELS = hostileStrings('attr');
const LED_COLOURS = hostileStrings('fill');
const WIRE_COLOURS = hostileStrings('wire');
const CATALOGUE_NAMES = hostileStrings('cat');
const CATALOGUE_LABELS = hostileStrings('catat');
const PRINTED = hostileStrings('code');
const SEARCHES = hostileStrings('find');
const GUIDE_TEXTS = hostileStrings('guide');
/** Markdown that would run if it were rendered with raw HTML or unchecked URLs. */
const GUIDE_MARKDOWN = [
  '<img src=x onerror=window.__xss_md_img=1>',
  '<script>window.__xss_md_script=1</script>',
  '[pulsa](javascript:window.__xss_md_link=1)',
  '![foto](javascript:window.__xss_md_image=1)',
  '<a href="javascript:window.__xss_md_a=1">html</a>',
  '<div onmouseover="window.__xss_md_div=1">zona</div>',
];
const HOSTILE_PASSWORD = 'Hostil#2026';
const hostileEmail = (index: number) => `h${index}.o'hara+xss@hostile.test`;

/**
 * Every hostile string on the canvas: six LEDs in a row with hostile labels (drawn, and edited in
 * the properties panel) and colours (drawn as the LED's fill), each wired to the next.
 */
const hostileCircuit = (): Diagram =>
  makeDiagram({
    parts: [
      pico({ id: 'pico1', x: -160, y: -60 }),
      ...[...LED_LABELS, 'fin'].map((label, i) =>
        led({ id: `led${i + 1}`, x: i * 110, y: 0, attrs: { color: LED_COLOURS[i] ?? 'red', label } }),
      ),
    ],
    wires: WIRE_COLOURS.map((color, i) => wire(`led${i + 1}:A`, `led${i + 2}:C`, { color })),
  });

/** A program printing every hostile string, one a line. */
const hostileCode = PRINTED.map((text) => `print(${JSON.stringify(text)})`).join('\n');

interface Planted {
  /** A published guide whose texts are hostile, written by the super admin. */
  guideId: string;
  /** The student's copy of the hostile circuit project, opened in the workspace. */
  circuitCopyId: string;
  /** The hostile project shared with the other hostile users too: its share modal lists them. */
  sharedName: string;
}

let planted: Planted | undefined;
const clients: APIRequestContext[] = [];

const newClient = async (baseURL: string) => {
  const client = await newApiClient(baseURL);
  clients.push(client);
  return client;
};

/** Six people register with hostile names; the first one's client is returned. */
const registerHostilePeople = async (baseURL: string) => {
  const people = await Promise.all(
    USER_NAMES.map(async (name, i) => {
      const person = await newClient(baseURL);
      const data = { name, email: hostileEmail(i + 1), password: HOSTILE_PASSWORD };
      await bodyOf(await person.post('/api/users', { data }), 201);
      return person;
    }),
  );
  if (!people[0]) throw new Error('nobody registered');
  return people[0];
};

/**
 * The owner creates six projects with hostile names, the first holding the hostile circuit and
 * code, and shares each with the demo student as owner; the second also with the other five.
 */
const shareHostileProjects = async (owner: APIRequestContext): Promise<string[]> => {
  const share = async (id: string, email: string, level: string) =>
    bodyOf(await owner.put(`/api/projects/${id}/permissions`, { data: { email, level } }), 200);
  const ids: string[] = [];
  for (const [i, name] of PROJECT_NAMES.entries()) {
    const content = i === 0 ? { diagram: hostileCircuit(), code: hostileCode } : {};
    const data = { name, category: 'iot', ...content };
    const project = await bodyOf<Project>(await owner.post('/api/projects', { data }), 201);
    ids.push(project.id);
    await share(project.id, DEMO_ACCOUNTS.student.email, 'owner');
  }
  for (let i = 2; i <= USER_NAMES.length; i += 1) await share(ids[1] ?? '', hostileEmail(i), 'read');
  return ids;
};

/** The super admin adds LEDs with hostile names and labels, first in the palette. */
const addHostileCatalogueItems = async (baseURL: string) => {
  const admin = await newClient(baseURL);
  await signIn(admin, DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password);
  for (const [i, name] of CATALOGUE_NAMES.entries()) {
    const data = {
      names: { es: name, pt: name, en: name },
      wokwiType: 'wokwi-led',
      defaultAttrs: { color: 'green', label: CATALOGUE_LABELS[i] ?? '' },
      sortOrder: -1000 + i,
    };
    await bodyOf<CatalogueItem>(await admin.post('/api/catalogue', { data }), 201);
  }
};

/**
 * The super admin writes a guide whose plain texts are hostile strings and whose Markdown holds
 * raw HTML and `javascript:` links, and publishes it.
 */
const publishHostileGuide = async (baseURL: string) => {
  const admin = await newClient(baseURL);
  await signIn(admin, DEMO_ACCOUNTS.superAdmin.email, DEMO_ACCOUNTS.superAdmin.password);
  const [name = '', ...rest] = GUIDE_TEXTS;
  const data = {
    name,
    description: rest.join(' '),
    titleIntroduction: rest[0],
    introduction: GUIDE_MARKDOWN,
    steps: [
      {
        stepName: rest[1],
        description: GUIDE_MARKDOWN.join('\n\n'),
        details: [...rest],
        explanation: GUIDE_MARKDOWN[2],
        image: 'javascript:window.__xss_step_image=1',
      },
    ],
    tags: rest.map((text) => text.slice(0, 40)),
  };
  const guide = await bodyOf<{ id: string }>(await admin.post('/api/guides', { data }), 201);
  await bodyOf(await admin.put(`/api/guides/${guide.id}/publication`, { data: { isPublished: true } }), 200);
  return guide.id;
};

/** The demo student duplicates every project shared with them; the copies' ids, in order. */
const duplicateAsStudent = async (baseURL: string, ids: readonly string[]) => {
  const student = await newClient(baseURL);
  await signIn(student, DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.student.password);
  const copies: string[] = [];
  for (const id of ids) {
    copies.push((await bodyOf<Project>(await student.post(`/api/projects/${id}/duplicate`), 201)).id);
  }
  return copies;
};

/** Everything planted through the API, as each of these people would. */
const plant = async (baseURL: string): Promise<Planted> => {
  const ids = await shareHostileProjects(await registerHostilePeople(baseURL));
  await addHostileCatalogueItems(baseURL);
  const copies = await duplicateAsStudent(baseURL, ids);
  const guideId = await publishHostileGuide(baseURL);
  return { circuitCopyId: copies[0] ?? '', sharedName: PROJECT_NAMES[1] ?? '', guideId };
};

beforeAll(async () => {
  planted = await plant(journey.server.url);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

let dialogs: string[] = [];
beforeEach(async () => {
  dialogs = recordDialogs(journey.context);
  await skipTours(journey.context);
});

const seeded = (): Planted => {
  if (!planted) throw new Error('the hostile data was not planted (see beforeAll)');
  return planted;
};

/** The demo student's newest projects, as the server lists them for home. */
const newestOfStudent = async (page: Page, limit: number) =>
  (await bodyOf<ProjectPage>(await page.request.get(`/api/projects?limit=${limit}`), 200)).items.map(
    (project) => project.name,
  );

describe('hostile text stays text', () => {
  it('for a student shared hostile projects: home, the projects grid and list, search and the share modal', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const copies = PROJECT_NAMES.map(copyNameOf);
    const names = [...PROJECT_NAMES, ...copies];

    await page.goto('/es/home');
    const newest = await newestOfStudent(page, 5);
    expect(copies).toEqual(expect.arrayContaining(newest));
    const home = page.getByRole('region', { name: t('home.myProjects.title') });
    await expectShownSafely(page, dialogs, 'home', { scope: home, texts: newest });
    // The newest guides, a hostile one first, came in home's HTML as data (the server's early answer).
    const guides = page.getByRole('region', { name: t('home.createProject.title') });
    await expectShownSafely(page, dialogs, 'home guides', { scope: guides, texts: [GUIDE_TEXTS[0] ?? ''] });
    expect(await page.locator('script#early-answers').count(), 'the guides in the HTML').toBe(1);

    await page.getByRole('link', { name: t('home.myProjects.seeAll') }).click();
    await waitForPath(page, '/es/projects');
    const main = page.getByRole('main');
    await expectShownSafely(page, dialogs, 'projects grid', { scope: main, texts: names });

    const listId = await main.getByRole('radio', { name: t('projects.page.list') }).getAttribute('id');
    await main.locator(`label[for="${listId}"]`).click();
    await waitForPath(page, '/es/projects?view=list');
    await expectShownSafely(page, dialogs, 'projects list', { scope: main, texts: names });

    // What someone searched for comes back in the "nothing matches" text (a link can carry it).
    const search = page.getByRole('searchbox', { name: t('projects.page.search') });
    for (const text of SEARCHES) {
      await search.fill(text);
      const noResults = t('projects.page.noResults', { search: text });
      await expectShownSafely(page, dialogs, `search for ${text}`, { scope: main, texts: [noResults] });
    }
    await search.fill('');

    // The share modal lists the owner and the other hostile people by name and e-mail.
    const { sharedName } = seeded();
    await page
      .getByRole('button', { name: t('projects.menu.label', { name: sharedName }), exact: true })
      .click();
    await page.getByRole('menuitem', { name: t('projects.menu.share') }).click();
    const modal = page.getByRole('dialog', { name: t('projects.share.title', { name: sharedName }) });
    const people = USER_NAMES.flatMap((name, i) => [name, hostileEmail(i + 1)]);
    await expectShownSafely(page, dialogs, 'share modal', { scope: modal, texts: people });

    // A hostile e-mail, then an unknown one: the error, and the field still holds what was typed.
    const email = modal.getByLabel(t('fields.email'));
    for (const typed of [`${hostileStrings('mail')[0]}@x.test`, "o'hara+__xss_mail@nowhere.test"]) {
      await email.fill(typed);
      await modal.getByRole('button', { name: t('projects.share.submit'), exact: true }).click();
      await modal.getByText(t('projects.share.grantFailed')).waitFor();
      expect(await email.inputValue()).toBe(typed);
      await expectNothingInjected(page, dialogs, `share modal after sharing with ${typed}`);
    }
    await modal.getByText(t('projects.share.userNotFound')).waitFor();
  });

  it('for each hostile person: their own name in the greeting and the profile menu', async () => {
    const { page, context } = journey;
    for (const [i, name] of USER_NAMES.entries()) {
      await signIn(context.request, hostileEmail(i + 1), HOSTILE_PASSWORD);
      await page.goto('/es/home');
      const greeting = t('home.greeting', { name });
      await expectShownSafely(page, dialogs, `home of ${name}`, { scope: page, texts: [greeting] });
      await page
        .getByRole('button')
        .filter({ hasText: hostileEmail(i + 1) })
        .click();
      const menu = page.getByRole('menu');
      await expectShownSafely(page, dialogs, `profile menu of ${name}`, { scope: menu, texts: [name] });
    }
  });

  it('for the super admin: the catalogue page and the guide management table', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/catalogue-management');
    const table = page.getByRole('table', { name: t('catalogueAdmin.table.label') });
    // Each row names the item and draws the part with its default attributes: the LED's label.
    const texts = [...CATALOGUE_NAMES, ...CATALOGUE_LABELS];
    await expectShownSafely(page, dialogs, 'catalogue page', { scope: table, texts });

    // The guide management table lists the hostile guide by its name, as text.
    await page.goto('/es/practical-guides-management');
    const guides = page.getByRole('table', { name: t('guideAdmin.table.label') });
    await expectShownSafely(page, dialogs, 'guide management', {
      scope: guides,
      texts: [GUIDE_TEXTS[0] ?? ''],
    });
  });

  it('in the workspace: the name, the parts, the wires, the palette, the properties, the code and the console', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.goto(`/es/board/${seeded().circuitCopyId}`);
    const title = page.getByRole('heading', { level: 1 });
    await expectShownSafely(page, dialogs, 'workspace top bar', {
      scope: title,
      texts: [copyNameOf(PROJECT_NAMES[0] ?? '')],
    });
    const canvas = page.locator('.react-flow');
    await expectShownSafely(page, dialogs, 'canvas', { scope: canvas, texts: LED_LABELS });
    const palette = page.locator('[data-tour="components"]');
    const tiles = [...CATALOGUE_NAMES, ...CATALOGUE_LABELS];
    await expectShownSafely(page, dialogs, 'components palette', { scope: palette, texts: tiles });

    // Selected from the keyboard: the parts are small once the long labels are fitted in view.
    const select = async (element: Locator) => {
      await element.focus();
      await page.keyboard.press('Enter');
    };
    const node = (id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
    const properties = page.getByRole('region', { name: t('editor.properties.title') });
    const labelField = properties.getByLabel(t('editor.props.label'));
    for (const [i, label] of LED_LABELS.entries()) {
      await select(node(`led${i + 1}`));
      await expect.poll(() => labelField.inputValue()).toBe(label);
    }
    const colourField = properties.getByLabel(t('editor.properties.wireColor'));
    for (const [i, colour] of WIRE_COLOURS.entries()) {
      await select(page.locator(`.react-flow__edge[data-id="w${i + 1}"]`));
      await expect.poll(() => colourField.inputValue()).toBe(colour);
    }
    // A hostile catalogue item added from the palette brings its default label along.
    const [firstItem = ''] = CATALOGUE_NAMES;
    await page.getByRole('button', { name: t('editor.sidebar.add', { name: firstItem }) }).click();
    // The circuit holds one LED per label plus the last one: the new LED takes the next number.
    await select(node(`led${LED_LABELS.length + 2}`));
    await expect.poll(() => labelField.inputValue()).toBe(CATALOGUE_LABELS[0]);
    await expectNothingInjected(page, dialogs, 'properties panel');

    // The code as written: first in the plain editor shown at once, then in CodeMirror once the
    // person reaches for it (it draws bidi and zero-width characters as visible marks, •).
    const code = page.getByRole('textbox', { name: t('workspace.code.editor') });
    expect(await code.inputValue()).toBe(hostileCode);
    await code.focus();
    const visible = (line: string) => line.replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069•]/g, '');
    await expect
      .poll(async () => (await page.locator('.cm-line').allTextContents()).map(visible), { timeout: 15_000 })
      .toEqual(hostileCode.split('\n').map(visible));

    await page.getByRole('button', { name: t('run.run'), exact: true }).click();
    const log = page.getByRole('log', { name: t('run.console.simulatorLog') });
    await expectShownSafely(page, dialogs, 'simulator console', { scope: log, texts: PRINTED });
  });

  it('in a guide a super admin wrote: its texts, its Markdown and its step, for a student', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.goto(`/es/practical-guide/${seeded().guideId}`);
    const [name = '', title = '', stepName = ''] = GUIDE_TEXTS;
    await expectShownSafely(page, dialogs, 'guide top bar', {
      scope: page.getByRole('banner'),
      texts: [name],
    });
    const sidebar = page.getByRole('complementary', { name: t('guideWorkspace.sidebar.label') });
    await expectShownSafely(page, dialogs, 'guide introduction', { scope: sidebar, texts: [title] });
    // Raw HTML in the Markdown stays visible text; links with a javascript: target lose it.
    await expectShownSafely(page, dialogs, 'guide Markdown', {
      scope: sidebar,
      texts: ['<img src=x onerror=window.__xss_md_img=1>', '<script>window.__xss_md_script=1</script>'],
    });
    const paginator = sidebar.getByRole('navigation', { name: t('guideWorkspace.sidebar.steps') });
    await paginator
      .getByRole('button', { name: t('guideWorkspace.sidebar.stepLabel', { number: 1, name: stepName }) })
      .click();
    await expectShownSafely(page, dialogs, 'guide step', { scope: sidebar, texts: [stepName] });
    await sidebar
      .getByText('zona')
      .first()
      .hover()
      .catch(() => {});
    await expectNothingInjected(page, dialogs, 'guide step after hovering');
  });
});
