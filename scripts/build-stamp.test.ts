import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, checkBuild, hashBuildInputs, removeStamp, writeStamp } from './build-stamp.mjs';

let root: string;

const put = async (file: string, content: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
};

/** What `npm run build` does, as far as the stamp goes: hash first, make the outputs, write the stamp. */
const build = async () => {
  const inputs = await hashBuildInputs(root);
  for (const output of BUILD_OUTPUTS) await put(output, 'built');
  await writeStamp(root, inputs);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'chispa-stamp-'));
  await put('src/server/main.ts', 'listen()');
  await put('src/web/index.html', '<div id="root"></div>');
  await put('src/web/main.test.tsx', 'test()');
  await put('drizzle/0000_init.sql', 'create table users ();');
  await put('package-lock.json', '{"lockfileVersion":3}');
  await put('vite.config.ts', 'export default {}');
  await put('README.md', '# Chispa');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('is the build current', () => {
  it('is not before any build, and is right after one', async () => {
    expect(await checkBuild(root)).toEqual({ current: false, reason: 'no finished build in dist/' });
    await build();
    expect(await checkBuild(root)).toEqual({ current: true, reason: '' });
  });

  it('is not once a source, a migration, the lockfile or the build config changed, and names it', async () => {
    for (const file of [
      'src/server/main.ts',
      'drizzle/0000_init.sql',
      'package-lock.json',
      'vite.config.ts',
    ]) {
      await build();
      await put(file, 'changed');
      expect(await checkBuild(root)).toEqual({
        current: false,
        reason: `changed since the last build: ${file}`,
      });
    }
  });

  it('is not once a source is added or removed', async () => {
    await build();
    await put('src/web/new-page.tsx', 'export const Page = () => null;');
    expect((await checkBuild(root)).reason).toBe('changed since the last build: src/web/new-page.tsx');
    await build();
    await rm(path.join(root, 'src/web/index.html'));
    expect((await checkBuild(root)).reason).toBe('changed since the last build: src/web/index.html');
  });

  it('stays current when only tests, docs or data change, or a file is rewritten with the same content', async () => {
    await build();
    await put('src/web/main.test.tsx', 'test("more")');
    await put('README.md', '# Chispa, edited');
    await put('data/db/PG_VERSION', '17');
    await put('src/server/main.ts', 'listen()');
    expect(await checkBuild(root)).toEqual({ current: true, reason: '' });
  });

  it('is not when an output is missing or the build stopped before writing its stamp', async () => {
    await build();
    await rm(path.join(root, 'dist/server/main.js'));
    expect(await checkBuild(root)).toEqual({ current: false, reason: 'missing dist/server/main.js' });
    await build();
    await removeStamp(root);
    expect((await checkBuild(root)).current).toBe(false);
  });

  it('hashes what the build reads, by content', async () => {
    const inputs = await hashBuildInputs(root);
    expect(Object.keys(inputs)).toEqual([
      'drizzle/0000_init.sql',
      'package-lock.json',
      'src/server/main.ts',
      'src/web/index.html',
      'vite.config.ts',
    ]);
    await put('src/server/main.ts', 'listen(3000)');
    const after = await hashBuildInputs(root);
    expect(after['src/server/main.ts']).not.toBe(inputs['src/server/main.ts']);
    expect(after['src/web/index.html']).toBe(inputs['src/web/index.html']);
  });
});
