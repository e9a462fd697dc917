import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';
import { assertValidContentType, assertValidKey } from './keys.ts';
import type { Storage, StoredFile } from './storage.ts';

export type S3Config = NonNullable<Env['s3']>;

/** A missing key only: a missing bucket (also a 404) is a misconfiguration and must surface. */
const isNoSuchKey = (error: unknown) => {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

export const createS3Client = (config: S3Config): S3Client =>
  new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** Objects in one bucket, one per key. */
export const createS3Storage = (config: S3Config, client: S3Client = createS3Client(config)): Storage => {
  const Bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      assertValidContentType(contentType);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async get(key): Promise<StoredFile | null> {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return {
          body: object.Body,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isNoSuchKey(error)) throw error;
      }
    },
  };
};
