import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CodeView } from '../../../domain/blocks/json.ts';
import es from '../../i18n/es.json';
import { showWholeLocale } from '../../i18n/i18n.ts';
import { ViewChoice } from './view-choice.tsx';

beforeAll(() => {
  showWholeLocale('es', es);
});

const render = (value: CodeView, isPythonOnly = false) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ViewChoice value={value} onChange={() => {}} isPythonOnly={isPythonOnly} />
    </MantineProvider>,
  );

/** The attributes of a view's card, as rendered (its opening tag). */
const cardOf = (html: string, view: CodeView) => {
  const tag = html.match(new RegExp(`<button[^>]*data-view="${view}"[^>]*>`))?.[0] ?? '';
  const attribute = (name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  return { tag, attribute };
};

describe('the view choice of a new project', () => {
  it('offers Blocks and Python as a labelled radio group, the chosen one the tab stop', () => {
    const html = render('blocks');
    expect(html).toContain(es.projects.modal.view.label);
    expect(html).toContain('role="radiogroup"');
    const [blocks, python] = [cardOf(html, 'blocks'), cardOf(html, 'python')];
    expect(blocks.attribute('role')).toBe('radio');
    expect(blocks.attribute('aria-checked')).toBe('true');
    expect(blocks.attribute('tabindex')).toBe('0');
    expect(python.attribute('aria-checked')).toBe('false');
    expect(python.attribute('tabindex')).toBe('-1');
    expect(html).toContain(
      `id="${python.attribute('aria-labelledby')}">${es.projects.modal.view.python.title}<`,
    );
    expect(blocks.tag).not.toContain('disabled');
    expect(html).not.toContain(es.projects.modal.view.micropythonOnly);
  });

  it('keeps a MicroPython starter on Python, disabled, and says why', () => {
    const html = render('blocks', true);
    const [blocks, python] = [cardOf(html, 'blocks'), cardOf(html, 'python')];
    expect(python.attribute('aria-checked')).toBe('true');
    expect(blocks.attribute('aria-checked')).toBe('false');
    expect(blocks.tag).toContain(' disabled=""');
    expect(python.tag).toContain(' disabled=""');
    expect(html).toContain(es.projects.modal.view.micropythonOnly);
  });
});
