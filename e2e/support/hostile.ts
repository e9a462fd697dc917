import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What every hostile string's code would leave behind if it ever ran: a global named `__xss_…`. */
const MARKER = '__xss_';

/**
 * The strings an attacker stores wherever a text field lets them, tagged with where they were
 * planted (`name`, `project`…) so a failure says which one ran. Each would set its own global, or
 * open an alert, if a page ever treated it as markup, a URL or a template. The shortest field they
 * go into (a wire colour) holds 64 characters, so keep tags to about six.
 */
export const hostileStrings = (tag: string): readonly string[] => [
  `<img src=x onerror=${MARKER}${tag}_img=1>`,
  `"><script>${MARKER}${tag}_script=1</script>`,
  `<svg onload=alert('${MARKER}${tag}_svg')>`,
  `javascript:${MARKER}${tag}_href=1//`,
  `{{7*7}}{{constructor.constructor('${MARKER}${tag}_tpl=1')()}}`,
  // i18next's nesting syntax: a stored value must never be expanded into one of our own texts.
  `${tag}$t(common.close)`,
  // Right-to-left override, zero-width space and joiner, an isolate: shown as they are, not dropped.
  `\u202E${tag}\u200B\u200Dgpj.exe\u2066${MARKER}\u2069`,
];

/**
 * Dialogs any page of the context opens (an `alert` from a hostile string), dismissed at once.
 * Call before the context's first page opens.
 */
export const recordDialogs = (context: BrowserContext): string[] => {
  const dialogs: string[] = [];
  const watch = (page: Page) =>
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss().catch(() => {});
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return dialogs;
};

/**
 * What the page holds that only a hostile string could have put there: a global it set, an
 * inline handler attribute (React never writes one), a `javascript:` URL in a link or source, a
 * script element that would run carrying the marker. Open shadow roots (the part drawings) are searched too.
 */
const findInjections = (page: Page) =>
  page.evaluate((marker) => {
    const found = Object.keys(window)
      .filter((key) => key.startsWith(marker))
      .map((key) => `global ${key}`);
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          const isHandler = /^on/i.test(name);
          const isScriptUrl = urlAttributes.has(name.toLowerCase()) && /^\s*javascript:/i.test(value);
          if (isHandler || isScriptUrl) found.push(`<${element.localName} ${name}="${value}">`);
        }
        // A data block (`type="application/json"`, the server's early answers) holds stored texts
        // and never runs: a string that broke out of it would make a script element of its own.
        const isData = element instanceof HTMLScriptElement && /json/i.test(element.type);
        if (element.localName === 'script' && !isData && element.textContent?.includes(marker)) {
          found.push(`<script>${element.textContent}</script>`);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  }, MARKER);

/** Fails when a hostile string ran or was injected into the page as markup, saying where. */
export const expectNothingInjected = async (page: Page, dialogs: readonly string[], where: string) => {
  expect(await findInjections(page), `injected on ${where}`).toEqual([]);
  expect(dialogs, `dialogs opened on ${where}`).toEqual([]);
};

const SHOWN_TIMEOUT_MS = 10_000;

/**
 * The `texts` that `scope` does not show character for character as text, within one time
 * budget for all: not dropped, not decoded, not re-escaped into `&lt;`. (Playwright's text
 * matching ignores zero-width spaces, so the exact text is compared as well.)
 */
const findMissing = async (scope: Page | Locator, texts: readonly string[]) => {
  const deadline = Date.now() + SHOWN_TIMEOUT_MS;
  const missing: string[] = [];
  for (const text of texts) {
    const shown = scope.getByText(text).first();
    const timeout = Math.max(deadline - Date.now(), 1);
    const isThere = await shown.waitFor({ timeout }).then(
      () => true,
      () => false,
    );
    if (!isThere || !(await shown.textContent())?.includes(text)) missing.push(text);
  }
  return missing;
};

/**
 * Fails unless every one of `texts` is shown as text inside `scope` and nothing ran or was
 * injected on the page. An injection is reported first: it is usually why a text is missing.
 */
export const expectShownSafely = async (
  page: Page,
  dialogs: readonly string[],
  where: string,
  { scope, texts }: { scope: Page | Locator; texts: readonly string[] },
) => {
  const missing = await findMissing(scope, texts);
  await expectNothingInjected(page, dialogs, where);
  expect(missing, `not shown as text on ${where}`).toEqual([]);
};
