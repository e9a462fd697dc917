import { describe, expect, it } from 'vitest';
import { emailsOfList } from './groups.ts';

describe('a pasted list of e-mails', () => {
  it('is one address a line, trimmed, lower-cased, each once', () => {
    expect(emailsOfList(' Ana@Example.org \r\nbruno@example.org\n\nana@example.org\n')).toEqual([
      'ana@example.org',
      'bruno@example.org',
    ]);
  });

  it('also splits on commas and semicolons, and reads a mail client’s "Name <address>"', () => {
    expect(emailsOfList(['Ana Pérez <ana@example.org>, carla@example.org; dario@example.org'])).toEqual([
      'ana@example.org',
      'carla@example.org',
      'dario@example.org',
    ]);
  });

  it('keeps a line that is no address whole, so the report can name it', () => {
    expect(emailsOfList('not an address')).toEqual(['not an address']);
  });
});
