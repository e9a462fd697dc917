import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl } from './safe-url.ts';

describe('safe URLs of content text', () => {
  it('links: http(s), mailto and relative ones pass', () => {
    for (const url of [
      'https://chispa.dev/a?b=c#d',
      'HTTP://example.org',
      'mailto:profe@escuela.test',
      '/es/home',
      './otra',
      '#paso-2',
      'guia/paso:2',
      '//example.org/x',
    ])
      expect(safeLinkUrl(url), url).toBe(url);
  });

  it('links: script, data and unknown schemes are refused, also when disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      '',
      '   ',
    ])
      expect(safeLinkUrl(url), JSON.stringify(url)).toBeNull();
  });

  it('images: this site or https only', () => {
    expect(safeImageUrl('/api/files/guides/a.png')).toBe('/api/files/guides/a.png');
    expect(safeImageUrl('paso.png')).toBe('paso.png');
    expect(safeImageUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    for (const url of [
      'http://example.org/a.png',
      '//example.org/a.png',
      '/\\example.org/a.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      'blob:https://example.org/x',
    ])
      expect(safeImageUrl(url), url).toBeNull();
  });
});
