import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { Storage, StoredFile } from './storage.ts';

/** The whole body of a stored file as text; fails when nothing was stored. */
export const readStoredText = (file: StoredFile | null) => {
  if (!file) throw new Error('expected a stored file');
  return text(file.body);
};

/** What every storage driver promises; each driver's test runs it against a real backend. */
export const describeStorageContract = (label: string, getStorage: () => Storage) => {
  describe(`${label}: the Storage contract`, () => {
    it('stores, reads back and deletes a file with its content type', async () => {
      const storage = getStorage();
      await storage.put('project/1_robot.png', Buffer.from('png bytes'), 'image/png');

      const file = await storage.get('project/1_robot.png');
      expect(file).toMatchObject({ contentType: 'image/png', size: 9 });
      expect(await readStoredText(file)).toBe('png bytes');

      await storage.delete('project/1_robot.png');
      expect(await storage.get('project/1_robot.png')).toBeNull();
    });

    it('replaces a file put again under the same key', async () => {
      const storage = getStorage();
      await storage.put('courses/c1/banner/banner-1.gif', Buffer.from('first'), 'image/gif');
      await storage.put('courses/c1/banner/banner-1.gif', Buffer.from('second!'), 'image/gif');
      const file = await storage.get('courses/c1/banner/banner-1.gif');
      expect(file?.size).toBe(7);
      expect(await readStoredText(file)).toBe('second!');
    });

    it('keeps a content type the extension does not tell', async () => {
      const storage = getStorage();
      await storage.put('images/sensor', Buffer.from('x'), 'image/webp');
      const file = await storage.get('images/sensor');
      expect(file?.contentType).toBe('image/webp');
      file?.body.resume();
    });

    it('answers null for a missing key and ignores deleting one', async () => {
      const storage = getStorage();
      expect(await storage.get('project/never-stored.png')).toBeNull();
      await expect(storage.delete('project/never-stored.png')).resolves.toBeUndefined();
    });

    it('rejects keys that could escape or confuse the store', async () => {
      const storage = getStorage();
      const bad = [
        '',
        '/abs.png',
        '../up.png',
        'a/../b.png',
        'a//b.png',
        'a/',
        '.hidden',
        'a/.b',
        'sp ace.png',
      ];
      for (const key of [...bad, 'ñ.png', 'a\\b.png', 'a?b', `${'x'.repeat(513)}`]) {
        await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/key/i);
        await expect(storage.get(key), key).rejects.toThrow(/key/i);
        await expect(storage.delete(key), key).rejects.toThrow(/key/i);
      }
    });

    it('refuses a content type that is not a plain media type', async () => {
      const storage = getStorage();
      for (const type of ['', 'png', 'image/png\r\nx-evil: 1']) {
        await expect(storage.put('project/t.png', Buffer.from('x'), type), type).rejects.toThrow(
          /content type/,
        );
      }
    });
  });
};
