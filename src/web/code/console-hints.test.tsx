import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../i18n/es.json';
import { showWholeLocale } from '../i18n/i18n.ts';
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
});
