import type { FastifyReply } from 'fastify';
import { quotaBytesOf } from '../../../domain/storage-use.ts';
import { assertNotThrottled } from '../../auth/attempts.ts';
import type { Counter, Throttle } from '../../auth/throttle.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { FileCount } from '../../storage/image-upload.ts';
import { releaseStoredFile, reserveStoredFile } from './ledger.ts';

/** What one person may upload: how fast (the throttle's `uploadsPerUser`) and how much they keep. */
export interface UploadQuota {
  db: Db;
  throttle: Throttle;
  /** Null: no storage quota (UPLOAD_QUOTA_MB=0). */
  quotaBytes: number | null;
  /** False: no rate limit (UPLOAD_RATE=0). */
  isRateLimited: boolean;
}

export const createUploadQuota = (
  db: Db,
  throttle: Throttle,
  env: Pick<Env, 'UPLOAD_QUOTA_MB' | 'UPLOAD_RATE'>,
): UploadQuota => ({
  db,
  throttle,
  quotaBytes: quotaBytesOf(env.UPLOAD_QUOTA_MB),
  isRateLimited: env.UPLOAD_RATE > 0,
});

const counterOf = (userId: string): Counter[] => [{ rule: 'uploadsPerUser', subject: userId }];

/**
 * Counts one upload by `userId`, or refuses it with 429 UPLOAD_RATE_LIMITED and Retry-After
 * while they are over their minute's budget. Checked before the body is read, so a flood costs
 * no decoding; a refused upload is not counted.
 */
export const admitUpload = async (quota: UploadQuota, reply: FastifyReply, userId: string) => {
  if (!quota.isRateLimited) return;
  const counters = counterOf(userId);
  await assertNotThrottled(quota.throttle, reply, counters, 'UPLOAD_RATE_LIMITED');
  await quota.throttle.hit(counters);
};

/** The picture of `projectId` uploaded by `ownerId`, counted in their quota as it is stored. */
export const projectPictureCount = (quota: UploadQuota, ownerId: string, projectId: string): FileCount => ({
  reserve: (key, bytes) => reserveStoredFile(quota.db, quota.quotaBytes, { key, ownerId, projectId, bytes }),
  release: (key) => releaseStoredFile(quota.db, key),
});
