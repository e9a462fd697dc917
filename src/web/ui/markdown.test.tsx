import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

/** The rendered HTML inside the wrapper, on one line. */
const render = (text: string, headingLevel?: 2 | 3 | 4) =>
  renderToStaticMarkup(<Markdown headingLevel={headingLevel}>{text}</Markdown>)
    .replace(/^<div class="[^"]*">|<\/div>$/g, '')
    .replaceAll('\n', '');

/** Every element name in the output, to check that nothing but Markdown's own elements appear. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)[\s>/]/g)].map((match) => match[1]);

describe('Markdown of content', () => {
  it('renders Markdown: emphasis, lists, code and a safe link that opens apart', () => {
    const html = render('Conecta el **LED** a `GP15`:\n\n- ánodo\n- cátodo\n\n[Más](https://chispa.dev)');
    expect(html).toContain('<strong>LED</strong>');
    expect(html).toContain('<code>GP15</code>');
    expect(html).toContain('<li>ánodo</li>');
    expect(html).toContain('<a href="https://chispa.dev" target="_blank" rel="noopener noreferrer">Más</a>');
  });

  it('shows a <script> as the text it is', () => {
    const html = render('Hola <script>alert(1)</script> mundo');
    expect(tagsOf(html)).not.toContain('script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows an <img onerror> as text, not as an image', () => {
    const html = render('Mira <img src=x onerror="alert(1)">');
    expect(tagsOf(html)).not.toContain('img');
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('&lt;img src=x onerror=');
  });

  it('shows raw HTML blocks as text', () => {
    const html = render('<div onclick="alert(1)">\n<iframe src="https://evil.test"></iframe>\n</div>\n\nfin');
    expect(tagsOf(html)).toEqual(['p']);
    expect(html).toContain('&lt;iframe src=&quot;https://evil.test&quot;&gt;&lt;/iframe&gt;');
    expect(html).not.toContain('onclick="');
  });

  it('a javascript: link keeps its words but loses the link', () => {
    for (const target of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'javascript&#58;alert(1)',
      'data:text/html,x',
    ])
      expect(render(`[pulsa](${target})`), target).toBe('<p><span>pulsa</span></p>');
  });

  it('an autolink to a script scheme is no link either', () => {
    const html = render('<javascript:alert(1)>');
    expect(tagsOf(html)).not.toContain('a');
  });

  it('images come from this site or https; others show their description', () => {
    expect(render('![placa](/api/files/guides/pico.png)')).toContain(
      '<img src="/api/files/guides/pico.png" alt="placa" loading="lazy" referrerPolicy="no-referrer"/>',
    );
    const insecure = render(
      '![placa](http://evil.test/p.png) ![svg](data:image/svg+xml,<svg onload=alert(1)>)',
    );
    expect(tagsOf(insecure)).not.toContain('img');
    expect(insecure).toContain('<span>placa</span>');
  });

  it('headings start at the level the page asks for', () => {
    expect(render('# Uno\n\n## Dos', 3)).toBe('<h3>Uno</h3><h4>Dos</h4>');
    expect(render('###### Seis', 3)).toContain('<h6>Seis</h6>');
  });
});
