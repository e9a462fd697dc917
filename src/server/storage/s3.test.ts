import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Config } from './s3.ts';
import { createStorage, type Storage } from './storage.ts';
import { describeStorageContract, readStoredText } from './storage-contract.ts';

/** A real S3 API (s3rver, in-process) on a random local port, with one bucket. */
let server: S3rver;
let directory: string;
let config: S3Config;
let storage: Storage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'chispa-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'chispa-test', configs: [] }],
  });
  const { port } = await server.run();
  config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'chispa-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  storage = createS3Storage(config);
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describeStorageContract('S3', () => storage);

describe('S3 storage', () => {
  it('is what createStorage picks when S3 is configured', async () => {
    const chosen = createStorage({ dataDir: directory, s3: config });
    await chosen.put('project/9_s3.png', Buffer.from('via env'), 'image/png');
    const file = await storage.get('project/9_s3.png');
    expect(file?.contentType).toBe('image/png');
    expect(await readStoredText(file)).toBe('via env');
  });

  it('fails loudly, not as a missing file, when the bucket does not exist', async () => {
    const wrong = createS3Storage({ ...config, bucket: 'no-such-bucket' });
    await expect(wrong.put('project/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(wrong.get('project/x.png')).rejects.toThrow(/bucket/i);
  });
});
