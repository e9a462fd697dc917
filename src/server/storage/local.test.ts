import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.ts';
import { buildUploadKey, createStorage, isValidKey, type Storage, sanitizeFileName } from './storage.ts';
import { describeStorageContract, readStoredText } from './storage-contract.ts';

let dataDir: string;
let storage: Storage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-storage-'));
  storage = createStorage({ dataDir, s3: null });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const filesDir = () => path.join(dataDir, 'files');

/** Every file under `dir`, as relative paths. */
const listFiles = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describeStorageContract('local disk', () => storage);

describe('local disk storage', () => {
  it('keeps files under DATA_DIR/files, with the content type beside them and no temp files left', async () => {
    await storage.put('project/42_led.png', Buffer.from('led'), 'image/png');
    expect(await listFiles(filesDir())).toContain(path.join('project', '42_led.png'));
    expect(await listFiles(path.join(filesDir(), 'project'))).toEqual(['.42_led.png.type', '42_led.png']);
  });

  it('cleans up its temp file when the final rename fails', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'chispa-local-'));
    const local = createLocalStorage(root);
    await mkdir(path.join(root, 'clash', 'taken.png'), { recursive: true });
    await expect(local.put('clash/taken.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect((await readdir(path.join(root, 'clash'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await local.get('clash/taken.png')).toBeNull();
    await rm(root, { recursive: true, force: true });
  });

  it('infers the content type from the extension when the sidecar is gone', async () => {
    await storage.put('images/old.jpg', Buffer.from('jpg'), 'image/jpeg');
    await rm(path.join(filesDir(), 'images', '.old.jpg.type'));
    const file = await storage.get('images/old.jpg');
    expect(file?.contentType).toBe('image/jpeg');
    file?.body.resume();
  });

  it('lets a reader that already opened a file finish it after a delete', async () => {
    await storage.put('project/7_motor.png', Buffer.from('motor bytes'), 'image/png');
    const file = await storage.get('project/7_motor.png');
    await storage.delete('project/7_motor.png');
    expect(await readStoredText(file)).toBe('motor bytes');
    expect(await listFiles(path.join(filesDir(), 'project'))).not.toContain('7_motor.png');
  });

  it('treats a folder as no file', async () => {
    await storage.put('deep/folder/a.png', Buffer.from('a'), 'image/png');
    expect(await storage.get('deep/folder')).toBeNull();
    await expect(storage.delete('deep/folder')).resolves.toBeUndefined();
    expect(await storage.get('deep/folder/a.png')).not.toBeNull();
  });
});

describe('storage keys', () => {
  it('accepts the key shapes of spec §7', () => {
    for (const key of [
      'project/1714000000000_robot.png',
      'images/led.png',
      'courses/abc-1/banner/banner-17.gif',
    ]) {
      expect(isValidKey(key), key).toBe(true);
    }
  });

  it('sanitizes a user file name for a key', () => {
    expect(sanitizeFileName('Mi Robot (final).PNG')).toBe('Mi_Robot_final.png');
    expect(sanitizeFileName('cañón eléctrico.jpg')).toBe('canon_electrico.jpg');
    expect(sanitizeFileName('C:\\fotos\\..\\..\\secreto.jpeg')).toBe('secreto.jpeg');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('.env')).toBe('env');
    expect(sanitizeFileName('a..b...png')).toBe('a.b.png');
    expect(sanitizeFileName('😀😀.png')).toBe('file.png');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName('photo.HEIC', 'jpg')).toBe('photo.jpg');
    expect(sanitizeFileName(`${'x'.repeat(300)}.png`)).toHaveLength(100);
  });

  it('builds unique, valid upload keys: {folder}/{timestamp}-{random}_{name}', () => {
    const a = buildUploadKey('project', 'Mi Robot.PNG', { ext: 'png', now: 1714000000000 });
    const b = buildUploadKey('project', 'Mi Robot.PNG', { ext: 'png', now: 1714000000000 });
    expect(a).toMatch(/^project\/1714000000000-[0-9a-f]{8}_Mi_Robot\.png$/);
    expect(a).not.toBe(b);
    expect(isValidKey(a)).toBe(true);
    expect(() => buildUploadKey('../up', 'x.png')).toThrow(/key/);
  });
});
