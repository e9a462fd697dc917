import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { HINT_RULES } from '../../domain/code/error-hints.ts';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { showWholeLocale } from '../i18n/i18n.ts';
import pt from '../i18n/pt.json';
import { ConsoleWithHints } from './console-hints.tsx';

beforeAll(() => {
  showWholeLocale('es', es);
});

const TRACEBACK =
  'code.py output:\nTraceback (most recent call last):\n  File "code.py", line 2\nSyntaxError: invalid syntax\n';
const ENDED = `${TRACEBACK}\nCode done running.\n`;

/** The text the log shows, hints marked with their kind. */
const shown = (props: Parameters<typeof ConsoleWithHints>[0]) =>
  renderToStaticMarkup(<ConsoleWithHints {...props} />)
    .replace(/<svg.*?<\/svg>/g, '')
    .replace(/<span class="[^"]*" data-hint="(\w+)"><strong>[^<]*<\/strong> /g, '[$1: ')
    .replace(/<\/span>/g, ']')
    .replaceAll('&quot;', '"');

describe('ConsoleWithHints', () => {
  it('puts the hint under the verbatim traceback, and the end line after Code done running.', () => {
    expect(
      shown({
        text: ENDED,
        hint: { key: 'missingColon', params: { line: 2, keyword: 'if' } },
        hasEnded: true,
      }),
    ).toBe(
      `${TRACEBACK}[error: ${es.run.hints.missingColon.replace('{{line}}', '2').replace('{{keyword}}', 'if')}]\nCode done running.\n[done: ${es.run.hints.done}]`,
    );
  });

  it('shows the console alone while the program runs, and no end line after Stop', () => {
    expect(shown({ text: 'code.py output:\n1\n', hasEnded: false })).toBe('code.py output:\n1\n');
    expect(
      shown({ text: 'code.py output:\n1\n', hint: { key: 'stopped', params: {} }, hasEnded: false }),
    ).toBe(`code.py output:\n1\n[error: ${es.run.hints.stopped}]`);
  });

  it('shows a name from the code as text', () => {
    const html = renderToStaticMarkup(
      <ConsoleWithHints
        text={ENDED}
        hint={{ key: 'nameUndefined', params: { name: '<b>x</b>' } }}
        hasEnded
      />,
    );
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('has a text in every language for every hint of the table, those of both languages included', () => {
    for (const locale of [es, pt, en]) {
      const hints = locale.run.hints as Record<string, string>;
      expect(HINT_RULES.map((rule) => rule.key).filter((key) => !hints[key]?.trim())).toEqual([]);
    }
    expect(
      shown({
        text: ENDED,
        hint: { key: 'circuitpythonModule', params: { module: 'board' } },
        hasEnded: false,
      }),
    ).toContain(`[error: ${es.run.hints.circuitpythonModule.replace('{{module}}', 'board')}]`);
  });
});
